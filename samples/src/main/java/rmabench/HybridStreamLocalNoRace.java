package rmabench;

import java.nio.IntBuffer;
import java.util.stream.IntStream;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 runs a parallel stream of two iterations: iteration i gets element 0 of rank i + 1's window into element i
 * of rank 0's own window memory, under a shared lock of that rank. The main thread reads element 0 once the stream's
 * {@code forEach} returned. Verdict: correct.
 */
// ranks: 3
public class HybridStreamLocalNoRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            // sliced before the stream: MPI.slice moves the parent buffer's position, so two threads slicing one
            // buffer at once race (the checker reports that too)
            IntBuffer[] parts = {MPI.slice(mem, 0), MPI.slice(mem, 1)};
            IntStream.range(0, 2).parallel().forEach(i -> {
                try {
                    win.lock(MPI.LOCK_SHARED, i + 1, 0);
                    win.get(parts[i], 1, MPI.INT, i + 1, 0, 1, MPI.INT);
                    win.unlock(i + 1);
                } catch (MPIException e) {
                    throw new IllegalStateException(e);
                }
            });
            System.out.println("rank 0 reads " + mem.get(0));
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
