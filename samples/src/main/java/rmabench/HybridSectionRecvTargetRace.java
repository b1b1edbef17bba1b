package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.Win;

/**
 * Rank 0 puts into element 0 of rank 1's window under an exclusive lock, unlocks, and sends rank 1 a message. On
 * rank 1 the main thread receives it while a second thread, later in time but ordered after the receive by nothing,
 * reads the element. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class HybridSectionRecvTargetRace {
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
            win.put(value, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 0);
        } else {
            Thread reader = new Thread(() -> {
                try {
                    Thread.sleep(200); // usually after the receive returned: time is not an ordering
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                System.out.println("rank 1 reads " + mem.get(0)); // @RACE
            });
            reader.start();
            MPI.COMM_WORLD.recv(token, 1, MPI.INT, 0, 0);
            reader.join();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
