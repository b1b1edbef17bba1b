package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import mpi.MPI;
import mpi.Win;

/**
 * Rank 0 hands a task to an executor: it raises a flag, then gets into rank 0's own window memory (element 0)
 * under an exclusive lock. The main thread waits for the flag, not for the task, and reads the element: the flag
 * was raised before the get. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class HybridTaskLocalRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            ExecutorService pool = Executors.newSingleThreadExecutor();
            AtomicInteger started = new AtomicInteger();
            Future<?> task = pool.submit(() -> {
                started.incrementAndGet();
                win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
                win.get(mem, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
                win.unlock(1);
                return null;
            });
            while (started.get() == 0) {
                Thread.onSpinWait();
            }
            System.out.println("rank 0 reads " + mem.get(0)); // @RACE
            task.get();
            pool.shutdown();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
