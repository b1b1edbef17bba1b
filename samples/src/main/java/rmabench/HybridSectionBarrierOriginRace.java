package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * On rank 0 a second thread puts into element 0 of rank 1's window under an exclusive lock and unlocks, while the
 * main thread sleeps and then enters a barrier: the unlock comes first in time, but nothing orders it before the
 * main thread's barrier. Rank 1 reads the element after the barrier. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class HybridSectionBarrierOriginRace {
    public static void main(String[] args) throws Exception {
        MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(10);
        Win win = new Win(mem, 10, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            IntBuffer value = MPI.newIntBuffer(1).put(0, 42);
            Thread writer = new Thread(() -> {
                try {
                    win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
                    win.put(value, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
                    win.unlock(1);
                } catch (MPIException e) {
                    throw new IllegalStateException(e);
                }
            });
            writer.start();
            Thread.sleep(200);
            MPI.COMM_WORLD.barrier();
            writer.join();
        } else {
            MPI.COMM_WORLD.barrier();
            System.out.println("rank 1 reads " + mem.get(0)); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
