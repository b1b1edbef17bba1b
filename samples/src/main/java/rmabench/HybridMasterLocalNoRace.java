package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.CyclicBarrier;
import mpi.MPI;
import mpi.Win;

/**
 * Rank 0's main thread gets into its own window memory (element 0) under an exclusive lock; a second thread of
 * rank 0 reads that element only after both threads met at a {@code CyclicBarrier} that the main thread reaches
 * after the unlock. Verdict: correct.
 */
// ranks: 2
public class HybridMasterLocalNoRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            CyclicBarrier both = new CyclicBarrier(2);
            Thread reader = new Thread(() -> {
                try {
                    both.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                System.out.println("rank 0 reads " + mem.get(0));
            });
            reader.start();
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.get(mem, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            both.await();
            reader.join();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
