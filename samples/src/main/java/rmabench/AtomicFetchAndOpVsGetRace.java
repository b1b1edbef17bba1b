package rmabench;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 fetchAndOps(SUM) an int of rank 1 while rank 2 gets it with a plain get, which is not atomic. Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class AtomicFetchAndOpVsGetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(2).put(0, rank + 1).put(1, rank + 2);
        IntBuffer result = MPI.newIntBuffer(2);
        Win win = new Win(40, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        win.fence(0);
        if (rank == 0) {
            win.fetchAndOp(v, result, MPI.INT, 1, 8, MPI.SUM); // @RACE
        } else if (rank == 2) {
            win.get(result, 1, MPI.INT, 1, 8, 1, MPI.INT); // @RACE
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " result " + result.get(0));
        win.free();
        MPI.Finalize();
    }
}
