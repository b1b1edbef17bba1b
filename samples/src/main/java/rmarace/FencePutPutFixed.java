package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Twin of FencePutPut: a fence separates the two puts. */
public class FencePutPutFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer value = MPI.newIntBuffer(1).put(0, rank + 1);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(value, 1, MPI.INT, 2, 0, 1, MPI.INT);
        }
        win.fence(0);
        if (rank == 1) {
            win.put(value, 1, MPI.INT, 2, 0, 1, MPI.INT);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
