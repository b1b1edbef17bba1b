package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Conflict at the target, far apart in time (for phase II): rank 0 puts into rank 1's window, and rank 1 stores
 * into the same element 200 ms later, in the same fence epoch: the put is still in flight then, since only the
 * closing fence completes it, though rank 0 stopped pausing at it long before. With "ordered", a fence between the
 * put and the store completes the put first (the same lines, so a phase I report of the racy run names them).
 */
public class TargetStoreLateInEpoch {
    public static void main(String[] args) throws MPIException, InterruptedException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean ordered = args.length > 0 && args[0].equals("ordered");
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 9);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
        }
        if (ordered) {
            win.fence(0);
        }
        if (rank == 1) {
            Thread.sleep(200);
            mem.put(0, 5); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
