package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** Request.free of an active send, then the buffer is rewritten: nothing ever tells the send is done. */
public class FreedRequest {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(8);
        if (rank == 0) {
            Request r = MPI.COMM_WORLD.iSend(buf, 8, MPI.INT, 1, 0); // @NB
            r.free();
            buf.put(0, 9); // @ACC
            MPI.COMM_WORLD.barrier();
        } else if (rank == 1) {
            MPI.COMM_WORLD.barrier();
            MPI.COMM_WORLD.recv(buf, 8, MPI.INT, 0, 0);
            System.out.println("got " + buf.get(0));
        } else {
            MPI.COMM_WORLD.barrier();
        }
        MPI.Finalize();
    }
}
