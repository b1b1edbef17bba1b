package rmabench;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A barrier of ranks 0 and 1 orders nothing for rank 2: rank 0 puts into rank 2's window after it while rank 2
 * reads the element before the world barrier. Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class SyncSubcommBarrierRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Intracomm pair = MPI.COMM_WORLD.split(rank < 2 ? 0 : MPI.UNDEFINED, rank);
        if (rank < 2) {
            pair.barrier();
            pair.barrier();
        }
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT); // @RACE
            win.unlock(2);
        }
        int seen = rank == 2 ? mem.get(1) : 0; // @RACE
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
