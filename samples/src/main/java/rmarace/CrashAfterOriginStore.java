package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 stores into the origin buffer of a put still in its lock epoch, then dies with an exception before
 * MPI.Finalize: no exchange follows, and the race, which involves rank 0 alone, must still reach its stream.
 * With the argument "fixed" the store follows the unlock (the same crash, no race).
 */
public class CrashAfterOriginStore {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer buf = MPI.newIntBuffer(2);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(buf, 2, MPI.INT, 1, 0, 2, MPI.INT); // @RACE
            if (!fixed) {
                buf.put(1, 7); // @RACE
            }
            win.unlock(1);
            buf.put(1, 8);
            throw new IllegalStateException("rank 0 gives up");
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
