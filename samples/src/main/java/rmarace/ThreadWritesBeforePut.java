package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.Win;

/**
 * Threads of one rank and an origin buffer the put has not claimed yet: a thread started before the put writes
 * the buffer while the main thread issues the put from it (the write comes first in time: the main thread sleeps,
 * which orders nothing) and joins the thread only before the fence. Nothing orders the write and the put: a race,
 * although the buffer was no origin buffer when it was written. With "fixed" the main thread joins the writer
 * before the put.
 */
public class ThreadWritesBeforePut {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer src = MPI.newIntBuffer(2);
        win.fence(0);
        if (rank == 0) {
            Thread writer = new Thread(() -> src.put(0, 7)); // @RACE
            writer.start();
            if (fixed) {
                writer.join();
            }
            Thread.sleep(100);
            win.put(src, 2, MPI.INT, 1, 0, 2, MPI.INT); // @RACE
            writer.join();
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
