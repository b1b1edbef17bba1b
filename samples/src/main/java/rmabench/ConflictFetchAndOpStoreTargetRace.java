package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0's fetchAndOp in a lockAll epoch and rank 1's store into the same element are not ordered. Verdict:
 * racy (the two marked lines race).
 */
// ranks: 2
public class ConflictFetchAndOpStoreTargetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 1);
        IntBuffer old = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lockAll(0);
            win.fetchAndOp(v, old, MPI.INT, 1, 1, MPI.SUM); // @RACE
            win.unlockAll();
        } else {
            mem.put(1, 100); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
