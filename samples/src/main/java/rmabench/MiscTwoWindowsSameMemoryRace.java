package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 2's buffer is exposed by two windows; rank 0 puts through one and rank 1 through the other into the same
 * element, each under an exclusive lock of its own window (which does not exclude the other window's). Verdict:
 * racy (the two marked lines race).
 */
// ranks: 3
public class MiscTwoWindowsSameMemoryRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win first = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Win second = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            first.lock(MPI.LOCK_EXCLUSIVE, 2, 0);
            first.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT); // @RACE
            first.unlock(2);
        } else if (rank == 1) {
            second.lock(MPI.LOCK_EXCLUSIVE, 2, 0);
            second.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT); // @RACE
            second.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        first.free();
        second.free();
        MPI.Finalize();
    }
}
