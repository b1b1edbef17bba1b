package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * A nonblocking bcast carries rank 0's completed put to rank 1: rank 0 puts into rank 2's window and unlocks before
 * posting the iBcast; rank 1 puts into the same element after the iBcast completed. Verdict: correct: no race.
 */
// ranks: 3
public class SyncIbcastNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer token = MPI.newIntBuffer(1);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT);
            win.unlock(2);
        }
        Request r = MPI.COMM_WORLD.iBcast(token, 1, MPI.INT, 0);
        r.waitFor();
        if (rank == 1) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT);
            win.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
