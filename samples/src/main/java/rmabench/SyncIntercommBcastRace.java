package rmabench;

import java.nio.IntBuffer;
import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Ranks 0 and 1 form one group of an intercommunicator, rank 2 the other. Rank 0 puts into rank 2's element 0 and
 * unlocks; the broadcast over the intercommunicator comes from rank 1 (MPI.ROOT), which knows nothing of the put,
 * while rank 0 passes MPI.PROC_NULL; rank 2 receives it from remote rank 1 and reads the element. Verdict: racy
 * (the two marked lines race).
 */
// ranks: 3
public class SyncIntercommBcastRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        int[] token = {1};
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, world);
        Intracomm local = world.split(rank < 2 ? 0 : 1, rank);
        Intercomm inter = world.createIntercomm(local, 0, rank < 2 ? 2 : 0, 7);
        int seen = 0;
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 2, 0);
            win.put(v, 1, MPI.INT, 2, 0, 1, MPI.INT); // @RACE
            win.unlock(2);
            inter.bcast(token, 1, MPI.INT, MPI.PROC_NULL);
        } else if (rank == 1) {
            inter.bcast(token, 1, MPI.INT, MPI.ROOT);
        } else {
            inter.bcast(token, 1, MPI.INT, 1);
            seen = mem.get(0); // @RACE
        }
        world.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        inter.free();
        local.free();
        win.free();
        MPI.Finalize();
    }
}
