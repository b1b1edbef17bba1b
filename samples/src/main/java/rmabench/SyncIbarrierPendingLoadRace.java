package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 reads its window while its iBarrier is still pending; rank 1 puts into that element once its own wait
 * returned, which may be before rank 0 reads. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncIbarrierPendingLoadRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Request done = MPI.COMM_WORLD.iBarrier();
        int seen = 0;
        if (rank == 0) {
            seen = mem.get(2); // @RACE
        }
        done.waitFor();
        if (rank == 1) {
            win.lock(MPI.LOCK_EXCLUSIVE, 0, 0);
            win.put(v, 1, MPI.INT, 0, 2, 1, MPI.INT); // @RACE
            win.unlock(0);
        }
        System.out.println("rank " + rank + " saw " + seen);
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
