package rmabench;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Access path, a typed view: rank 1 stores through an asIntBuffer view of its byte window while rank 0 puts
 * into the same bytes. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class MiscIntViewStoreRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer mem = MPI.newByteBuffer(16).order(ByteOrder.nativeOrder());
        IntBuffer view = mem.asIntBuffer();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        Win win = new Win(mem, 16, 4, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 1, MPI.INT, 1, 1, 1, MPI.INT); // @RACE
        } else {
            view.put(1, 6); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
