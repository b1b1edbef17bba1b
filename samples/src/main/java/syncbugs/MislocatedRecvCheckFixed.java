package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** The receive's wait placed before the read. */
public class MislocatedRecvCheckFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(8);
        if (rank == 1) {
            Request r = MPI.COMM_WORLD.iRecv(buf, 8, MPI.INT, 0, 0);
            MPI.COMM_WORLD.barrier();
            r.waitFor();
            int first = buf.get(0);
            System.out.println("got " + first);
        } else if (rank == 0) {
            MPI.COMM_WORLD.send(new int[] {7, 7, 7, 7, 7, 7, 7, 7}, 8, MPI.INT, 1, 0);
            MPI.COMM_WORLD.barrier();
        } else {
            MPI.COMM_WORLD.barrier();
        }
        MPI.Finalize();
    }
}
