package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Threads: two threads of rank 0 put into the same element of rank 1 inside one lockAll epoch, unordered. With
 * "fixed", the second thread starts only after the first one flushed and was joined.
 */
public class ThreadsPut {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.lockAll(0);
        if (rank == 0) {
            Thread[] threads = new Thread[2];
            for (int t = 0; t < 2; t++) {
                IntBuffer v = MPI.newIntBuffer(1).put(0, t);
                threads[t] = new Thread(() -> {
                    try {
                        win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
                        if (fixed) {
                            win.flush(1);
                        }
                    } catch (MPIException e) {
                        throw new IllegalStateException(e);
                    }
                });
            }
            if (fixed) {
                threads[0].start();
                threads[0].join();
                threads[1].start();
                threads[1].join();
            } else {
                threads[0].start();
                threads[1].start();
                threads[0].join();
                threads[1].join();
            }
        }
        win.unlockAll();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
