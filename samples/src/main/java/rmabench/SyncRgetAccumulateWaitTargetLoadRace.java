package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * An rGetAccumulate's request completes it at the origin only (MPI-3.1 11.3.5: the result is available, the origin
 * buffer free; nothing is said of the target): rank 0 adds to element 1 of rank 1's window in a lock epoch, waits
 * for the request and sends rank 1 a message before its unlock; rank 1 loads the element after receiving it.
 * Verdict: racy (the accumulate against the load).
 */
// ranks: 2
public class SyncRgetAccumulateWaitTargetLoadRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer add = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer old = MPI.newIntBuffer(1);
        IntBuffer note = MPI.newIntBuffer(1);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            Request r = win.rGetAccumulate(add, 1, MPI.INT, old, 1, MPI.INT, 1, 1, 1, MPI.INT, MPI.SUM); // @RACE
            r.waitFor();
            MPI.COMM_WORLD.send(note, 1, MPI.INT, 1, 0);
            win.unlock(1);
        } else {
            MPI.COMM_WORLD.recv(note, 1, MPI.INT, 0, 0);
            System.out.println("rank 1 holds " + mem.get(1)); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
