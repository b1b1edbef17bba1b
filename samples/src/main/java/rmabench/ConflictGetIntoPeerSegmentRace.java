package rmabench;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Shared-memory window: rank 0 gets rank 1's bytes 0..4 into an origin buffer that is rank 1's own part of the
 * window at bytes 8..12 (reached through sharedQuery), while rank 1 reads bytes 8..12 of its part; nothing orders
 * the read with the get's write of its origin buffer. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class ConflictGetIntoPeerSegmentRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        Win win = new Win(16, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_SHARED);
        ByteBuffer mine = (ByteBuffer) win.getBuffer();
        int seen = 0;
        if (rank == 0) {
            ByteBuffer peer = MPI.slice(win.sharedQuery(1), 8);
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.get(peer, 4, MPI.BYTE, 1, 0, 4, MPI.BYTE); // @RACE
            win.unlock(1);
        } else {
            seen = mine.getInt(8); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
