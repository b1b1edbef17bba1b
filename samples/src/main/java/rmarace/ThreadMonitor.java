package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.Win;

/**
 * Threads of one rank: the main thread stores into window memory inside a synchronized block, another thread
 * outside any. With "fixed", the other thread stores inside a synchronized method of the same monitor (the class),
 * and a third thread reads it inside a synchronized block: the monitor orders all three.
 */
public class ThreadMonitor {
    private static IntBuffer mem;

    private static synchronized void store(int v) {
        mem.put(1, v);
    }

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            Thread t = new Thread(() -> {
                if (fixed) {
                    store(1);
                } else {
                    mem.put(1, 1); // @RACE
                }
            });
            Thread reader = new Thread(() -> {
                synchronized (ThreadMonitor.class) {
                    if (fixed) {
                        System.out.println("read " + mem.get(1));
                    }
                }
            });
            t.start();
            reader.start();
            synchronized (ThreadMonitor.class) {
                mem.put(1, 2); // @RACE
            }
            t.join();
            reader.join();
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
