package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * On rank 0 a second thread puts into element 0 of rank 1's window under an exclusive lock and unlocks; the main
 * thread joins it before it sends rank 1 a message. Rank 1 reads the element after receiving the message. Verdict:
 * correct.
 */
// ranks: 2
public class HybridSectionSendOriginNoRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        int[] token = new int[1];
        if (rank == 0) {
            IntBuffer value = MPI.newIntBuffer(1).put(0, 42);
            Thread writer = new Thread(() -> {
                try {
                    win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
                    win.put(value, 1, MPI.INT, 1, 0, 1, MPI.INT);
                    win.unlock(1);
                } catch (MPIException e) {
                    throw new IllegalStateException(e);
                }
            });
            writer.start();
            writer.join();
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 0);
        } else {
            MPI.COMM_WORLD.recv(token, 1, MPI.INT, 0, 0);
            System.out.println("rank 1 reads " + mem.get(0));
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
