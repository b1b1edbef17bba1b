package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Aliasing without overlap: a get fills one slice of a buffer while another, disjoint slice is written.
 * Verdict: correct: no race.
 */
// ranks: 2
public class MiscAliasDisjointSlicesNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = MPI.newIntBuffer(4);
        IntBuffer low = MPI.slice(buf, 0);
        IntBuffer high = MPI.slice(buf, 2);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.get(low, 2, MPI.INT, 1, 0, 2, MPI.INT);
            high.put(0, 8);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
