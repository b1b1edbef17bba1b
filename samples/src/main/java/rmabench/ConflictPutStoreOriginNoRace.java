package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 overwrites the origin buffer of its put only after flushLocal completed the put at the origin.
 * Verdict: correct: no race.
 */
// ranks: 2
public class ConflictPutStoreOriginNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = MPI.newIntBuffer(2).put(0, 1).put(1, 2);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(buf, 2, MPI.INT, 1, 0, 2, MPI.INT);
            win.flushLocal(1);
            buf.put(1, 20);
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
