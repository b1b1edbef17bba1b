package rmabench;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 2 accumulate with REPLACE into the same int of rank 1: an atomic put, the same op and type. Verdict: correct: no race.
 */
// ranks: 3
public class AtomicReplaceReplaceNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(2).put(0, rank + 1).put(1, rank + 2);
        IntBuffer result = MPI.newIntBuffer(2);
        Win win = new Win(40, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        win.fence(0);
        if (rank != 1) {
            win.accumulate(v, 1, MPI.INT, 1, 8, 1, MPI.INT, MPI.REPLACE);
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " result " + result.get(0));
        win.free();
        MPI.Finalize();
    }
}
