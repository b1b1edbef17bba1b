package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import mpi.MPI;
import mpi.Win;

/**
 * Rank 0 puts into element 0 of rank 1's window under an exclusive lock, unlocks, and enters a barrier. Rank 1
 * hands the barrier to an executor task, which raises a flag first; the main thread waits for the flag, not for the
 * task, and reads the element. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class HybridTaskRemoteRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            IntBuffer value = MPI.newIntBuffer(1).put(0, 42);
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(value, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
            MPI.COMM_WORLD.barrier();
        } else {
            ExecutorService pool = Executors.newSingleThreadExecutor();
            AtomicInteger started = new AtomicInteger();
            Future<?> task = pool.submit(() -> {
                started.incrementAndGet();
                MPI.COMM_WORLD.barrier();
                return null;
            });
            while (started.get() == 0) {
                Thread.onSpinWait();
            }
            System.out.println("rank 1 reads " + mem.get(0)); // @RACE
            task.get();
            pool.shutdown();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
