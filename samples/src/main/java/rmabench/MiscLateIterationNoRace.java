package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * One loop of 3,000 fence epochs: rank 0 puts to window elements 1 to 3 of rank 1, never element 0, which rank 1
 * reads before every closing fence. Verdict: correct: no race.
 */
// ranks: 2
public class MiscLateIterationNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        int sum = 0;
        win.fence(0);
        for (int i = 0; i < 3000; i++) {
            if (rank == 0) {
                v.put(0, i);
                win.put(v, 1, MPI.INT, 1, 1 + i % 3, 1, MPI.INT);
            } else {
                sum += mem.get(0);
            }
            win.fence(0);
        }
        System.out.println("rank " + rank + " sum " + sum);
        win.free();
        MPI.Finalize();
    }
}
