package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 reads the result of a completed rGet, then issues a second rGet into the same buffer and reads it again
 * after waiting for it (a third rGet stays in flight all along): each read follows the completion of the rGet that
 * wrote the buffer. Verdict: correct: no race.
 */
// ranks: 2
public class SyncRgetResultReadTwiceNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(8);
        for (int i = 0; i < 8; i++) {
            mem.put(i, 10 * rank + i);
        }
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer result = MPI.newIntBuffer(1);
        IntBuffer elsewhere = MPI.newIntBuffer(1);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            Request pending = win.rGet(elsewhere, 1, MPI.INT, 1, 7, 1, MPI.INT);
            win.rGet(result, 1, MPI.INT, 1, 0, 1, MPI.INT).waitFor();
            int first = result.get(0);
            win.rGet(result, 1, MPI.INT, 1, 1, 1, MPI.INT).waitFor();
            int second = result.get(0);
            pending.waitFor();
            win.unlock(1);
            System.out.println("rank 0 read " + first + " and " + second);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
