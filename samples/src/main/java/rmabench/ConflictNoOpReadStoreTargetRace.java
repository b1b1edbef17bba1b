package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 reads rank 1's window with getAccumulate(NO_OP) while rank 1 stores the same bytes. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class ConflictNoOpReadStoreTargetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer result = MPI.newIntBuffer(1);
        Win win = new Win(40, 4, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        IntBuffer mem = ((ByteBuffer) win.getBuffer()).asIntBuffer();
        int seen = 0;
        win.fence(0);
        if (rank == 0) {
            win.getAccumulate(v, 1, MPI.INT, result, 1, MPI.INT, 1, 0, 1, MPI.INT, MPI.NO_OP); // @RACE
        } else {
            mem.put(0, 7); // @RACE
        }
        win.fence(0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen + " v " + v.get(0));
        win.free();
        MPI.Finalize();
    }
}
