package rmabench;

import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Derived datatype: rank 0 puts an indexed type (elements 0-1 and 4-5) into rank 1's window while rank 1 stores
 * into element 5, inside the second block. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscIndexedBlockStoreRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(4).put(0, 1).put(1, 2).put(2, 3).put(3, 4);
        Datatype blocks = Datatype.createIndexed(new int[] {2, 2}, new int[] {0, 4}, MPI.INT);
        blocks.commit();
        IntBuffer mem = MPI.newIntBuffer(8);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 4, MPI.INT, 1, 0, 1, blocks); // @RACE
        } else {
            mem.put(5, 9); // @RACE
        }
        win.fence(0);
        blocks.free();
        win.free();
        MPI.Finalize();
    }
}
