package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** The application writes a buffer a pending receive is about to fill: whichever comes last wins. */
public class RecvOverwrite {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(8);
        if (rank == 1) {
            Request r = MPI.COMM_WORLD.iRecv(buf, 8, MPI.INT, 0, 0); // @NB
            buf.put(new int[] {0, 0, 0, 0}); // @ACC
            MPI.COMM_WORLD.barrier();
            r.waitFor();
            System.out.println("got " + buf.get(0));
        } else if (rank == 0) {
            MPI.COMM_WORLD.barrier();
            MPI.COMM_WORLD.send(new int[] {3, 3, 3, 3, 3, 3, 3, 3}, 8, MPI.INT, 1, 0);
        } else {
            MPI.COMM_WORLD.barrier();
        }
        MPI.Finalize();
    }
}
