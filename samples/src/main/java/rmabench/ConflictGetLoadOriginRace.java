package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 reads the destination buffer of its get before the fence that completes the get. Verdict: racy (the
 * two marked lines race).
 */
// ranks: 2
public class ConflictGetLoadOriginRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer into = MPI.newIntBuffer(4);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        int seen = 0;
        if (rank == 0) {
            win.get(into, 4, MPI.INT, 1, 0, 4, MPI.INT); // @RACE
            seen = into.get(3); // @RACE
        }
        win.fence(0);
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
