package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Flush missing: rank 0 puts then gets the same element of rank 1 in one lock epoch; nothing orders them. */
public class FlushMissing {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer out = MPI.newIntBuffer(1).put(0, 42);
        IntBuffer in = MPI.newIntBuffer(1);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(out, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
            win.get(in, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
            win.unlock(1);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
