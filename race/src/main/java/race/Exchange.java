package race;

import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Ships byte arrays between all ranks over the checker's private duplicate of MPI.COMM_WORLD (never over the
 * application's communicators): lengths with one all-to-all, then pairwise blocking exchanges in a ring order
 * that cannot deadlock. A pair with nothing to move in either direction exchanges no message: a halo pattern ships
 * batches to its neighbours only, and a message per rank pair would make every exchange cost each rank a message
 * to every other rank, growing with the job (make bench-scale).
 */
public final class Exchange {
    static final int TAG_DATA = 71;

    private Exchange() {}

    /**
     * Collective over {@code comm}: {@code out[r]} goes to rank r; returns what each rank sent here. Counts what
     * moved in {@code traffic} (null: not counted).
     */
    public static byte[][] allToAll(Comm comm, byte[][] out, RaceTraffic traffic) throws MPIException {
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
            // dst's step k receives from this rank and knows lengths[dst] as its incoming[rank]: both skip alike
            byte[] recv = incoming[src] == 0 ? new byte[0] : new byte[incoming[src]];
            if (lengths[dst] > 0 && incoming[src] > 0) {
                comm.sendRecv(out[dst], lengths[dst], MPI.BYTE, dst, TAG_DATA, recv, incoming[src], MPI.BYTE, src,
                        TAG_DATA);
            } else if (lengths[dst] > 0) {
                comm.send(out[dst], lengths[dst], MPI.BYTE, dst, TAG_DATA);
            } else if (incoming[src] > 0) {
                comm.recv(recv, incoming[src], MPI.BYTE, src, TAG_DATA);
            }
            in[src] = recv;
        }
        if (traffic != null) {
            traffic.exchanged(rank, lengths, incoming);
        }
        return in;
    }
}
