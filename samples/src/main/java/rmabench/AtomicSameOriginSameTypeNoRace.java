package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * One origin accumulates twice onto the same INT in one epoch (SUM, then MAX): accumulates of one origin are
 * ordered. Verdict: correct: no race.
 */
// ranks: 2
public class AtomicSameOriginSameTypeNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 3);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(v, 1, MPI.INT, 1, 2, 1, MPI.INT, MPI.SUM);
            win.accumulate(v, 1, MPI.INT, 1, 2, 1, MPI.INT, MPI.MAX);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
