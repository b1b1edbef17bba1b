package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 gets an element of rank 1's window while rank 1 overwrites it in the same fence epoch. Verdict: racy
 * (the two marked lines race).
 */
// ranks: 2
public class ConflictGetStoreTargetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer into = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.get(into, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
        } else {
            mem.put(0, 11); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
