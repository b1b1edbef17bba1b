package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 2 accumulate(SUM) four ints into rank 1's window, whose displacement unit is one int, at
 * displacements 0 and 1: they overlap in three ints that line up, of the same type and op, which accumulates update
 * atomically. Verdict: correct: no race.
 */
// ranks: 3
public class AtomicIntDisplacementUnitNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(4);
        for (int i = 0; i < 4; i++) {
            v.put(i, rank + i);
        }
        Win win = new Win(40, 4, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(v, 4, MPI.INT, 1, 0, 4, MPI.INT, MPI.SUM);
        } else if (rank == 2) {
            win.accumulate(v, 4, MPI.INT, 1, 1, 4, MPI.INT, MPI.SUM);
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " done");
        win.free();
        MPI.Finalize();
    }
}
