package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 fills its window from the last element down while rank 0's put into element 2 is in flight (same fence
 * epoch): the loop's store of element 2 races with the put. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscLoopDownRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
        } else {
            for (int i = 9; i >= 0; i--) {
                mem.put(i, i); // @RACE
            }
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
