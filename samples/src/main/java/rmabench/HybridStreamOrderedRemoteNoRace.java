package rmabench;

import java.nio.IntBuffer;
import java.util.stream.IntStream;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts into element 0 of rank 1's window under an exclusive lock, unlocks, and enters a barrier. Rank 1 runs
 * a parallel stream of two iterations with {@code forEachOrdered}: the first enters the barrier, the second, which
 * the stream runs after the first, reads the element. Verdict: correct.
 */
// ranks: 2
public class HybridStreamOrderedRemoteNoRace {
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
            IntStream.range(0, 2).parallel().forEachOrdered(i -> {
                if (i == 0) {
                    try {
                        MPI.COMM_WORLD.barrier();
                    } catch (MPIException e) {
                        throw new IllegalStateException(e);
                    }
                } else {
                    System.out.println("rank 1 reads " + mem.get(0));
                }
            });
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
