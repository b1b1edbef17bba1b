package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 1 put two elements each into rank 2's window at displacements 0 and 1: element 1 overlaps.
 * Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class ConflictPutPutOverlapRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(2).put(0, rank).put(1, rank);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lockAll(0);
            win.put(v, 2, MPI.INT, 2, 0, 2, MPI.INT); // @RACE
            win.unlockAll();
        } else if (rank == 1) {
            win.lockAll(0);
            win.put(v, 2, MPI.INT, 2, 1, 2, MPI.INT); // @RACE
            win.unlockAll();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
