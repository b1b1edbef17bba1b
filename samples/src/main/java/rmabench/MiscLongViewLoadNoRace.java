package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 reads its window ints 0-1 as one long through a LongBuffer view while rank 0 puts int 3: disjoint
 * bytes. Verdict: correct: no race.
 */
// ranks: 2
public class MiscLongViewLoadNoRace {
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
            win.put(v, 1, MPI.INT, 1, 3, 1, MPI.INT);
        } else {
            seen = (int) bytes.asLongBuffer().get(0);
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen + " " + copy[0]);
        win.free();
        MPI.Finalize();
    }
}
