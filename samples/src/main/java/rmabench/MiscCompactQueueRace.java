package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * compact() moves a buffer's remaining elements to its start: rank 1 uses the first four elements of its window as
 * a queue, consumes two and compacts, which writes elements 0 and 1; in the same fence epoch rank 0 gets element 1.
 * Verdict: racy (the get against the compact).
 */
// ranks: 2
public class MiscCompactQueueRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(8);
        for (int i = 0; i < 8; i++) {
            mem.put(i, i + 1);
        }
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer got = MPI.newIntBuffer(1);
        win.fence(0);
        if (rank == 0) {
            win.get(got, 1, MPI.INT, 1, 1, 1, MPI.INT); // @RACE
        } else {
            IntBuffer queue = mem.duplicate();
            queue.limit(4).position(2);
            queue.compact(); // @RACE
        }
        win.fence(0);
        System.out.println("rank " + rank + " got " + got.get(0) + " head " + mem.get(0));
        win.free();
        MPI.Finalize();
    }
}
