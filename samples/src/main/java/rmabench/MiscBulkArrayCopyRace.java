package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Access path, a bulk copy: rank 1 overwrites its whole window from an array while rank 0's get reads part of
 * it. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscBulkArrayCopyRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer into = MPI.newIntBuffer(2);
        int[] fresh = {1, 2, 3, 4};
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.get(into, 2, MPI.INT, 1, 2, 2, MPI.INT); // @RACE
        } else {
            mem.put(0, fresh); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
