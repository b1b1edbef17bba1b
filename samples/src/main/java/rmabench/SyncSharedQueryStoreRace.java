package rmabench;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Shared-memory window: rank 0 stores into rank 1's part through sharedQuery while rank 1 reads the same bytes;
 * no synchronization between them. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncSharedQueryStoreRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        Win win = new Win(16, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_SHARED);
        ByteBuffer mine = (ByteBuffer) win.getBuffer();
        int seen = 0;
        if (rank == 0) {
            ByteBuffer other = win.sharedQuery(1);
            other.putInt(8, 42); // @RACE
        } else {
            seen = mine.getInt(8); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
