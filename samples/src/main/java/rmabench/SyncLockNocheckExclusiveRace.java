package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 2 each put into element 0 of rank 1's window in an exclusive lock epoch asserted MPI.MODE_NOCHECK:
 * the assertion says no other rank locks the window meanwhile, so no lock is taken and nothing keeps the two
 * epochs apart. Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class SyncLockNocheckExclusiveRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 100 + rank);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, MPI.MODE_NOCHECK);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
        } else if (rank == 2) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, MPI.MODE_NOCHECK);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 1) {
            System.out.println("rank 1 element " + mem.get(0));
        }
        win.free();
        MPI.Finalize();
    }
}
