package rmabench;

import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Derived datatype: ranks 0 and 1 put a stride-2 vector into rank 2's window at displacements 0 and 2; three
 * elements overlap. Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class MiscVectorOverlapRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(4).put(0, rank).put(1, rank).put(2, rank).put(3, rank);
        Datatype every2nd = Datatype.createVector(3, 1, 2, MPI.INT);
        every2nd.commit();
        IntBuffer mem = MPI.newIntBuffer(8);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 3, MPI.INT, 2, 0, 1, every2nd); // @RACE
        } else if (rank == 1) {
            win.put(v, 3, MPI.INT, 2, 2, 1, every2nd); // @RACE
        }
        win.fence(0);
        every2nd.free();
        win.free();
        MPI.Finalize();
    }
}
