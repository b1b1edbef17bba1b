package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.Win;

/**
 * Threads of one rank: a thread of rank 0 stores into rank 0's window memory while the main thread stores into the
 * same element, nothing ordering them. With "fixed", the main thread joins the thread first (Thread.join orders
 * its stores before).
 */
public class ThreadStores {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            Thread t = new Thread(() -> mem.put(0, 1)); // @RACE
            t.start();
            if (fixed) {
                t.join();
            }
            mem.put(0, 2); // @RACE
            t.join();
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
