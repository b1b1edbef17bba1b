package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 2's buffer is exposed by two windows; rank 0 puts through one, a barrier, then rank 1 puts through the other
 * into the same element. Verdict: correct: no race.
 */
// ranks: 3
public class MiscTwoWindowsSameMemoryNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win first = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Win second = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            first.lock(MPI.LOCK_SHARED, 2, 0);
            first.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT);
            first.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 1) {
            second.lock(MPI.LOCK_SHARED, 2, 0);
            second.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT);
            second.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        first.free();
        second.free();
        MPI.Finalize();
    }
}
