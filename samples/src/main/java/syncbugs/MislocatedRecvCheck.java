package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * A receive whose wait comes after the buffer is read. The message arrived before the read (it was sent before
 * the barrier), so the read saw the data this time: a potential error.
 */
public class MislocatedRecvCheck {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(8);
        if (rank == 1) {
            Request r = MPI.COMM_WORLD.iRecv(buf, 8, MPI.INT, 0, 0); // @NB
            MPI.COMM_WORLD.barrier();
            int first = buf.get(0); // @ACC
            r.waitFor(); // @CK
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
