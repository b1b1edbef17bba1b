package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 gets rank 1's element 2 with rGet and polls the request with getStatus until it reports completion, then
 * reads the result, and only later waits for the request: a complete status is a completion like a successful
 * test. Verdict: correct: no race.
 */
// ranks: 2
public class SyncRgetStatusPollNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4).put(2, 40 + rank);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer result = MPI.newIntBuffer(1);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            Request r = win.rGet(result, 1, MPI.INT, 1, 2, 1, MPI.INT);
            while (r.getStatus() == null) {
                Thread.onSpinWait();
            }
            int got = result.get(0);
            r.waitFor();
            win.unlock(1);
            System.out.println("rank 0 got " + got);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
