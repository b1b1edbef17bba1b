package rmabench;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Shared-memory window: rank 0 stores into rank 1's part through sharedQuery, then win.sync, a barrier and
 * win.sync order rank 1's load after it. Verdict: correct: no race.
 */
// ranks: 2
public class SyncWinSyncNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        Win win = new Win(16, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_SHARED);
        ByteBuffer mine = (ByteBuffer) win.getBuffer();
        win.lockAll(0);
        if (rank == 0) {
            win.sharedQuery(1).putInt(4, 42);
            win.sync();
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 1) {
            win.sync();
            System.out.println("got " + mine.getInt(4));
        }
        win.unlockAll();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
