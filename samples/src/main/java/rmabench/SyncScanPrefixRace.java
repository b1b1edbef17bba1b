package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A scan orders only from lower to higher ranks: rank 2 puts into rank 0's window and unlocks, then every rank joins
 * a scan; rank 0's prefix does not depend on rank 2, so its load after the scan is not ordered with the put.
 * Verdict: racy (the put against the load).
 */
// ranks: 3
public class SyncScanPrefixRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(2);
        Win win = new Win(mem, 2, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 64);
        MPI.COMM_WORLD.barrier();
        if (rank == 2) {
            win.lock(MPI.LOCK_SHARED, 0, 0);
            win.put(v, 1, MPI.INT, 0, 1, 1, MPI.INT); // @RACE
            win.unlock(0);
        }
        int[] prefix = {rank + 1};
        MPI.COMM_WORLD.scan(prefix, 1, MPI.INT, MPI.SUM);
        int seen = rank == 0 ? mem.get(1) : 0; // @RACE
        System.out.println("rank " + rank + " prefix " + prefix[0] + " saw " + seen);
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
