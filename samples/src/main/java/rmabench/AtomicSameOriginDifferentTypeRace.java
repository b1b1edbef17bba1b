package rmabench;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * One origin accumulates a FLOAT and then an INT onto the same bytes in one epoch: no atomicity between
 * different element types, even from one origin. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class AtomicSameOriginDifferentTypeRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer mem = MPI.newByteBuffer(16);
        ByteBuffer f = MPI.newByteBuffer(4).order(ByteOrder.nativeOrder()).putFloat(0, 1f);
        ByteBuffer i = MPI.newByteBuffer(4).order(ByteOrder.nativeOrder()).putInt(0, 1);
        Win win = new Win(mem, 16, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.accumulate(f.asFloatBuffer(), 1, MPI.FLOAT, 1, 4, 1, MPI.FLOAT, MPI.SUM); // @RACE
            win.accumulate(i.asIntBuffer(), 1, MPI.INT, 1, 4, 1, MPI.INT, MPI.SUM); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
