package rmarace;

import java.nio.IntBuffer;
import java.util.concurrent.CountDownLatch;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Threads of one rank and an origin buffer: a thread puts from a buffer (lockAll epoch) and tells the main thread
 * through a latch, which then overwrites the buffer while the put is still in flight. With "fixed" the thread
 * flushes before counting down.
 */
public class ThreadOriginBuffer {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer src = MPI.newIntBuffer(1).put(0, 1);
        win.lockAll(0);
        if (rank == 0) {
            CountDownLatch issued = new CountDownLatch(1);
            Thread t = new Thread(() -> {
                try {
                    win.put(src, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
                    if (fixed) {
                        win.flush(1);
                    }
                } catch (MPIException e) {
                    throw new IllegalStateException(e);
                }
                issued.countDown();
            });
            t.start();
            issued.await();
            src.put(0, 2); // @RACE
            t.join();
        }
        win.unlockAll();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
