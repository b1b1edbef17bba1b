package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.Win;

/**
 * Threads of one rank ordered by something phase I does not model: a thread of rank 0 stores into rank 0's window
 * memory and ends; the main thread polls {@code Thread.isAlive} until it has ended, then stores into the same
 * element. The Java memory model orders the two stores (a thread's end happens before another thread sees it is no
 * longer alive), but phase I predicts a race; phase II pauses the first store while the main thread cannot reach
 * its own, so it never confirms it. With "racy" the main thread stores without waiting: predicted and confirmed.
 */
public class ThreadPollAlive {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean racy = args.length > 0 && args[0].equals("racy");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            Thread t = new Thread(() -> mem.put(0, 1)); // @RACE
            t.start();
            while (!racy && t.isAlive()) {
                Thread.onSpinWait();
            }
            mem.put(0, 2); // @RACE
            t.join();
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
