package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Conflict at the origin (needs the agent's load/store probes): the origin buffer of a put is overwritten before
 * the fence completes the put. With "fixed", it is overwritten after the fence.
 */
public class OriginStoreBeforeFence {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer buf = MPI.newIntBuffer(1).put(0, 1);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(buf, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            if (!fixed) {
                buf.put(0, 2); // @RACE
            }
        }
        win.fence(0);
        if (rank == 0 && fixed) {
            buf.put(0, 2);
        }
        win.free();
        MPI.Finalize();
    }
}
