package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 overwrites the origin buffer of an rPut before its request completes. Verdict: racy (the two marked
 * lines race).
 */
// ranks: 2
public class ConflictRputStoreOriginRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = MPI.newIntBuffer(1).put(0, 3);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lockAll(0);
            Request r = win.rPut(buf, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            buf.put(0, 4); // @RACE
            r.waitFor();
            win.unlockAll();
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
