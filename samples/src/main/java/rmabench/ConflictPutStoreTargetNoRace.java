package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Twin of ConflictPutStoreTargetRace: rank 1 stores into its own window inside an exclusive lock on itself,
 * which excludes rank 0's exclusive epoch. Verdict: correct: no race.
 */
// ranks: 2
public class ConflictPutStoreTargetNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(v, 1, MPI.INT, 1, 2, 1, MPI.INT);
            win.unlock(1);
        } else {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            mem.put(2, 3);
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
