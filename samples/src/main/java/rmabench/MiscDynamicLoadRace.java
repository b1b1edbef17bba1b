package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Dynamic window: rank 1 attaches a buffer and reads it while rank 0's put into it (lock epoch) may be in
 * flight; the barrier comes after both. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscDynamicLoadRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer local = MPI.newIntBuffer(4);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        Win win = new Win(MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 1) {
            win.attach(local, 4);
        }
        long[] where = {rank == 1 ? Win.addressOf(local) : 0};
        MPI.COMM_WORLD.bcast(where, 1, MPI.LONG, 1);
        int seen = 0;
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 1, MPI.INT, 1, where[0] + 4, 1, MPI.INT); // @RACE
            win.unlock(1);
        } else {
            seen = local.get(1); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 1) {
            win.detach(local);
        }
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
