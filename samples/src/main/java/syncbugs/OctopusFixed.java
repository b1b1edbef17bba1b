package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** octopus fixed: two buffers alternate, and a buffer is refilled only after its previous send completed. */
public class OctopusFixed {
    static final int N = 262144;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer[] bufs = {Buffers.ints(N), Buffers.ints(N)};
        if (rank == 0) {
            Request[] sent = new Request[2];
            for (int step = 0; step < 3; step++) {
                int k = step % 2;
                if (sent[k] != null) {
                    sent[k].waitFor();
                }
                fill(bufs[k], step);
                sent[k] = MPI.COMM_WORLD.iSend(bufs[k], N, MPI.INT, 1, step);
                if (step == 0) {
                    MPI.COMM_WORLD.barrier();
                }
            }
            Request.waitAll(new Request[] {sent[0], sent[1]});
        } else if (rank == 1) {
            MPI.COMM_WORLD.barrier();
            for (int step = 0; step < 3; step++) {
                MPI.COMM_WORLD.recv(bufs[0], N, MPI.INT, 0, step);
                System.out.println("step " + step + " got " + bufs[0].get(0));
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
        buf.put(values);
    }
}
