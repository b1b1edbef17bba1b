package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.Win;

/**
 * A get's destination read by another thread, unordered with the get: a thread started before the get reads the
 * buffer the main thread then gets into (the read comes first in time), and is joined only after the fence. With
 * "fixed" the reading thread starts after the fence, which orders the get's completion before the read.
 */
public class ThreadReadsBeforeGet {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        for (int i = 0; i < 4; i++) {
            mem.put(i, 10 * rank + i);
        }
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer dst = MPI.newIntBuffer(2);
        int[] seen = new int[1];
        win.fence(0);
        if (rank == 0) {
            Thread reader = new Thread(() -> seen[0] = dst.get(1)); // @RACE
            if (!fixed) {
                reader.start();
                Thread.sleep(100);
            }
            win.get(dst, 2, MPI.INT, 1, 0, 2, MPI.INT); // @RACE
            win.fence(0);
            if (fixed) {
                reader.start();
            }
            reader.join();
            System.out.println("seen " + seen[0]);
        } else {
            win.fence(0);
        }
        win.free();
        MPI.Finalize();
    }
}
