package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts to rank 1 inside lockAll and unlocks only after the barrier that precedes rank 1's load. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncLockAllBarrierRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 1);
        IntBuffer result = MPI.newIntBuffer(1);
        Win win = new Win(40, 4, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        IntBuffer mem = ((ByteBuffer) win.getBuffer()).asIntBuffer();
        int seen = 0;
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.lockAll(0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 1) {
            seen = mem.get(0); // @RACE
        }
        if (rank == 0) {
            win.unlockAll();
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen + " result " + result.get(0));
        win.free();
        MPI.Finalize();
    }
}
