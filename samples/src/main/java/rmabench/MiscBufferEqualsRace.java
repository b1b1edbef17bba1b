package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Buffer.equals reads both buffers' remaining elements: rank 1 compares the first four elements of its window with
 * an expected block while, in the same fence epoch, rank 0 puts into element 3. Verdict: racy (the put against the
 * comparison).
 */
// ranks: 2
public class MiscBufferEqualsRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(8);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 9);
        IntBuffer expected = IntBuffer.allocate(4);
        boolean same = false;
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 3, 1, MPI.INT); // @RACE
        } else {
            same = mem.duplicate().limit(4).equals(expected); // @RACE
        }
        win.fence(0);
        System.out.println("rank " + rank + " same " + same);
        win.free();
        MPI.Finalize();
    }
}
