package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 2 both read the same bytes of rank 1 with getAccumulate(NO_OP). Verdict: correct: no race.
 */
// ranks: 3
public class ConflictNoOpReadNoOpReadNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer result = MPI.newIntBuffer(1);
        Win win = new Win(40, 4, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        IntBuffer mem = ((ByteBuffer) win.getBuffer()).asIntBuffer();
        int seen = 0;
        win.fence(0);
        if (rank != 1) {
            win.getAccumulate(v, 1, MPI.INT, result, 1, MPI.INT, 1, 0, 1, MPI.INT, MPI.NO_OP);
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen + " v " + v.get(0));
        win.free();
        MPI.Finalize();
    }
}
