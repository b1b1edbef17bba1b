package mpi.shim.ffm;

/**
 * Whether MPI may call back into Java from inside a call: once the program has a user-defined reduction operation,
 * the library may run it during the progress of any call (a nonblocking reduction's progress inside MPI_Test), and a
 * critical downcall must not be interrupted by an upcall. Set once, never cleared: an operation's function may be
 * called after the operation is freed, while reductions that use it are pending.
 */
final class Upcalls {
    private static volatile boolean possible;

    private Upcalls() {}

    static boolean possible() {
        return possible;
    }

    static void becamePossible() {
        possible = true;
    }
}
