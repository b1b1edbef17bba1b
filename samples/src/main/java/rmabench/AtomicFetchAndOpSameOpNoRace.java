package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 1 fetchAndOp(SUM, INT) the same element of rank 2's window in one fence epoch: atomic. Verdict:
 * correct: no race.
 */
// ranks: 3
public class AtomicFetchAndOpSameOpNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer old = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank < 2) {
            win.fetchAndOp(v, old, MPI.INT, 2, 0, MPI.SUM);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
