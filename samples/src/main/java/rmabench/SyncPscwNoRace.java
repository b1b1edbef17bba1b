package rmabench;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 exposes its window to rank 0 with post/wait and reads the element only after wait. Verdict: correct:
 * no race.
 */
// ranks: 2
public class SyncPscwNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Group world = MPI.COMM_WORLD.getGroup();
        if (rank == 0) {
            Group target = world.incl(new int[] {1});
            win.start(target, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.complete();
            target.free();
        } else {
            Group origin = world.incl(new int[] {0});
            win.post(origin, 0);
            win.waitFor();
            System.out.println("got " + mem.get(0));
            origin.free();
        }
        world.free();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
