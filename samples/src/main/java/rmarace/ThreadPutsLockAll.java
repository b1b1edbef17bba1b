package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Threads of one rank: a thread and the main thread of rank 0 put into the same element of rank 1 in one lockAll
 * epoch, nothing ordering them. With "fixed", the thread flushes and the main thread joins it before its own put.
 */
public class ThreadPutsLockAll {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer a = MPI.newIntBuffer(1).put(0, 1);
        IntBuffer b = MPI.newIntBuffer(1).put(0, 2);
        win.lockAll(0);
        if (rank == 0) {
            Thread t = new Thread(() -> {
                try {
                    win.put(a, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
                    if (fixed) {
                        win.flush(1);
                    }
                } catch (MPIException e) {
                    throw new IllegalStateException(e);
                }
            });
            t.start();
            if (fixed) {
                t.join();
            }
            win.put(b, 1, MPI.INT, 1, 2, 1, MPI.INT); // @RACE
            t.join();
        }
        win.unlockAll();
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
