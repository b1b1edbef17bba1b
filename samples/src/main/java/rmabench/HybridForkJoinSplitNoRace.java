package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 1 fills its window with a RecursiveAction that splits the range in halves (one forked, one computed in
 * place, then joined), run by pool.invoke; after the invoke returns, a barrier lets rank 0 get the filled elements.
 * Every store happens before the invoke returns. Verdict: correct: no race.
 */
// ranks: 2
public class HybridForkJoinSplitNoRace {
    /** Stores i * 3 into elements [from, to) of {@code mem}. */
    static final class Fill extends RecursiveAction {
        private final IntBuffer mem;
        private final int from;
        private final int to;

        Fill(IntBuffer mem, int from, int to) {
            this.mem = mem;
            this.from = from;
            this.to = to;
        }

        @Override
        protected void compute() {
            if (to - from <= 2) {
                for (int i = from; i < to; i++) {
                    mem.put(i, i * 3);
                }
                return;
            }
            int middle = (from + to) / 2;
            Fill low = new Fill(mem, from, middle);
            low.fork();
            new Fill(mem, middle, to).compute();
            low.join();
        }
    }

    public static void main(String[] args) throws MPIException {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(8);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer copy = MPI.newIntBuffer(8);
        if (rank == 1) {
            ForkJoinPool pool = new ForkJoinPool(2);
            pool.invoke(new Fill(mem, 0, 8));
            pool.shutdown();
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.get(copy, 8, MPI.INT, 1, 0, 8, MPI.INT);
            win.unlock(1);
            System.out.println("rank 0 got " + copy.get(7));
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
