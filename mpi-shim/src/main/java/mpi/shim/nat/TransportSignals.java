package mpi.shim.nat;

/**
 * Keeps MPI transports from taking the signals the JVM raises on purpose. HotSpot uses SIGSEGV for implicit null
 * checks and safepoint polls and SIGBUS for some memory accesses, and handles them itself. UCX (Open MPI 5's
 * default transport and MPICH's {@code ch4:ucx}) installs handlers for SIGSEGV, SIGBUS, SIGILL and SIGFPE when it
 * loads, takes the JVM's first NullPointerException for a crash and aborts the process. Its variable
 * {@code UCX_ERROR_SIGNALS}, empty, makes it install none; it is set in the process environment before the MPI
 * library (which loads UCX, or loads it at MPI_Init) is opened, whatever the user set: no value but the empty one
 * lets a JVM run. Open MPI's own handlers need nothing: it leaves a signal alone when a handler is already there.
 */
final class TransportSignals {
    static final String UCX_ERROR_SIGNALS = "UCX_ERROR_SIGNALS";

    private TransportSignals() {}

    static void keepAwayFromTheJvm() {
        setenv(UCX_ERROR_SIGNALS, "");
    }

    /** The C library's setenv(name, value, 1), so that native code loaded later reads the value. */
    static void setenv(String name, String value) {
        Libc libc = Libc.open();
        if (libc == null) {
            throw new IllegalStateException("cannot load the C library libc.so.6");
        }
        if (libc.setenv(name, value) != 0) {
            throw new IllegalStateException("setenv(" + name + ") failed");
        }
    }
}
