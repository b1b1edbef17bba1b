package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.atomic.AtomicBoolean;
import mpi.MPI;
import mpi.Win;

/**
 * Rank 0 puts into element 0 of rank 1's window under an exclusive lock, unlocks, and enters a barrier. On rank 1
 * two threads run the same code: the one that claims the "single" block enters the barrier; neither waits for the
 * other (single nowait) before reading the element, so the other thread's read is not ordered with the put.
 * Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class HybridSingleRemoteRace {
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
            AtomicBoolean claimed = new AtomicBoolean();
            Runnable body = () -> {
                try {
                    if (claimed.compareAndSet(false, true)) {
                        MPI.COMM_WORLD.barrier();
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                System.out.println("rank 1 reads " + mem.get(0)); // @RACE
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
