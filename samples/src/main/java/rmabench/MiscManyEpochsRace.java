package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Many epochs: 150 correct fence epochs (put, then the target reads after the fence), then one epoch where the
 * target reads the element before the closing fence. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscManyEpochsRace {
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
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
        } else {
            sum += mem.get(0); // @RACE
        }
        win.fence(0);
        System.out.println("rank " + rank + " sum " + sum);
        win.free();
        MPI.Finalize();
    }
}
