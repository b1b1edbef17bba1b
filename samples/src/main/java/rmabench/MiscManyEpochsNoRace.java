package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Many epochs: 150 fence epochs, each put read by the target only after the fence that completes it. Verdict:
 * correct: no race.
 */
// ranks: 2
public class MiscManyEpochsNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        int sum = 0;
        win.fence(0);
        for (int i = 0; i < 150; i++) {
            if (rank == 0) {
                v.put(0, i);
                win.put(v, 1, MPI.INT, 1, i % 4, 1, MPI.INT);
            }
            win.fence(0);
            if (rank == 1) {
                sum += mem.get(i % 4);
            }
            win.fence(0);
        }
        System.out.println("rank " + rank + " sum " + sum);
        win.free();
        MPI.Finalize();
    }
}
