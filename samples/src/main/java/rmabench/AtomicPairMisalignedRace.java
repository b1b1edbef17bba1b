package rmabench;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Pair types are atomic per pair: on a byte window (displacement unit 1) rank 0 accumulates MAXLOC on an MPI.INT2
 * pair at byte 0 and rank 1 on one at byte 4, so rank 0's index is rank 1's value. The pairs overlap without
 * coinciding, and no pair is updated atomically. Verdict: racy (the two accumulates).
 */
// ranks: 3
public class AtomicPairMisalignedRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer mem = MPI.newByteBuffer(32);
        Win win = new Win(mem, 32, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        ByteBuffer pair = MPI.newByteBuffer(8);
        pair.putInt(0, 10 + rank).putInt(4, rank);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(pair, 1, MPI.INT2, 2, 0, 1, MPI.INT2, MPI.MAXLOC); // @RACE
        } else if (rank == 1) {
            win.accumulate(pair, 1, MPI.INT2, 2, 4, 1, MPI.INT2, MPI.MAXLOC); // @RACE
        }
        win.fence(0);
        System.out.println("rank " + rank + " holds " + mem.getInt(0) + "," + mem.getInt(4) + "," + mem.getInt(8));
        win.free();
        MPI.Finalize();
    }
}
