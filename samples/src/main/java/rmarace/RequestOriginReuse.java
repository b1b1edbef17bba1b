package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Conflict at the origin, request-based: rGet writes {@code buf} until its request completes, but a put reads the
 * same buffer before the wait.
 */
public class RequestOriginReuse {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer buf = MPI.newIntBuffer(2);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.lockAll(0);
        if (rank == 0) {
            Request r = win.rGet(buf, 2, MPI.INT, 1, 0, 2, MPI.INT); // @RACE
            win.put(buf, 2, MPI.INT, 1, 2, 2, MPI.INT); // @RACE
            r.waitFor();
        }
        win.unlockAll();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
