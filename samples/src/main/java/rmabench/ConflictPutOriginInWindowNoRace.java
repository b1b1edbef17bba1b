package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * The origin buffer of rank 0's put is rank 0's own window memory (element 0), while rank 1 puts into element 3 of
 * it: different bytes. Verdict: correct: no race.
 */
// ranks: 2
public class ConflictPutOriginInWindowNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 9);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(mem, 1, MPI.INT, 1, 2, 1, MPI.INT);
        } else {
            win.put(v, 1, MPI.INT, 0, 3, 1, MPI.INT);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
