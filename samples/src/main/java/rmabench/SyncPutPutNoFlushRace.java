package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Two puts of one origin to the same element in one lock epoch without a flush between: their order at the
 * target is undefined. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncPutPutNoFlushRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer a = MPI.newIntBuffer(1).put(0, 1);
        IntBuffer b = MPI.newIntBuffer(1).put(0, 2);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(a, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
            win.put(b, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
