package rmabench;

import java.nio.IntBuffer;
import java.util.function.IntUnaryOperator;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 loads element 2 of its window through a method reference to IntBuffer.get (a function pointer to the
 * load itself) in the fence epoch in which rank 0 puts into that element; the load happens where the reference is
 * called. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscBufferMethodReferenceLoadRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntUnaryOperator load = mem::get;
        int seen = -1;
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
        } else {
            seen = load.applyAsInt(2); // @RACE
        }
        win.fence(0);
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
