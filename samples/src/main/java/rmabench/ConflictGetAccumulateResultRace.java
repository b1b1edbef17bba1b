package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 reads the result buffer of a getAccumulate before unlock delivers the result. Verdict: racy (the two
 * marked lines race).
 */
// ranks: 2
public class ConflictGetAccumulateResultRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 2);
        IntBuffer result = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        int seen = 0;
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.getAccumulate(v, 1, MPI.INT, result, 1, MPI.INT, 1, 0, 1, MPI.INT, MPI.SUM); // @RACE
            seen = result.get(0); // @RACE
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
