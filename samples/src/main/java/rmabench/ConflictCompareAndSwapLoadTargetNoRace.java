package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 reads the element rank 0 compare-and-swaps only after the fence that completes it. Verdict: correct:
 * no race.
 */
// ranks: 2
public class ConflictCompareAndSwapLoadTargetNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 9);
        IntBuffer cmp = MPI.newIntBuffer(1).put(0, 0);
        IntBuffer old = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.compareAndSwap(v, cmp, old, MPI.INT, 1, 0);
        }
        win.fence(0);
        if (rank == 1) {
            System.out.println("swapped in " + mem.get(0));
        }
        win.free();
        MPI.Finalize();
    }
}
