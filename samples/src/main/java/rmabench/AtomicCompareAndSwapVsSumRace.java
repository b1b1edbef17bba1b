package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * compareAndSwap against fetchAndOp(SUM) on the same element: different operations are not atomic together.
 * Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class AtomicCompareAndSwapVsSumRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer old = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer cmp = MPI.newIntBuffer(1).put(0, 0);
        win.fence(0);
        if (rank == 0) {
            win.compareAndSwap(v, cmp, old, MPI.INT, 2, 1); // @RACE
        } else if (rank == 1) {
            win.fetchAndOp(v, old, MPI.INT, 2, 1, MPI.SUM); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
