package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 1 get the same element of rank 2's window in one fence epoch: reads only. Verdict: correct: no
 * race.
 */
// ranks: 3
public class ConflictGetGetTargetNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank < 2) {
            win.get(v, 1, MPI.INT, 2, 2, 1, MPI.INT);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
