package rmarace;

import java.nio.IntBuffer;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import mpi.MPI;
import mpi.Win;

/**
 * Threads of one rank through an executor: a task stores into window memory and the main thread loads the element
 * without waiting for the task. With "fixed" it waits on the task's Future first (and a second task, submitted
 * after the main thread's store, loads it).
 */
public class ThreadExecutorFuture {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            ExecutorService pool = Executors.newFixedThreadPool(2);
            Future<?> stored = pool.submit(() -> {
                mem.put(0, 3); // @RACE
            });
            if (fixed) {
                stored.get();
            }
            System.out.println("value " + mem.get(0)); // @RACE
            stored.get();
            if (fixed) {
                mem.put(1, 4);
                Future<Integer> loaded = pool.submit(() -> mem.get(1));
                System.out.println("task read " + loaded.get());
            }
            pool.shutdown();
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
