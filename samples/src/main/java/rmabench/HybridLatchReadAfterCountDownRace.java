package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.CountDownLatch;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A thread of rank 1 loads element 0 of rank 1's window, counts a latch down and loads the element again; rank 1's
 * main thread awaits the latch and enters the barrier after which rank 0 puts into that element. The first load is
 * ordered before the put by the latch and the barrier, the second, made after the countDown, by nothing. Verdict:
 * racy (the two marked lines race).
 */
// ranks: 2
public class HybridLatchReadAfterCountDownRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 42);
        if (rank == 0) {
            MPI.COMM_WORLD.barrier();
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
            MPI.COMM_WORLD.barrier();
        } else {
            CountDownLatch ready = new CountDownLatch(1);
            int[] seen = new int[2];
            Thread reader = new Thread(() -> {
                seen[0] = mem.get(0);
                ready.countDown();
                seen[1] = mem.get(0); // @RACE
            });
            reader.start();
            ready.await();
            MPI.COMM_WORLD.barrier();
            MPI.COMM_WORLD.barrier();
            reader.join();
            System.out.println("rank 1 reader saw " + seen[0] + " and " + seen[1]);
        }
        win.free();
        MPI.Finalize();
    }
}
