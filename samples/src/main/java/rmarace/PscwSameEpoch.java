package rmarace;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** PSCW: rank 2 exposes its window to ranks 0 and 1 at once; both put into the same element. */
public class PscwSameEpoch {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer value = MPI.newIntBuffer(1).put(0, rank + 1);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Group world = MPI.COMM_WORLD.getGroup();
        if (rank == 2) {
            Group origins = world.incl(new int[] {0, 1});
            win.post(origins, 0);
            win.waitFor();
        } else if (rank < 2) {
            Group target = world.incl(new int[] {2});
            win.start(target, 0);
            win.put(value, 1, MPI.INT, 2, 3, 1, MPI.INT); // @RACE
            win.complete();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
