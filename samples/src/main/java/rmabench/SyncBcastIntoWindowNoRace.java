package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts into element 1 of rank 1's window and unlocks, then broadcasts a value that rank 1 receives straight
 * into that element: the broadcast's data leaves rank 0 after the unlock completed the put, so the library's write
 * at rank 1 comes after it. Verdict: correct: no race.
 */
// ranks: 2
public class SyncBcastIntoWindowNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 9);
        IntBuffer value = rank == 0 ? MPI.newIntBuffer(1).put(0, 11) : MPI.slice(mem, 1);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 1, MPI.INT, 1, 1, 1, MPI.INT);
            win.unlock(1);
        }
        MPI.COMM_WORLD.bcast(value, 1, MPI.INT, 0);
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " element " + mem.get(1));
        win.free();
        MPI.Finalize();
    }
}
