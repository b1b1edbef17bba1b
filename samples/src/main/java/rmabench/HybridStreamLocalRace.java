package rmabench;

import java.nio.IntBuffer;
import java.util.stream.IntStream;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 runs a parallel stream of two iterations (in two threads, or one after the other in one): one gets into
 * rank 0's own window memory (element 0) under an exclusive lock, the other reads that element. Verdict: racy (the
 * two marked lines race).
 */
// ranks: 2
public class HybridStreamLocalRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            IntStream.range(0, 2).parallel().forEach(i -> {
                try {
                    if (i == 0) {
                        win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
                        win.get(mem, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
                        win.unlock(1);
                    } else {
                        System.out.println("rank 0 reads " + mem.get(0)); // @RACE
                    }
                } catch (MPIException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
