package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 reads the origin buffer of its pending accumulate: the library only reads it too. Verdict: correct: no
 * race.
 */
// ranks: 2
public class ConflictAccumulateLoadOriginNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 2);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        int seen = 0;
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.accumulate(v, 1, MPI.INT, 1, 0, 1, MPI.INT, MPI.SUM);
            seen = v.get(0);
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
