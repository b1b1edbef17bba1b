package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 gets two ints with two rGets, waits for the first only, and reads the second. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncRgetWaitOneOfTwoRace {
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
            Request a = win.rGet(result, 1, MPI.INT, 1, 0, 1, MPI.INT);
            Request b = win.rGet(MPI.slice(result, 1), 1, MPI.INT, 1, 1, 1, MPI.INT); // @RACE
            a.waitFor();
            seen = result.get(1); // @RACE
            b.waitFor();
            win.unlockAll();
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
