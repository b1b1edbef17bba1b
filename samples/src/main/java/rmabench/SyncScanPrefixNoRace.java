package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A scan orders along its data: rank 0 puts into rank 2's window and unlocks, then every rank joins a scan; rank 2's
 * prefix holds rank 0's contribution, sent after the unlock, so its load after the scan sees the put. Verdict:
 * correct: no race.
 */
// ranks: 3
public class SyncScanPrefixNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(2);
        Win win = new Win(mem, 2, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 64);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT);
            win.unlock(2);
        }
        int[] prefix = {rank + 1};
        MPI.COMM_WORLD.scan(prefix, 1, MPI.INT, MPI.SUM);
        int seen = rank == 2 ? mem.get(1) : 0;
        System.out.println("rank " + rank + " prefix " + prefix[0] + " saw " + seen);
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
