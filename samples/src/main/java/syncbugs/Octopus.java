package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * The octopus bug: the send buffer is refilled for the next message while the previous send of it is still
 * pending (its completion is only checked at the very end).
 */
public class Octopus {
    static final int N = 262144; // 1 MiB of ints

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(N);
        if (rank == 0) {
            Request[] sent = new Request[3];
            for (int step = 0; step < 3; step++) {
                fill(buf, step);
                sent[step] = MPI.COMM_WORLD.iSend(buf, N, MPI.INT, 1, step); // @NB
            }
            MPI.COMM_WORLD.barrier();
            Request.waitAll(sent);
        } else if (rank == 1) {
            MPI.COMM_WORLD.barrier();
            for (int step = 0; step < 3; step++) {
                MPI.COMM_WORLD.recv(buf, N, MPI.INT, 0, step);
                System.out.println("step " + step + " got " + buf.get(0));
            }
        } else {
            MPI.COMM_WORLD.barrier();
        }
        MPI.Finalize();
    }

    static void fill(IntBuffer buf, int step) {
        int[] values = new int[N];
        java.util.Arrays.fill(values, step);
        buf.clear();
        buf.put(values); // @ACC
    }
}
