package rmabench;

import java.nio.IntBuffer;
import java.util.function.IntConsumer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Access path, a lambda: ranks 0 and 1 put through a lambda into different elements of rank 2's window.
 * Verdict: correct: no race.
 */
// ranks: 3
public class MiscLambdaPutNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntConsumer putAt = d -> {
            try {
                win.put(v, 1, MPI.INT, 2, d, 1, MPI.INT);
            } catch (MPIException e) {
                throw new IllegalStateException(e);
            }
        };
        win.fence(0);
        if (rank < 2) {
            putAt.accept(rank);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
