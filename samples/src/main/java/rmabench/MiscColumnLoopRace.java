package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1's window is a 100 x 100 matrix stored by rows; rank 1 writes column 7 from top to bottom while rank 0's put
 * into row 90 of that column is in flight (same fence epoch). Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscColumnLoopRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int n = 100;
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer matrix = MPI.newIntBuffer(n * n);
        Win win = new Win(matrix, n * n, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 90 * n + 7, 1, MPI.INT); // @RACE
        } else {
            for (int row = 0; row < n; row++) {
                matrix.put(row * n + 7, row); // @RACE
            }
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
