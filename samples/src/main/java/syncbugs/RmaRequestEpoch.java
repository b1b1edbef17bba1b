package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * An rGet whose request is dropped: the fence that ends the epoch completes the operation, so reading its buffer
 * after the fence is valid (MPI-4.1 section 12.5). The request itself is never completed nor freed, which leaks it:
 * reported once at MPI.Finalize as a potential missing-completion, never as a read of a pending buffer.
 */
public class RmaRequestEpoch {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer base = Buffers.ints(4);
        for (int i = 0; i < 4; i++) {
            base.put(i, 10 * rank + i);
        }
        Win win = new Win(base, 4, 1, MPI.INFO_NULL, world);
        IntBuffer got = Buffers.ints(4);
        win.fence(0);
        if (rank == 0) {
            win.rGet(got, 4, MPI.INT, 1, 0, 4, MPI.INT); // @NB (the request is dropped)
        }
        win.fence(0);
        if (rank == 0) {
            System.out.println("got " + got.get(3));
        }
        win.free();
        MPI.Finalize();
    }
}
