package syncbugs;

import java.nio.IntBuffer;
import java.util.Arrays;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** The Sort bug: the receive buffer of a chunk is copied out and sorted before the receive's wait. */
public class Sort {
    static final int CHUNK = 64;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        if (rank == 1) {
            IntBuffer chunk = Buffers.ints(CHUNK);
            Request r = MPI.COMM_WORLD.iRecv(chunk, CHUNK, MPI.INT, 0, 5); // @NB
            int[] local = sortChunk(chunk);
            MPI.COMM_WORLD.barrier();
            r.waitFor();
            System.out.println("smallest " + local[0]);
        } else if (rank == 0) {
            int[] data = new int[CHUNK];
            for (int i = 0; i < CHUNK; i++) {
                data[i] = CHUNK - i;
            }
            MPI.COMM_WORLD.barrier();
            MPI.COMM_WORLD.send(data, CHUNK, MPI.INT, 1, 5);
        } else {
            MPI.COMM_WORLD.barrier();
        }
        MPI.Finalize();
    }

    static int[] sortChunk(IntBuffer chunk) {
        int[] local = new int[CHUNK];
        chunk.get(0, local); // @ACC
        Arrays.sort(local);
        return local;
    }
}
