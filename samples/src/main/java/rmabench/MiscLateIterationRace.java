package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * One loop of 3,000 fence epochs: rank 1 reads its window element 0 before every closing fence, which is correct
 * while nobody writes it; in iteration 2,500 only, rank 0 puts to that element in the same epoch. The racing load
 * is the same line as the 2,999 correct ones, which the sampler's back-off would skip. Verdict: racy (the two
 * marked lines race).
 */
// ranks: 2
public class MiscLateIterationRace {
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
                win.put(v, 1, MPI.INT, 1, i == 2500 ? 0 : 1 + i % 3, 1, MPI.INT); // @RACE
            } else {
                sum += mem.get(0); // @RACE
            }
            win.fence(0);
        }
        System.out.println("rank " + rank + " sum " + sum);
        win.free();
        MPI.Finalize();
    }
}
