package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * flushLocalAll does not complete a put at the target: rank 1 reads the element after the barrier while the put
 * may still be in flight (completed only by unlockAll later). Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncFlushLocalAllRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lockAll(0);
            win.put(v, 1, MPI.INT, 1, 1, 1, MPI.INT); // @RACE
            win.flushLocalAll();
        }
        MPI.COMM_WORLD.barrier();
        int seen = rank == 1 ? mem.get(1) : 0; // @RACE
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.unlockAll();
        }
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
