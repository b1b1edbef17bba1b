package rmabench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Window from Win.allocate: rank 1 stores into its window memory while rank 0's put of the same bytes is in
 * flight. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscAllocateStoreRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        Win win = new Win(16, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_PRIVATE);
        ByteBuffer mem = (ByteBuffer) win.getBuffer();
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 8, 1, MPI.INT); // @RACE
        } else {
            mem.putInt(8, 6); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
