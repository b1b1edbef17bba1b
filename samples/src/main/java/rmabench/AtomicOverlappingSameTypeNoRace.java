package rmabench;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 2 accumulate(SUM) two ints into rank 1's window, at bytes 0-7 and 4-11: they overlap in one int, of the same type and op, which accumulates update atomically. Verdict: correct: no race.
 */
// ranks: 3
public class AtomicOverlappingSameTypeNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(2).put(0, rank + 1).put(1, rank + 2);
        IntBuffer result = MPI.newIntBuffer(2);
        Win win = new Win(40, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(v, 2, MPI.INT, 1, 0, 2, MPI.INT, MPI.SUM);
        } else if (rank == 2) {
            win.accumulate(v, 2, MPI.INT, 1, 4, 2, MPI.INT, MPI.SUM);
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " result " + result.get(0));
        win.free();
        MPI.Finalize();
    }
}
