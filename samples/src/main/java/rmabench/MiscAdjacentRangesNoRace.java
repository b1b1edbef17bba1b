package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 1 put two elements each into rank 2's window at [0,2) and [2,4): adjacent, not overlapping.
 * Verdict: correct: no race.
 */
// ranks: 3
public class MiscAdjacentRangesNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(2).put(0, rank).put(1, rank);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank < 2) {
            win.put(v, 2, MPI.INT, 2, rank * 2, 2, MPI.INT);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
