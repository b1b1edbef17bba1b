package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** The same exchange with a buffer per pending operation (and blocking calls on arrays). */
public class BufferReuseByMpiCallsFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(4);
        IntBuffer data = Buffers.ints(4);
        IntBuffer out = Buffers.ints(4);
        IntBuffer back = Buffers.ints(4);
        if (rank == 0) {
            Request r = MPI.COMM_WORLD.iRecv(buf, 4, MPI.INT, 1, 0);
            MPI.COMM_WORLD.send(data, 4, MPI.INT, 1, 1);
            r.waitFor();
            Request s = MPI.COMM_WORLD.iSend(out, 4, MPI.INT, 1, 2);
            Request q = MPI.COMM_WORLD.iRecv(back, 4, MPI.INT, 1, 3);
            Request.waitAll(new Request[] {s, q});
            MPI.COMM_WORLD.send(buf, 4, MPI.INT, 1, 4); // buf is no longer pending
            Request t = MPI.COMM_WORLD.iSend(out, 4, MPI.INT, 1, 5);
            MPI.COMM_WORLD.bcast(back, 4, MPI.INT, 1);
            t.waitFor();
            System.out.println("done " + back.get(0));
        } else if (rank == 1) {
            int[] tmp = new int[4];
            MPI.COMM_WORLD.recv(tmp, 4, MPI.INT, 0, 1);
            MPI.COMM_WORLD.send(tmp, 4, MPI.INT, 0, 0);
            MPI.COMM_WORLD.recv(tmp, 4, MPI.INT, 0, 2);
            MPI.COMM_WORLD.send(tmp, 4, MPI.INT, 0, 3);
            MPI.COMM_WORLD.recv(tmp, 4, MPI.INT, 0, 4);
            MPI.COMM_WORLD.bcast(tmp, 4, MPI.INT, 1);
            MPI.COMM_WORLD.recv(tmp, 4, MPI.INT, 0, 5);
        }
        MPI.Finalize();
    }
}
