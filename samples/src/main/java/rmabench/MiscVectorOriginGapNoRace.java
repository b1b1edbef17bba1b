package rmabench;

import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Derived origin datatype: rank 0 puts from every second element of its buffer and meanwhile writes the
 * elements in between, which the put never reads. Verdict: correct: no race.
 */
// ranks: 2
public class MiscVectorOriginGapNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer src = MPI.newIntBuffer(8);
        Datatype every2nd = Datatype.createVector(4, 1, 2, MPI.INT);
        every2nd.commit();
        IntBuffer mem = MPI.newIntBuffer(8);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(src, 1, every2nd, 1, 0, 4, MPI.INT);
            for (int i = 1; i < 8; i += 2) {
                src.put(i, i);
            }
        }
        win.fence(0);
        every2nd.free();
        win.free();
        MPI.Finalize();
    }
}
