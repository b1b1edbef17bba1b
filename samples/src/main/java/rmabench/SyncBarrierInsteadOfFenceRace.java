package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A barrier does not complete a put of a fence epoch: rank 1 reads the element before the closing fence.
 * Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncBarrierInsteadOfFenceRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        int seen = 0;
        if (rank == 1) {
            seen = mem.get(0); // @RACE
        }
        win.fence(0);
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
