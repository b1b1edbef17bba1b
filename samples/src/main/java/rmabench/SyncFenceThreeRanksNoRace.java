package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts to an int of rank 2 in one fence epoch and rank 1 gets it in the next. Verdict: correct: no race.
 */
// ranks: 3
public class SyncFenceThreeRanksNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer result = MPI.newIntBuffer(1);
        Win win = new Win(40, 4, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        IntBuffer mem = ((ByteBuffer) win.getBuffer()).asIntBuffer();
        int seen = 0;
        MPI.COMM_WORLD.barrier();
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT);
        }
        win.fence(0);
        if (rank == 1) {
            win.get(result, 1, MPI.INT, 2, 1, 1, MPI.INT);
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen + " result " + result.get(0));
        win.free();
        MPI.Finalize();
    }
}
