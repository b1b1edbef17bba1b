package race;

import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Ships byte arrays between all ranks over the checker's private duplicate of MPI.COMM_WORLD (never over the
 * application's communicators): lengths with one all-to-all, then pairwise blocking exchanges in a ring order
 * that cannot deadlock.
 */
public final class Exchange {
    static final int TAG_DATA = 71;

    private Exchange() {}

    /** Collective over {@code comm}: {@code out[r]} goes to rank r; returns what each rank sent here. */
    public static byte[][] allToAll(Comm comm, byte[][] out) throws MPIException {
        int rank = comm.getRank();
        int size = comm.getSize();
        int[] lengths = new int[size];
        for (int r = 0; r < size; r++) {
            lengths[r] = out[r] == null ? 0 : out[r].length;
        }
        int[] incoming = new int[size];
        comm.allToAll(lengths, 1, MPI.INT, incoming, 1, MPI.INT);
        byte[][] in = new byte[size][];
        in[rank] = out[rank] == null ? new byte[0] : out[rank];
        for (int k = 1; k < size; k++) {
            int dst = (rank + k) % size;
            int src = (rank - k + size) % size;
            byte[] send = out[dst] == null ? new byte[1] : out[dst];
            byte[] recv = new byte[Math.max(1, incoming[src])];
            comm.sendRecv(send, lengths[dst], MPI.BYTE, dst, TAG_DATA, recv, incoming[src], MPI.BYTE, src, TAG_DATA);
            in[src] = incoming[src] == 0 ? new byte[0] : recv;
        }
        return in;
    }
}
