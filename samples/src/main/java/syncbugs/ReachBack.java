package syncbugs;

import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * A send of a vector with a negative stride from a slice in the middle of a direct buffer: its elements lie at the
 * slice's start and before it (every other int going down). While it is pending, a write to an element before the
 * slice's start is a write to the pending send buffer; a write into a gap of the vector is not. Rank 1 receives
 * into the same shape, and reads an element before its slice's start too early.
 */
public class ReachBack {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer whole = Buffers.ints(32);
        IntBuffer slice = MPI.slice(whole, 16);
        Datatype down = Datatype.createVector(8, 1, -2, MPI.INT); // ints 16, 14, ..., 2 of the whole buffer
        down.commit();
        if (rank == 0) {
            for (int i = 0; i < 32; i++) {
                whole.put(i, i);
            }
            Request r = MPI.COMM_WORLD.iSend(slice, 1, down, 1, 0); // @NB:send
            whole.put(5, -1);                  // int 5: a gap of the vector, not message data
            whole.put(6, -1);                  // @ACC:before
            MPI.COMM_WORLD.barrier();
            r.waitFor();
        } else if (rank == 1) {
            Request r = MPI.COMM_WORLD.iRecv(slice, 1, down, 0, 0); // @NB:recv
            MPI.COMM_WORLD.barrier();
            System.out.println("early " + whole.get(4)); // @ACC:read
            r.waitFor();
            System.out.println("received " + whole.get(16) + " " + whole.get(2));
        } else {
            MPI.COMM_WORLD.barrier();
        }
        down.free();
        MPI.Finalize();
    }
}
