package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.Win;

/**
 * Threads of one rank: a thread stores into window memory and then raises a flag the main thread polls before it
 * loads the element. A plain flag does not order the store before the load; with "fixed" the flag is volatile.
 */
public class ThreadVolatileFlag {
    private static volatile boolean ready;
    private static boolean plainReady;

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            Thread t = new Thread(() -> {
                mem.put(0, 7); // @RACE
                if (fixed) {
                    ready = true;
                } else {
                    plainReady = true;
                }
            });
            t.start();
            while (!(fixed ? ready : plainReady)) {
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
