package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.atomic.AtomicBoolean;
import mpi.MPI;
import mpi.Win;

/**
 * On rank 0 two threads run the same code: the one that claims the "single" block gets rank 1's element 0 into its
 * own window element 0 under an exclusive lock; neither waits for the other (OpenMP's single nowait), and both then
 * read that element. The other thread's read is not ordered with the get. Verdict: racy (the two marked lines
 * race).
 */
// ranks: 2
public class HybridSingleLocalRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            AtomicBoolean claimed = new AtomicBoolean();
            Runnable body = () -> {
                try {
                    if (claimed.compareAndSet(false, true)) {
                        win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
                        win.get(mem, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
                        win.unlock(1);
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                System.out.println("rank 0 reads " + mem.get(0)); // @RACE
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
