package syncbugs;

import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** {@link ReachBack} corrected: the elements before the slices' starts are touched after the completions only. */
public class ReachBackFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer whole = Buffers.ints(32);
        IntBuffer slice = MPI.slice(whole, 16);
        Datatype down = Datatype.createVector(8, 1, -2, MPI.INT);
        down.commit();
        if (rank == 0) {
            for (int i = 0; i < 32; i++) {
                whole.put(i, i);
            }
            Request r = MPI.COMM_WORLD.iSend(slice, 1, down, 1, 0);
            whole.put(5, -1); // a gap of the vector
            MPI.COMM_WORLD.barrier();
            r.waitFor();
            whole.put(6, -1);
        } else if (rank == 1) {
            Request r = MPI.COMM_WORLD.iRecv(slice, 1, down, 0, 0);
            MPI.COMM_WORLD.barrier();
            r.waitFor();
            System.out.println("received " + whole.get(16) + " " + whole.get(4));
        } else {
            MPI.COMM_WORLD.barrier();
        }
        down.free();
        MPI.Finalize();
    }
}
