package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1's window is a 100 x 100 matrix stored by rows; rank 1 writes column 7 while rank 0 puts into row 90 of
 * column 8, which the loop never touches. Verdict: correct: no race.
 */
// ranks: 2
public class MiscColumnLoopNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int n = 100;
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer matrix = MPI.newIntBuffer(n * n);
        Win win = new Win(matrix, n * n, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 90 * n + 8, 1, MPI.INT);
        } else {
            for (int row = 0; row < n; row++) {
                matrix.put(row * n + 7, row);
            }
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
