package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts into an element of rank 2's window that rank 1 accumulates into in the same fence epoch. Verdict:
 * racy (the two marked lines race).
 */
// ranks: 3
public class ConflictPutAccumulateRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 2, 0, 1, MPI.INT); // @RACE
        } else if (rank == 1) {
            win.accumulate(v, 1, MPI.INT, 2, 0, 1, MPI.INT, MPI.SUM); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
