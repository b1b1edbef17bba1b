package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Twin of LockAllFlushLocalAll: flushAll completes the put at the target before the get. */
public class LockAllFlushAll {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer out = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer in = MPI.newIntBuffer(1);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.lockAll(0);
        if (rank == 0) {
            win.put(out, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.flushAll();
            win.get(in, 1, MPI.INT, 1, 0, 1, MPI.INT);
        }
        win.unlockAll();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
