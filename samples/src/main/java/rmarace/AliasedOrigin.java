package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Access path, aliasing: a get writes into a slice of {@code buf} while a put reads {@code buf} itself, whose
 * first elements the slice overlaps; both are pending in the same epoch.
 */
public class AliasedOrigin {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(8);
        IntBuffer buf = MPI.newIntBuffer(8);
        IntBuffer alias = MPI.slice(buf, 2);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.get(alias, 2, MPI.INT, 1, 0, 2, MPI.INT); // @RACE
            win.put(buf, 4, MPI.INT, 1, 4, 4, MPI.INT); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
