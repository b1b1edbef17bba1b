package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Conflict at the target inside a long loop (needs the agent's probes): rank 1 refills its whole window of 2^18
 * elements while rank 0 puts into element 200,000 in the same fence epoch. The loop's store site is sampled down
 * to one access in a thousand, so a sample alone would rarely meet the put; the loop's contiguous stores form one
 * run covering the window. The race is at the put and the loop's store. With "fixed", the refill comes after the
 * closing fence.
 */
public class TargetSweepInEpoch {
    private static final int ELEMENTS = 1 << 18;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(ELEMENTS);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 9);
        Win win = new Win(mem, ELEMENTS, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        for (int epoch = 0; epoch < 3; epoch++) {
            win.fence(0);
            if (rank == 0 && epoch == 2) {
                win.put(v, 1, MPI.INT, 1, 200_000, 1, MPI.INT); // @RACE
            } else if (rank == 1 && !fixed) {
                refill(mem, epoch);
            }
            win.fence(0);
            if (rank == 1 && fixed) {
                refill(mem, epoch);
            }
        }
        win.free();
        MPI.Finalize();
    }

    private static void refill(IntBuffer mem, int epoch) {
        for (int k = 0; k < ELEMENTS; k++) {
            mem.put(k, epoch); // @RACE
        }
    }
}
