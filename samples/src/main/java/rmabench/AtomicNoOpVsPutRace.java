package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * fetchAndOp(NO_OP) reads atomically, but a plain put of the same element is not atomic: they race. Verdict:
 * racy (the two marked lines race).
 */
// ranks: 3
public class AtomicNoOpVsPutRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer old = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.fetchAndOp(v, old, MPI.INT, 2, 2, MPI.NO_OP); // @RACE
        } else if (rank == 1) {
            win.put(v, 1, MPI.INT, 2, 2, 1, MPI.INT); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
