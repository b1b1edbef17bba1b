package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * lockAll takes shared locks: ranks 0 and 1 put into the same element of rank 2's window concurrently. Verdict:
 * racy (the two marked lines race).
 */
// ranks: 3
public class SyncLockAllPutPutRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank < 2) {
            win.lockAll(0);
            win.put(v, 1, MPI.INT, 2, 3, 1, MPI.INT); // @RACE
            win.unlockAll();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
