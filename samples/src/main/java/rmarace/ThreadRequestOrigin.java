package rmarace;

import java.nio.IntBuffer;
import java.util.concurrent.locks.ReentrantLock;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * A request-based put issued and completed by a thread (in a lock epoch), and its origin buffer written by the main
 * thread before it joins the thread; the write comes first in time, nothing orders it with the put: a race. With
 * "fixed" both hold one lock around their part (whichever runs first, the lock orders the other after it).
 */
public class ThreadRequestOrigin {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer src = MPI.newIntBuffer(2);
        ReentrantLock lock = new ReentrantLock();
        if (rank == 0) {
            Thread putter = new Thread(() -> {
                try {
                    Thread.sleep(100);
                    if (fixed) {
                        lock.lock();
                    }
                    win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
                    Request r = win.rPut(src, 2, MPI.INT, 1, 0, 2, MPI.INT); // @RACE
                    r.waitFor();
                    win.unlock(1);
                } catch (InterruptedException | MPIException e) {
                    throw new IllegalStateException(e);
                } finally {
                    if (fixed) {
                        lock.unlock();
                    }
                }
            });
            putter.start();
            if (fixed) {
                lock.lock();
            }
            src.put(0, 5); // @RACE
            if (fixed) {
                lock.unlock();
            }
            putter.join();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
