package rmabench;

import java.nio.IntBuffer;
import java.nio.ShortBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Accumulates of four SHORTs and of one contiguous type of four INTs onto overlapping bytes of rank 1's window:
 * different predefined types underneath, so not atomic together. Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class AtomicDerivedTypeShortIntRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ShortBuffer s = MPI.newShortBuffer(4).put(0, (short) 1).put(1, (short) 1).put(2, (short) 1).put(3, (short) 1);
        IntBuffer v = MPI.newIntBuffer(4).put(0, 1).put(1, 1).put(2, 1).put(3, 1);
        Datatype four = Datatype.createContiguous(4, MPI.INT);
        four.commit();
        IntBuffer mem = MPI.newIntBuffer(8);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(s, 4, MPI.SHORT, 1, 0, 4, MPI.SHORT, MPI.SUM); // @RACE
        } else if (rank == 2) {
            win.accumulate(v, 1, four, 1, 0, 1, four, MPI.SUM); // @RACE
        }
        win.fence(0);
        four.free();
        win.free();
        MPI.Finalize();
    }
}
