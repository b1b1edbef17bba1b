package rmarace;

import java.nio.IntBuffer;
import java.util.concurrent.atomic.AtomicInteger;
import mpi.MPI;
import mpi.Win;

/**
 * Threads of one rank: a thread hands window memory to the main thread through an AtomicInteger. Racy: it sets
 * the flag before it stores, so the main thread's load after seeing the flag is not ordered after the store.
 * With "fixed" the store comes first.
 */
public class ThreadAtomicHandoff {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        AtomicInteger handed = new AtomicInteger();
        win.fence(0);
        if (rank == 0) {
            Thread t = new Thread(() -> {
                if (!fixed) {
                    handed.set(1);
                }
                mem.put(0, 7); // @RACE
                if (fixed) {
                    handed.set(1);
                }
            });
            t.start();
            while (handed.get() == 0) {
                Thread.sleep(1);
            }
            System.out.println("value " + mem.get(0)); // @RACE
            t.join();
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
