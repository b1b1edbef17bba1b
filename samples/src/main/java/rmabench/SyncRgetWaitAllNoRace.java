package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 gets two ints with two rGets and reads them after Request.waitAll. Verdict: correct: no race.
 */
// ranks: 2
public class SyncRgetWaitAllNoRace {
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
            Request b = win.rGet(MPI.slice(result, 1), 1, MPI.INT, 1, 1, 1, MPI.INT);
            Request.waitAll(new Request[] {a, b});
            seen = result.get(0) + result.get(1);
            win.unlockAll();
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
