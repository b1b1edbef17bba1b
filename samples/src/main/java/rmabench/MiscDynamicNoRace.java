package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Dynamic window: rank 1 reads the attached buffer only after the barrier that follows rank 0's unlock.
 * Verdict: correct: no race.
 */
// ranks: 2
public class MiscDynamicNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer local = MPI.newIntBuffer(4);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        Win win = new Win(MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 1) {
            win.attach(local, 4);
        }
        long[] where = {rank == 1 ? Win.addressOf(local) : 0};
        MPI.COMM_WORLD.bcast(where, 1, MPI.LONG, 1);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 1, MPI.INT, 1, where[0] + 4, 1, MPI.INT);
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 1) {
            System.out.println("got " + local.get(1));
            win.detach(local);
        }
        win.free();
        MPI.Finalize();
    }
}
