package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Conflict at the target (needs the agent's load/store probes): rank 0 puts into rank 1's window while rank 1
 * stores into the same element in the same fence epoch. With "fixed", rank 1 stores after the closing fence.
 */
public class TargetStoreInEpoch {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 9);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
        } else if (!fixed) {
            mem.put(0, 5); // @RACE
        }
        win.fence(0);
        if (rank == 1 && fixed) {
            mem.put(0, 5);
        }
        win.free();
        MPI.Finalize();
    }
}
