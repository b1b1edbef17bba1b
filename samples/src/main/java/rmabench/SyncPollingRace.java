package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 polls an element of its window until rank 0's put arrives: a race by design (the reads are not ordered
 * with the put), which a checker must still report. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class SyncPollingRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer flag = MPI.newIntBuffer(1).put(0, 1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(flag, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
        } else {
            while (mem.get(0) != 1) { // @RACE
                win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
                win.unlock(1);
            }
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
