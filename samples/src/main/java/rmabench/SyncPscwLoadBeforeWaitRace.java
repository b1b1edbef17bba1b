package rmabench;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 reads its window between post and wait, while rank 0's put of the same element may be in flight.
 * Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncPscwLoadBeforeWaitRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Group world = MPI.COMM_WORLD.getGroup();
        int seen = 0;
        if (rank == 0) {
            Group target = world.incl(new int[] {1});
            win.start(target, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.complete();
            target.free();
        } else {
            Group origin = world.incl(new int[] {0});
            win.post(origin, 0);
            seen = mem.get(0); // @RACE
            win.waitFor();
            origin.free();
        }
        world.free();
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
