package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 2 accumulate(SUM) four ints into rank 1's window, whose displacement unit is one byte, at bytes 0
 * and 1: the ints do not line up, so no element is updated atomically and the two accumulates tear each other's
 * bytes. Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class AtomicMisalignedDisplacementRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(4);
        for (int i = 0; i < 4; i++) {
            v.put(i, rank + i);
        }
        Win win = new Win(40, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(v, 4, MPI.INT, 1, 0, 4, MPI.INT, MPI.SUM); // @RACE
        } else if (rank == 2) {
            win.accumulate(v, 4, MPI.INT, 1, 1, 4, MPI.INT, MPI.SUM); // @RACE
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " done");
        win.free();
        MPI.Finalize();
    }
}
