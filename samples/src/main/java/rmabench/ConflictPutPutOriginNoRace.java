package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Two puts of one epoch read the same origin buffer into different target elements: reads only at the origin.
 * Verdict: correct: no race.
 */
// ranks: 2
public class ConflictPutPutOriginNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 8);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.put(v, 1, MPI.INT, 1, 1, 1, MPI.INT);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
