package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** Paper Fig. 1 (b)/(c): the send buffer is overwritten before the send's completion check. */
public class SendOverwrite {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(16);
        if (rank == 0) {
            for (int i = 0; i < 16; i++) {
                buf.put(i, i);
            }
            Request r = MPI.COMM_WORLD.iSend(buf, 16, MPI.INT, 1, 7); // @NB
            buf.put(3, -1); // @ACC
            r.waitFor(); // @CK
        } else if (rank == 1) {
            MPI.COMM_WORLD.recv(buf, 16, MPI.INT, 0, 7);
            System.out.println("received " + buf.get(3));
        }
        MPI.Finalize();
    }
}
