package rmabench;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A window of ranks 0 and 1 (rank 2 is not in it): rank 1 reads its element inside the fence epoch in which rank 0
 * puts into it. Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class MiscSubgroupFenceRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer part = MPI.newIntBuffer(4);
        Intracomm pair = MPI.COMM_WORLD.split(rank < 2 ? 0 : MPI.UNDEFINED, rank);
        int seen = 0;
        if (rank < 2) {
            Win win = new Win(part, 4, 1, MPI.INFO_NULL, pair);
            win.fence(0);
            if (rank == 0) {
                win.put(v, 1, MPI.INT, 1, 1, 1, MPI.INT); // @RACE
            } else {
                seen = part.get(1); // @RACE
            }
            win.fence(0);
            win.free();
        }
        System.out.println("rank " + rank + " saw " + seen);
        MPI.COMM_WORLD.barrier();
        MPI.Finalize();
    }
}
