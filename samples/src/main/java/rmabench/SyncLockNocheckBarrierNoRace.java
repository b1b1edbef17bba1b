package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 2 each put into element 0 of rank 1's window in an exclusive lock epoch asserted MPI.MODE_NOCHECK,
 * rank 0 before a barrier and rank 2 after it: the barrier keeps the epochs apart, as the assertion promises.
 * Verdict: correct: no race.
 */
// ranks: 3
public class SyncLockNocheckBarrierNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 100 + rank);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, MPI.MODE_NOCHECK);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 2) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, MPI.MODE_NOCHECK);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
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
