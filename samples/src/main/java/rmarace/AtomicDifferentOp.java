package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Atomics with different ops on the same element in one epoch (SUM against MAX): not atomic together. */
public class AtomicDifferentOp {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(1);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        Win win = new Win(mem, 1, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(v, 1, MPI.INT, 1, 0, 1, MPI.INT, MPI.SUM); // @RACE
        } else {
            win.accumulate(v, 1, MPI.INT, 1, 0, 1, MPI.INT, MPI.MAX); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
