package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicBoolean;
import mpi.MPI;
import mpi.Win;

/**
 * On rank 0 two threads run the same code: the one that claims the "single" block gets rank 1's element 0 into its
 * own window element 0 under an exclusive lock; both then meet at a {@code CyclicBarrier} (OpenMP's barrier at the
 * end of single) before reading that element. Verdict: correct.
 */
// ranks: 2
public class HybridSingleLocalNoRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            AtomicBoolean claimed = new AtomicBoolean();
            CyclicBarrier both = new CyclicBarrier(2);
            Runnable body = () -> {
                try {
                    if (claimed.compareAndSet(false, true)) {
                        win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
                        win.get(mem, 1, MPI.INT, 1, 0, 1, MPI.INT);
                        win.unlock(1);
                    }
                    both.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                System.out.println("rank 0 reads " + mem.get(0));
            };
            Thread other = new Thread(body);
            other.start();
            body.run();
            other.join();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
