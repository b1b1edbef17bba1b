package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Pending buffers handed to other MPI calls: a blocking send of a buffer a pending iRecv is filling (the library
 * reads it before the message arrived), an iRecv into a buffer a pending iSend still reads, and a bcast that
 * overwrites (on a non-root rank) a buffer a pending iSend still reads.
 */
public class BufferReuseByMpiCalls {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(4);
        IntBuffer out = Buffers.ints(4);
        if (rank == 0) {
            Request r = MPI.COMM_WORLD.iRecv(buf, 4, MPI.INT, 1, 0); // @NB:recv
            MPI.COMM_WORLD.send(buf, 4, MPI.INT, 1, 1); // @ACC:send
            r.waitFor();
            Request s = MPI.COMM_WORLD.iSend(out, 4, MPI.INT, 1, 2); // @NB:send
            Request q = MPI.COMM_WORLD.iRecv(out, 4, MPI.INT, 1, 3); // @ACC:irecv
            Request.waitAll(new Request[] {s, q});
            Request t = MPI.COMM_WORLD.iSend(out, 4, MPI.INT, 1, 4); // @NB:bcast
            MPI.COMM_WORLD.bcast(out, 4, MPI.INT, 1); // @ACC:bcast
            t.waitFor();
            System.out.println("done " + out.get(0));
        } else if (rank == 1) {
            int[] tmp = new int[4];
            MPI.COMM_WORLD.recv(tmp, 4, MPI.INT, 0, 1);
            MPI.COMM_WORLD.send(tmp, 4, MPI.INT, 0, 0);
            MPI.COMM_WORLD.recv(tmp, 4, MPI.INT, 0, 2);
            MPI.COMM_WORLD.send(tmp, 4, MPI.INT, 0, 3);
            MPI.COMM_WORLD.bcast(tmp, 4, MPI.INT, 1);
            MPI.COMM_WORLD.recv(tmp, 4, MPI.INT, 0, 4);
        }
        MPI.Finalize();
    }
}
