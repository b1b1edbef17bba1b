package rmabench;

import java.nio.IntBuffer;
import java.util.concurrent.CountDownLatch;
import mpi.MPI;
import mpi.Win;

/**
 * Rank 0 puts into element 0 of rank 1's window under an exclusive lock, unlocks, and sends rank 1 a message. On
 * rank 1 the main thread receives it and counts a latch down; a second thread waits for the latch and reads the
 * element. Verdict: correct.
 */
// ranks: 2
public class HybridSectionRecvTargetNoRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        int[] token = new int[1];
        if (rank == 0) {
            IntBuffer value = MPI.newIntBuffer(1).put(0, 42);
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(value, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 0);
        } else {
            CountDownLatch received = new CountDownLatch(1);
            Thread reader = new Thread(() -> {
                try {
                    received.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                System.out.println("rank 1 reads " + mem.get(0));
            });
            reader.start();
            MPI.COMM_WORLD.recv(token, 1, MPI.INT, 0, 0);
            received.countDown();
            reader.join();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
