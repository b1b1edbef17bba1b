package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Access path, deep call nesting: rank 1's store into its window happens four calls down, while rank 0's put of
 * the same element is in flight. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscDeepNestingRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 1, 1, MPI.INT); // @RACE
        } else {
            level1(mem);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }

    static void level1(IntBuffer b) {
        level2(b, 1);
    }

    static void level2(IntBuffer b, int i) {
        level3(b, i, 9);
    }

    static void level3(IntBuffer b, int i, int value) {
        level4(b, i, value);
    }

    static void level4(IntBuffer b, int i, int value) {
        b.put(i, value); // @RACE
    }
}
