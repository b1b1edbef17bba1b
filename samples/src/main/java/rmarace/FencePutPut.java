package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Conflict at the target: ranks 0 and 1 put into the same element of rank 2 in one fence epoch. */
public class FencePutPut {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer value = MPI.newIntBuffer(1).put(0, rank + 1);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(value, 1, MPI.INT, 2, 0, 1, MPI.INT); // @RACE
        } else if (rank == 1) {
            win.put(value, 1, MPI.INT, 2, 0, 1, MPI.INT); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
