package rmabench;

import java.nio.IntBuffer;
import java.util.function.IntConsumer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Access path, a lambda: rank 1 stores into its window from a lambda body while rank 0's put of the same
 * element is in flight. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscLambdaStoreRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntConsumer store = i -> mem.put(i, 77); // @RACE
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
        } else {
            store.accept(2);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
