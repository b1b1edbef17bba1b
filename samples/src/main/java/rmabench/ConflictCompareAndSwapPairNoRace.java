package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 2 compareAndSwap the same int of rank 1: atomics of one type. Verdict: correct: no race.
 */
// ranks: 3
public class ConflictCompareAndSwapPairNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer result = MPI.newIntBuffer(1);
        Win win = new Win(40, 4, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        IntBuffer mem = ((ByteBuffer) win.getBuffer()).asIntBuffer();
        int seen = 0;
        win.fence(0);
        if (rank != 1) {
            IntBuffer cmp = MPI.newIntBuffer(1);
            win.compareAndSwap(v, cmp, result, MPI.INT, 1, 3);
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen + " v " + v.get(0));
        win.free();
        MPI.Finalize();
    }
}
