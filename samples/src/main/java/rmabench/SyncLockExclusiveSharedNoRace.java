package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * An exclusive lock excludes a shared one: rank 0's put (exclusive) and rank 1's get (shared) are ordered.
 * Verdict: correct: no race.
 */
// ranks: 3
public class SyncLockExclusiveSharedNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT);
            win.unlock(2);
        } else if (rank == 1) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.get(v, 1, MPI.INT, 2, 1, 1, MPI.INT);
            win.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
