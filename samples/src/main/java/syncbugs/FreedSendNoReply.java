package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * {@link FreedSendReply} with the buffer rewritten before the reply arrives: the reply then proves nothing about
 * the write, which may change data the library is still sending.
 */
public class FreedSendNoReply {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(8);
        int[] reply = new int[1];
        if (rank == 0) {
            Request r = MPI.COMM_WORLD.iSend(buf, 8, MPI.INT, 1, 0); // @NB
            r.free();
            buf.put(0, 9); // @ACC
            MPI.COMM_WORLD.recv(reply, 1, MPI.INT, 1, 0);
        } else if (rank == 1) {
            MPI.COMM_WORLD.recv(buf, 8, MPI.INT, 0, 0);
            reply[0] = buf.get(7);
            MPI.COMM_WORLD.send(reply, 1, MPI.INT, 0, 0);
        }
        MPI.Finalize();
    }
}
