package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.Win;

/**
 * Rank 0 puts into element 0 of rank 1's window under an exclusive lock, unlocks, and enters a barrier. On rank 1
 * only the main thread enters the barrier; a second thread reads the element, later in time but ordered after the
 * barrier by nothing. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class HybridMasterRemoteRace {
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
            Thread reader = new Thread(() -> {
                try {
                    Thread.sleep(200); // usually after the barrier returned: time is not an ordering
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                System.out.println("rank 1 reads " + mem.get(0)); // @RACE
            });
            reader.start();
            MPI.COMM_WORLD.barrier();
            reader.join();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
