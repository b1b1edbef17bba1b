package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Twin of SharedLockPutPut: exclusive locks serialize the two puts. */
public class ExclusiveLockPutPut {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer value = MPI.newIntBuffer(1).put(0, rank + 1);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank < 2) {
            win.lock(MPI.LOCK_EXCLUSIVE, 2, 0);
            win.put(value, 1, MPI.INT, 2, 1, 1, MPI.INT);
            win.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
