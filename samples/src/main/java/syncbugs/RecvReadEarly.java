package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** Paper Fig. 1 (e): the receive buffer is read before the message arrived and before the completion check. */
public class RecvReadEarly {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(4);
        if (rank == 1) {
            Request r = MPI.COMM_WORLD.iRecv(buf, 4, MPI.INT, 0, 3); // @NB
            int early = buf.get(2); // @ACC
            MPI.COMM_WORLD.barrier();
            r.waitFor();
            System.out.println("early " + early + " late " + buf.get(2));
        } else if (rank == 0) {
            MPI.COMM_WORLD.barrier(); // the message is sent only after rank 1 read its buffer
            MPI.COMM_WORLD.send(new int[] {1, 2, 3, 4}, 4, MPI.INT, 1, 3);
        } else {
            MPI.COMM_WORLD.barrier();
        }
        MPI.Finalize();
    }
}
