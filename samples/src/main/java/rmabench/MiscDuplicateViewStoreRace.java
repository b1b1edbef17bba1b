package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 stores int 2 of its window through a duplicate of the window buffer while rank 0 gets it. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscDuplicateViewStoreRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(4).put(0, rank + 1);
        Win win = new Win(40, 4, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        ByteBuffer bytes = (ByteBuffer) win.getBuffer();
        IntBuffer mem = bytes.asIntBuffer();
        int[] copy = new int[4];
        int seen = 0;
        win.fence(0);
        if (rank == 0) {
            win.get(v, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
        } else {
            mem.duplicate().put(2, 5); // @RACE
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen + " " + copy[0]);
        win.free();
        MPI.Finalize();
    }
}
