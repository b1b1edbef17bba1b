package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * An rPut's request completes it only at the origin: rank 1 reads the element after a barrier while the put may
 * still be in flight until unlockAll. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncRputWaitTargetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = MPI.newIntBuffer(1).put(0, 3);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lockAll(0);
            Request r = win.rPut(buf, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
            r.waitFor();
        }
        MPI.COMM_WORLD.barrier();
        int seen = 0;
        if (rank == 1) {
            seen = mem.get(2); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.unlockAll();
        }
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
