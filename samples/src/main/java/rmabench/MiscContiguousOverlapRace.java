package rmabench;

import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Derived datatype: a contiguous type of four INTs put by rank 0 covers the element rank 1 puts. Verdict: racy
 * (the two marked lines race).
 */
// ranks: 3
public class MiscContiguousOverlapRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(4);
        Datatype four = Datatype.createContiguous(4, MPI.INT);
        four.commit();
        IntBuffer mem = MPI.newIntBuffer(8);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, four, 2, 2, 1, four); // @RACE
        } else if (rank == 1) {
            win.put(v, 1, MPI.INT, 2, 5, 1, MPI.INT); // @RACE
        }
        win.fence(0);
        four.free();
        win.free();
        MPI.Finalize();
    }
}
