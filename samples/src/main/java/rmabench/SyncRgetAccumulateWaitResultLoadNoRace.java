package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 reads the result buffer of an rGetAccumulate after waiting for its request. Verdict: correct: no race.
 */
// ranks: 2
public class SyncRgetAccumulateWaitResultLoadNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(2).put(0, 3).put(1, 4);
        IntBuffer result = MPI.newIntBuffer(2);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        int seen = 0;
        if (rank == 0) {
            win.lockAll(0);
            Request r = win.rGetAccumulate(v, 2, MPI.INT, result, 2, MPI.INT, 1, 0, 2, MPI.INT, MPI.SUM);
            r.waitFor();
            seen = result.get(1);
            win.unlockAll();
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
