package rmarace;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Atomics with different element types on the same bytes in one epoch (INT against FLOAT). */
public class AtomicDifferentType {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer mem = MPI.newByteBuffer(8);
        ByteBuffer v = MPI.newByteBuffer(4).order(ByteOrder.nativeOrder());
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            v.putInt(0, 3);
            win.accumulate(v.asIntBuffer(), 1, MPI.INT, 1, 0, 1, MPI.INT, MPI.SUM); // @RACE
        } else {
            v.putFloat(0, 3f);
            win.accumulate(v.asFloatBuffer(), 1, MPI.FLOAT, 1, 0, 1, MPI.FLOAT, MPI.SUM); // @RACE
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
