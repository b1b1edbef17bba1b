package rmabench;

import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Accumulates of four INTs and of one contiguous type of four INTs onto the same elements of rank 1's window:
 * the same predefined type underneath and the same op, so atomic. Verdict: correct: no race.
 */
// ranks: 3
public class AtomicDerivedTypeSameBaseNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(4).put(0, 1).put(1, 1).put(2, 1).put(3, 1);
        Datatype four = Datatype.createContiguous(4, MPI.INT);
        four.commit();
        IntBuffer mem = MPI.newIntBuffer(8);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(v, 4, MPI.INT, 1, 0, 4, MPI.INT, MPI.SUM);
        } else if (rank == 2) {
            win.accumulate(v, 1, four, 1, 0, 1, four, MPI.SUM);
        }
        win.fence(0);
        four.free();
        win.free();
        MPI.Finalize();
    }
}
