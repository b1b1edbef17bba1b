package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.CountDownLatch;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts into element 0 of rank 1's window under an exclusive lock, unlocks, and enters a barrier. On rank 1
 * two threads take one step each, in order: the first enters the barrier and then counts a latch down; the second
 * waits for the latch and reads the element. Verdict: correct.
 */
// ranks: 2
public class HybridOrderedRemoteNoRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            IntBuffer value = MPI.newIntBuffer(1).put(0, 42);
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(value, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            MPI.COMM_WORLD.barrier();
        } else {
            CountDownLatch first = new CountDownLatch(1);
            Thread step0 = new Thread(() -> {
                try {
                    MPI.COMM_WORLD.barrier();
                } catch (MPIException e) {
                    throw new IllegalStateException(e);
                }
                first.countDown();
            });
            Thread step1 = new Thread(() -> {
                try {
                    first.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                System.out.println("rank 1 reads " + mem.get(0));
            });
            step1.start();
            step0.start();
            step0.join();
            step1.join();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
