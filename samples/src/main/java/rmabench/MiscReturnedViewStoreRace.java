package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 stores through a view of its window memory that a helper method returned while rank 0's put of the same bytes is in flight. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscReturnedViewStoreRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer result = MPI.newIntBuffer(1);
        Win win = new Win(40, 4, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        IntBuffer mem = ((ByteBuffer) win.getBuffer()).asIntBuffer();
        int seen = 0;
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
        } else {
            cell(mem, 2).put(0, 4); // @RACE
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen + " v " + v.get(0));
        win.free();
        MPI.Finalize();
    }

    private static IntBuffer cell(IntBuffer mem, int index) {
        return MPI.slice(mem, index);
    }
}
