package rmabench;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Shared-memory window: rank 0 writes the first int of rank 1's part through sharedQuery while rank 1 writes
 * the second; disjoint bytes. Verdict: correct: no race.
 */
// ranks: 2
public class MiscSharedQueryDisjointNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        Win win = new Win(16, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_SHARED);
        ByteBuffer mine = (ByteBuffer) win.getBuffer();
        if (rank == 0) {
            win.sharedQuery(1).putInt(0, 1);
        } else {
            mine.putInt(4, 2);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
