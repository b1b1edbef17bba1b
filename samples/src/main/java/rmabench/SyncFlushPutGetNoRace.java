package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts an element, flushes, then gets it back in the same lock epoch: the flush orders them. Verdict:
 * correct: no race.
 */
// ranks: 2
public class SyncFlushPutGetNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer back = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.flush(1);
            win.get(back, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            System.out.println("got " + back.get(0));
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
