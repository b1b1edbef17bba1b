package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Athena with its check mislocated (the paper's Athena-cc): the wait exists but comes after the buffer is
 * rewritten. The small message already left (eager), so the error did not manifest: a potential error.
 */
public class MislocatedSendCheck {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(8);
        if (rank == 0) {
            buf.put(0, 1);
            Request r = MPI.COMM_WORLD.iSend(buf, 8, MPI.INT, 1, 0); // @NB
            pack(buf);
            r.waitFor(); // @CK
        } else if (rank == 1) {
            MPI.COMM_WORLD.recv(buf, 8, MPI.INT, 0, 0);
            System.out.println("got " + buf.get(0));
        }
        MPI.Finalize();
    }

    static void pack(IntBuffer buf) {
        buf.put(0, 2); // @ACC
    }
}
