package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Window from Win.allocate (shared flavor): rank 0 puts into rank 1's part, rank 1 reads it after the fence and
 * writes other bytes during the epoch. Verdict: correct: no race.
 */
// ranks: 2
public class MiscAllocateSharedNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        Win win = new Win(16, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_SHARED);
        ByteBuffer mem = (ByteBuffer) win.getBuffer();
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
        } else {
            mem.putInt(12, 3);
        }
        win.fence(0);
        if (rank == 1) {
            System.out.println("got " + mem.getInt(0));
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
