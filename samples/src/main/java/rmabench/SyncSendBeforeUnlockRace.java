package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 sends its message before unlock completes the put: rank 1's read after the receive still races with
 * the put. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncSendBeforeUnlockRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        int[] token = {42};
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        int seen = 0;
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 0);
            win.unlock(1);
        } else {
            MPI.COMM_WORLD.recv(token, 1, MPI.INT, 0, 0);
            seen = mem.get(0); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
