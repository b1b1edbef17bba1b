package rmabench;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A PSCW epoch orders what its origin did before it: rank 0 puts into rank 1's window in a lock epoch, then opens
 * and completes an access epoch to rank 1 (with no operation in it). Rank 1's wait returns only after rank 0's
 * complete was called (MPI-3.1 11.5.2), so its load after the wait sees the put. Verdict: correct: no race.
 */
// ranks: 2
public class SyncPscwCompleteOrdersLockNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(2);
        Win win = new Win(mem, 2, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Group world = MPI.COMM_WORLD.getGroup();
        Group other = world.incl(new int[] {1 - rank});
        IntBuffer v = MPI.newIntBuffer(1).put(0, 21);
        MPI.COMM_WORLD.barrier();
        int seen = 0;
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            win.start(other, 0);
            win.complete();
        } else {
            win.post(other, 0);
            win.waitFor();
            seen = mem.get(0);
        }
        System.out.println("rank " + rank + " saw " + seen);
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
