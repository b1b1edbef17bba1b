package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 accumulates into an element of rank 1's window while rank 1 stores into it in the same epoch. Verdict:
 * racy (the two marked lines race).
 */
// ranks: 2
public class ConflictAccumulateStoreTargetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 2);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(v, 1, MPI.INT, 1, 3, 1, MPI.INT, MPI.SUM); // @RACE
        } else {
            mem.put(3, 8); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
