package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A thread issues a put from a buffer the main thread writes before joining it; the write comes first in time (the
 * thread sleeps before its put), but nothing orders the two: a race. With "fixed" the main thread writes before it
 * starts the thread (the start orders the write before the put).
 */
public class ThreadPutsWhileMainWrites {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer src = MPI.newIntBuffer(2);
        win.fence(0);
        if (rank == 0) {
            Thread putter = new Thread(() -> {
                try {
                    Thread.sleep(100);
                    win.put(src, 2, MPI.INT, 1, 0, 2, MPI.INT); // @RACE
                } catch (InterruptedException | MPIException e) {
                    throw new IllegalStateException(e);
                }
            });
            if (fixed) {
                src.put(1, 8);
            }
            putter.start();
            if (!fixed) {
                src.put(1, 8); // @RACE
            }
            putter.join();
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
