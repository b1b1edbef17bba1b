package rmabench;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 stores into its window, then posts an exposure epoch to rank 0, which gets the element in its access
 * epoch: the get reaches rank 1's memory only after the post (MPI-3.1 11.5.2), even though start may return
 * before it. Verdict: correct: no race.
 */
// ranks: 2
public class SyncPscwStoreBeforePostNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer got = MPI.newIntBuffer(1);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Group world = MPI.COMM_WORLD.getGroup();
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            Group target = world.incl(new int[] {1});
            win.start(target, 0);
            win.get(got, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.complete();
            target.free();
            System.out.println("rank 0 got " + got.get(0));
        } else {
            mem.put(0, 7);
            Group origin = world.incl(new int[] {0});
            win.post(origin, 0);
            win.waitFor();
            origin.free();
        }
        world.free();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
