package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 stores every second element of its 100-element window, from the top down, while rank 0 puts into element
 * 91, which the loop never touches. Verdict: correct: no race.
 */
// ranks: 2
public class MiscLoopStrideNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer mem = MPI.newIntBuffer(100);
        Win win = new Win(mem, 100, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 91, 1, MPI.INT);
        } else {
            for (int i = 98; i >= 0; i -= 2) {
                mem.put(i, i);
            }
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
