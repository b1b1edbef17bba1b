package rmabench;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Access path, a bulk copy between buffers: rank 1 fills its window with put(ByteBuffer) only after the fence
 * that completes rank 0's put. Verdict: correct: no race.
 */
// ranks: 2
public class MiscBulkBufferCopyNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer mem = MPI.newByteBuffer(16);
        ByteBuffer src = MPI.newByteBuffer(16);
        ByteBuffer v = MPI.newByteBuffer(4);
        Win win = new Win(mem, 16, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            win.put(v, 4, MPI.BYTE, 1, 4, 4, MPI.BYTE);
        }
        win.fence(0);
        if (rank == 1) {
            mem.clear();
            mem.put(src);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
