package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.Win;

/**
 * Rank 0's main thread gets into its own window memory (element 0) under an exclusive lock while a second thread
 * of rank 0 reads that element: nothing orders the read after the get's completion. Verdict: racy (the two marked
 * lines race).
 */
// ranks: 2
public class HybridMasterLocalRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            Thread reader = new Thread(() -> System.out.println("rank 0 reads " + mem.get(0))); // @RACE
            reader.start();
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.get(mem, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
            reader.join();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
