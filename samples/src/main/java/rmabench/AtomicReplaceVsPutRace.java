package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * accumulate(REPLACE) against a plain put of the same element: a put is not atomic. Verdict: racy (the two
 * marked lines race).
 */
// ranks: 3
public class AtomicReplaceVsPutRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer old = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.lockAll(0);
        if (rank == 0) {
            win.accumulate(v, 1, MPI.INT, 2, 3, 1, MPI.INT, MPI.REPLACE); // @RACE
        } else if (rank == 1) {
            win.put(v, 1, MPI.INT, 2, 3, 1, MPI.INT); // @RACE
        }
        win.unlockAll();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
