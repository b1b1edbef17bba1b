package rmabench;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 overwrites the origin buffer of its put to rank 2 before complete ends the access epoch. Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class SyncPscwOriginStoreBeforeCompleteRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank + 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Group world = MPI.COMM_WORLD.getGroup();
        if (rank < 2) {
            Group target = world.incl(new int[] {2});
            win.start(target, 0);
            win.put(v, 1, MPI.INT, 2, rank, 1, MPI.INT); // @RACE
            if (rank == 0) {
                v.put(0, 9); // @RACE
            }
            win.complete();
            target.free();
        } else {
            Group origins = world.incl(new int[] {0, 1});
            win.post(origins, 0);
            win.waitFor();
            System.out.println("got " + mem.get(0) + " " + mem.get(1));
            origins.free();
        }
        world.free();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
