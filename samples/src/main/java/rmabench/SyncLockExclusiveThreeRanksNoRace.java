package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 2 each put to the same int of rank 1 under an exclusive lock. Verdict: correct: no race.
 */
// ranks: 3
public class SyncLockExclusiveThreeRanksNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer result = MPI.newIntBuffer(1);
        Win win = new Win(40, 4, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        IntBuffer mem = ((ByteBuffer) win.getBuffer()).asIntBuffer();
        int seen = 0;
        MPI.COMM_WORLD.barrier();
        if (rank != 1) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen + " result " + result.get(0));
        win.free();
        MPI.Finalize();
    }
}
