package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Correct atomics: every rank adds to the same counter of rank 0 with MPI.SUM on MPI.INT in one epoch. */
public class AtomicSameOp {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        IntBuffer mem = MPI.newIntBuffer(1);
        IntBuffer one = MPI.newIntBuffer(1).put(0, 1);
        Win win = new Win(mem, 1, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        win.accumulate(one, 1, MPI.INT, 0, 0, 1, MPI.INT, MPI.SUM);
        win.fence(0);
        if (MPI.COMM_WORLD.getRank() == 0) {
            System.out.println("counter " + mem.get(0));
        }
        win.free();
        MPI.Finalize();
    }
}
