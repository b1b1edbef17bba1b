package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 hands a task that loads element 0 of its own window to a delayed executor, then gets rank 1's element 0
 * into that element and joins the task, which starts only after the join began: nothing orders the task's load
 * and the get's write. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class HybridFutureJoinedEarlyRace {
    public static void main(String[] args) throws MPIException {
        if (MPI.InitThread(args, MPI.THREAD_MULTIPLE) < MPI.THREAD_MULTIPLE) {
            System.err.println("MPI_THREAD_MULTIPLE is not provided");
            MPI.COMM_WORLD.abort(1);
        }
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4).put(0, 10 + rank);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            Executor later = CompletableFuture.delayedExecutor(200, TimeUnit.MILLISECONDS);
            CompletableFuture<Integer> seen = CompletableFuture.supplyAsync(() -> mem.get(0), later); // @RACE
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.get(mem, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
            System.out.println("rank 0 task saw " + seen.join());
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
