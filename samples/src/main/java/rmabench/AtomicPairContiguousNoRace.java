package rmabench;

import java.nio.ByteBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A type built of a pair type has that pair as its basic type: rank 0 accumulates MAXLOC on two MPI.INT2 pairs of
 * rank 2 through a contiguous type of two pairs, rank 1 on the second pair through MPI.INT2 itself. Same basic
 * type, same op, pairs that coincide: atomic. Verdict: correct: no race.
 */
// ranks: 3
public class AtomicPairContiguousNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer mem = MPI.newByteBuffer(32);
        Win win = new Win(mem, 32, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        ByteBuffer pairs = MPI.newByteBuffer(16);
        pairs.putInt(0, 10 + rank).putInt(4, rank).putInt(8, 20 + rank).putInt(12, rank);
        Datatype two = Datatype.createContiguous(2, MPI.INT2);
        two.commit();
        win.fence(0);
        if (rank == 0) {
            win.accumulate(pairs, 2, MPI.INT2, 2, 0, 1, two, MPI.MAXLOC);
        } else if (rank == 1) {
            win.accumulate(pairs, 1, MPI.INT2, 2, 8, 1, MPI.INT2, MPI.MAXLOC);
        }
        win.fence(0);
        System.out.println("rank " + rank + " holds " + mem.getInt(8) + "," + mem.getInt(12));
        two.free();
        win.free();
        MPI.Finalize();
    }
}
