package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Twin of AliasedOrigin: the slice starts past the elements the put reads. */
public class AliasedOriginFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(8);
        IntBuffer buf = MPI.newIntBuffer(8);
        IntBuffer alias = MPI.slice(buf, 4);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.get(alias, 2, MPI.INT, 1, 0, 2, MPI.INT);
            win.put(buf, 4, MPI.INT, 1, 4, 4, MPI.INT);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
