package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * getAccumulate(NO_OP) is an atomic read: it does not race with another rank's accumulate(SUM) of the same
 * type. Verdict: correct: no race.
 */
// ranks: 3
public class AtomicNoOpReadNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer old = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.getAccumulate(v, 1, MPI.INT, old, 1, MPI.INT, 2, 2, 1, MPI.INT, MPI.NO_OP);
        } else if (rank == 1) {
            win.accumulate(v, 1, MPI.INT, 2, 2, 1, MPI.INT, MPI.SUM);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
