package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 gets an element of rank 1's window while rank 1 reads the same element: two reads do not race.
 * Verdict: correct: no race.
 */
// ranks: 2
public class ConflictGetLoadTargetNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer into = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        mem.put(0, 4);
        win.fence(0);
        int seen = 0;
        if (rank == 0) {
            win.get(into, 1, MPI.INT, 1, 0, 1, MPI.INT);
        } else {
            seen = mem.get(0);
        }
        win.fence(0);
        System.out.println("rank " + rank + " saw " + (seen + into.get(0)));
        win.free();
        MPI.Finalize();
    }
}
