package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Access path, a lambda: the racing put runs inside a lambda body; the twin passes a distinct element. */
public class LambdaPut {
    interface Action {
        void run(int element) throws MPIException;
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Action put = element -> win.put(v, 1, MPI.INT, 2, element, 1, MPI.INT); // @RACE
        win.fence(0);
        if (rank < 2) {
            put.run(fixed ? rank : 0);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
