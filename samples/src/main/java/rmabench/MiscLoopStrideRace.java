package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 stores every second element of its 100-element window while rank 0's put into element 90 is in flight
 * (same fence epoch): the loop's store of element 90 races with the put. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscLoopStrideRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer mem = MPI.newIntBuffer(100);
        Win win = new Win(mem, 100, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 90, 1, MPI.INT); // @RACE
        } else {
            for (int i = 0; i < 100; i += 2) {
                mem.put(i, i); // @RACE
            }
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
