package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.atomic.AtomicInteger;
import mpi.MPI;
import mpi.Win;

/**
 * A second thread of rank 0 gets rank 1's element 0 into rank 0's window memory, unlocks, and raises a flag with
 * setOpaque; the main thread spins on getOpaque until it sees the flag, then reads the element. Opaque accesses
 * order no other memory, so nothing orders the read after the get. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class HybridFlagOpaqueRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4).put(0, 10 * rank);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            AtomicInteger done = new AtomicInteger();
            Thread getter = new Thread(() -> {
                try {
                    win.lock(MPI.LOCK_SHARED, 1, 0);
                    win.get(mem, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
                    win.unlock(1);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                done.setOpaque(1);
            });
            getter.start();
            while (done.getOpaque() == 0) {
                Thread.onSpinWait();
            }
            System.out.println("rank 0 reads " + mem.get(0)); // @RACE
            getter.join();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
