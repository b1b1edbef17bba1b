package rmabench;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * accumulate(SUM) of a LONG and of an INT over the same bytes of rank 2's window: different element types.
 * Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class AtomicDifferentTypeRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer mem = MPI.newByteBuffer(16);
        ByteBuffer v = MPI.newByteBuffer(8).order(ByteOrder.nativeOrder());
        Win win = new Win(mem, 16, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            v.putLong(0, 1L);
            win.accumulate(v.asLongBuffer(), 1, MPI.LONG, 2, 8, 1, MPI.LONG, MPI.SUM); // @RACE
        } else if (rank == 1) {
            v.putInt(0, 1);
            win.accumulate(v.asIntBuffer(), 1, MPI.INT, 2, 12, 1, MPI.INT, MPI.SUM); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
