package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 reuses the origin buffer of an rPut after waiting for its request. Verdict: correct: no race.
 */
// ranks: 2
public class SyncRequestWaitNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = MPI.newIntBuffer(1).put(0, 3);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lockAll(0);
            Request r = win.rPut(buf, 1, MPI.INT, 1, 0, 1, MPI.INT);
            r.waitFor();
            buf.put(0, 4);
            win.unlockAll();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
