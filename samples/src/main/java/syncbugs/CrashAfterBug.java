package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;

/** Rank 0 overwrites a pending send buffer, then dies with an exception: its findings must survive on disk. */
public class CrashAfterBug {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(262144);
        if (rank == 0) {
            MPI.COMM_WORLD.iSend(buf, 262144, MPI.INT, 1, 0); // @NB
            buf.put(0, 1); // @ACC
            throw new IllegalStateException("rank 0 gives up");
        }
        MPI.Finalize();
    }
}
