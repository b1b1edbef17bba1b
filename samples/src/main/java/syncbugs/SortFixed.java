package syncbugs;

import java.nio.IntBuffer;
import java.util.Arrays;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** Sort fixed: the chunk is read after the receive's wait. */
public class SortFixed {
    static final int CHUNK = 64;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        if (rank == 1) {
            IntBuffer chunk = Buffers.ints(CHUNK);
            Request r = MPI.COMM_WORLD.iRecv(chunk, CHUNK, MPI.INT, 0, 5);
            MPI.COMM_WORLD.barrier();
            r.waitFor();
            int[] local = sortChunk(chunk);
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
        chunk.get(0, local);
        Arrays.sort(local);
        return local;
    }
}
