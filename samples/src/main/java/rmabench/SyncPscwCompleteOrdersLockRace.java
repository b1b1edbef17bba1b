package rmabench;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A PSCW epoch orders only what its origin did before the complete: rank 0 opens and completes an access epoch to
 * rank 1 (with no operation in it), then puts into rank 1's window in a lock epoch; rank 1 loads after its wait,
 * which nothing orders with the put. Verdict: racy (the put against the load).
 */
// ranks: 2
public class SyncPscwCompleteOrdersLockRace {
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
            win.start(other, 0);
            win.complete();
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
        } else {
            win.post(other, 0);
            win.waitFor();
            seen = mem.get(0); // @RACE
        }
        System.out.println("rank " + rank + " saw " + seen);
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
