package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts into rank 1's window under an exclusive lock while rank 1 stores into the same element without
 * holding a lock on its own window (the barrier comes after both). Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class ConflictPutStoreTargetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(v, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
            win.unlock(1);
        } else {
            mem.put(2, 3); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
