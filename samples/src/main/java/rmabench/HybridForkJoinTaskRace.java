package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 hands a RecursiveAction to a ForkJoinPool; the task gets rank 1's element 0 into element 0 of rank 0's
 * window under a lock, while rank 0's main thread loads that element before joining the task. Verdict: racy (the
 * two marked lines race).
 */
// ranks: 2
public class HybridForkJoinTaskRace {
    /** Gets rank 1's first element into {@code into}. */
    static final class Fetch extends RecursiveAction {
        private final Win win;
        private final IntBuffer into;

        Fetch(Win win, IntBuffer into) {
            this.win = win;
            this.into = into;
        }

        @Override
        protected void compute() {
            try {
                win.lock(MPI.LOCK_SHARED, 1, 0);
                win.get(into, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
                win.unlock(1);
            } catch (MPIException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        if (MPI.InitThread(args, MPI.THREAD_MULTIPLE) < MPI.THREAD_MULTIPLE) {
            System.err.println("MPI_THREAD_MULTIPLE is not provided");
            MPI.COMM_WORLD.abort(1);
        }
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4).put(0, 10 + rank);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            ForkJoinPool pool = new ForkJoinPool(2);
            Fetch fetch = new Fetch(win, mem);
            pool.execute(fetch);
            int early = mem.get(0); // @RACE
            fetch.join();
            pool.shutdown();
            System.out.println("rank 0 read " + early);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
