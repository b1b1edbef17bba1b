package rmarace;

import java.nio.LongBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Correct atomics: fetchAndOp with SUM on one rank and an atomic read (NO_OP) on the other, same type. */
public class AtomicFetchAndOpNoOp {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        LongBuffer mem = MPI.newLongBuffer(1);
        LongBuffer one = MPI.newLongBuffer(1).put(0, 1);
        LongBuffer result = MPI.newLongBuffer(1);
        Win win = new Win(mem, 1, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.lockAll(0);
        win.fetchAndOp(one, result, MPI.LONG, 1, 0, rank == 0 ? MPI.SUM : MPI.NO_OP);
        win.flush(1);
        win.unlockAll();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
