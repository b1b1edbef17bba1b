package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 reads another element of its window during rank 0's put, and the put element only after the fence.
 * Verdict: correct: no race.
 */
// ranks: 2
public class ConflictPutLoadTargetNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        int seen = 0;
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 1, 1, MPI.INT);
        } else {
            seen = mem.get(3);
        }
        win.fence(0);
        if (rank == 1) {
            seen += mem.get(1);
        }
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
