package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Access path, a bulk copy (needs the agent's load/store probes): rank 1 reads its whole window with a bulk get
 * into an array while rank 0's put into it is in flight (lock epoch, no barrier between). With "fixed", rank 0
 * unlocks before a barrier and rank 1 copies after it.
 */
public class TargetBulkCopy {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(8);
        IntBuffer v = MPI.newIntBuffer(2).put(0, 1).put(1, 2);
        int[] copy = new int[8];
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 2, MPI.INT, 1, 3, 2, MPI.INT); // @RACE
            win.unlock(1);
        } else if (!fixed) {
            mem.get(0, copy); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 1 && fixed) {
            mem.get(0, copy);
        }
        win.free();
        MPI.Finalize();
    }
}
