package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 loads a window int through a method reference while rank 0 gets it: two reads. Verdict: correct: no race.
 */
// ranks: 2
public class MiscFunctionReferenceLoadNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer result = MPI.newIntBuffer(1);
        Win win = new Win(40, 4, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        IntBuffer mem = ((ByteBuffer) win.getBuffer()).asIntBuffer();
        int seen = 0;
        win.fence(0);
        java.util.function.IntUnaryOperator read = mem::get;
        if (rank == 0) {
            win.get(result, 1, MPI.INT, 1, 2, 1, MPI.INT);
        } else {
            seen = read.applyAsInt(2);
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen + " v " + v.get(0));
        win.free();
        MPI.Finalize();
    }
}
