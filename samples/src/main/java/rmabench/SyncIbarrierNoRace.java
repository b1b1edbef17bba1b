package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * A nonblocking barrier orders like a barrier once it completes: rank 1 puts into rank 0's window and unlocks, then
 * both post an iBarrier and wait for it, and only then does rank 0 read the element. Verdict: correct: no race.
 */
// ranks: 2
public class SyncIbarrierNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 1) {
            win.lock(MPI.LOCK_EXCLUSIVE, 0, 0);
            win.put(v, 1, MPI.INT, 0, 2, 1, MPI.INT);
            win.unlock(0);
        }
        Request done = MPI.COMM_WORLD.iBarrier();
        done.waitFor();
        int seen = rank == 0 ? mem.get(2) : 0;
        System.out.println("rank " + rank + " saw " + seen);
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
