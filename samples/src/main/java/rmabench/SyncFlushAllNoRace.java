package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts to ranks 1 and 2 in a lockAll epoch and flushAll completes them before the barrier after which
 * the targets read. Verdict: correct: no race.
 */
// ranks: 3
public class SyncFlushAllNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lockAll(0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.put(v, 1, MPI.INT, 2, 0, 1, MPI.INT);
            win.flushAll();
        }
        MPI.COMM_WORLD.barrier();
        int seen = rank > 0 ? mem.get(0) : 0;
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.unlockAll();
        }
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
