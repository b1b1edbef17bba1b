package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Shared locks do not exclude each other: rank 0's put and rank 1's get of the same element race. Verdict: racy
 * (the two marked lines race).
 */
// ranks: 3
public class SyncLockSharedPutGetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT); // @RACE
            win.unlock(2);
        } else if (rank == 1) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.get(v, 1, MPI.INT, 2, 1, 1, MPI.INT); // @RACE
            win.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
