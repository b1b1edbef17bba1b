package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * The origin buffer of rank 0's put is rank 0's own window memory (element 0), and in the same fence epoch rank 1
 * puts into that element: the library may read it while rank 1's data arrives. Verdict: racy (the two marked lines
 * race).
 */
// ranks: 2
public class ConflictPutOriginInWindowRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 9);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(mem, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
        } else {
            win.put(v, 1, MPI.INT, 0, 0, 1, MPI.INT); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
