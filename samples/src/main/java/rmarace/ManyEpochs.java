package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Many fence epochs (so the checker ships and checks accesses at synchronization points while the program runs):
 * every epoch each rank puts into its own element of rank 0, except epoch 150, where rank 1 writes rank 2's
 * element too. With "fixed", rank 1 stays in its element.
 */
public class ManyEpochs {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(8);
        IntBuffer v = MPI.newIntBuffer(1);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        for (int epoch = 0; epoch < 200; epoch++) {
            win.fence(0);
            v.put(0, epoch);
            int element = rank == 1 && epoch == 150 && !fixed ? 2 : rank;
            win.put(v, 1, MPI.INT, 0, element, 1, MPI.INT); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
