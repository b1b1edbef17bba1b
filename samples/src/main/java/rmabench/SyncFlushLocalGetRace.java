package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * flushLocal completes a put only at the origin: the get of the same element that follows still races with it.
 * Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncFlushLocalGetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer back = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.flushLocal(1);
            win.get(back, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
