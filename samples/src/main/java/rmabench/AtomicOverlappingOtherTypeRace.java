package rmabench;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 accumulates(SUM) two ints into rank 1's window at bytes 4-11 while rank 2 accumulates a double at bytes 8-15: they overlap in four bytes of different types. Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class AtomicOverlappingOtherTypeRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(2).put(0, rank + 1).put(1, rank + 2);
        IntBuffer result = MPI.newIntBuffer(2);
        Win win = new Win(40, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(v, 2, MPI.INT, 1, 4, 2, MPI.INT, MPI.SUM); // @RACE
        } else if (rank == 2) {
            DoubleBuffer d = MPI.newDoubleBuffer(1).put(0, 1.5);
            win.accumulate(d, 1, MPI.DOUBLE, 1, 8, 1, MPI.DOUBLE, MPI.SUM); // @RACE
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " result " + result.get(0));
        win.free();
        MPI.Finalize();
    }
}
