package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 1 put into different elements of rank 2's window in one lockAll epoch. Verdict: correct: no race.
 */
// ranks: 3
public class MiscDisjointDisplacementsNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank < 2) {
            win.lockAll(0);
            win.put(v, 1, MPI.INT, 2, rank * 3, 1, MPI.INT);
            win.unlockAll();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
