package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Two lock epochs on the same element of rank 2's window, one before and one after a barrier. Verdict: correct:
 * no race.
 */
// ranks: 3
public class SyncBarrierEpochsNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 0, 1, MPI.INT);
            win.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 1) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 0, 1, MPI.INT);
            win.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
