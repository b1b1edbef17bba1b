package rmabench;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Aliasing: a get writes into an int view of a byte buffer while the byte buffer itself is read at an
 * overlapping position before the fence. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscAliasViewRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer bytes = MPI.newByteBuffer(16).order(ByteOrder.nativeOrder());
        IntBuffer ints = bytes.asIntBuffer();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        int seen = 0;
        if (rank == 0) {
            win.get(ints, 2, MPI.INT, 1, 0, 2, MPI.INT); // @RACE
            seen = bytes.getInt(4); // @RACE
        }
        win.fence(0);
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
