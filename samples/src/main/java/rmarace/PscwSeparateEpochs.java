package rmarace;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Twin of PscwSameEpoch: rank 2 exposes its window to rank 0, then, in a second epoch, to rank 1. */
public class PscwSeparateEpochs {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer value = MPI.newIntBuffer(1).put(0, rank + 1);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Group world = MPI.COMM_WORLD.getGroup();
        if (rank == 2) {
            win.post(world.incl(new int[] {0}), 0);
            win.waitFor();
            win.post(world.incl(new int[] {1}), 0);
            win.waitFor();
        } else if (rank < 2) {
            win.start(world.incl(new int[] {2}), 0);
            win.put(value, 1, MPI.INT, 2, 3, 1, MPI.INT);
            win.complete();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
