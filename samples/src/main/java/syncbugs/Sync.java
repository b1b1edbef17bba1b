package syncbugs;

import mpi.Comm;
import mpi.MPIException;

/**
 * Orders the samples' events across ranks with small blocking messages (tag 99), so that an access happens before
 * the peer sends or receives in every run. Blocking point-to-point, not barriers: collectives must be called in
 * the same order on every rank, also when nonblocking ones are pending.
 */
final class Sync {
    static final int TAG = 99;

    private Sync() {}

    /** Tells {@code peer} it may go on. */
    static void signal(Comm comm, int peer) throws MPIException {
        comm.send(new int[1], 1, mpi.MPI.INT, peer, TAG);
    }

    /** Two ranks: every rank but {@code first} waits here until {@code first} calls {@link #release}. */
    static void after(Comm comm, int first) throws MPIException {
        if (comm.getRank() != first) {
            await(comm, first);
        }
    }

    /** Two ranks: {@code first} lets the other rank go on from {@link #after}. */
    static void release(Comm comm, int first) throws MPIException {
        if (comm.getRank() == first) {
            signal(comm, 1 - first);
        }
    }

    /** Waits until {@code peer} says this rank may go on. */
    static void await(Comm comm, int peer) throws MPIException {
        comm.recv(new int[1], 1, mpi.MPI.INT, peer, TAG);
    }
}
