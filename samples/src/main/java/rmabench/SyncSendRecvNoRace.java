package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 completes its put with unlock and then sends a message; rank 1 reads the element after receiving it:
 * the message orders the two. Verdict: correct: no race.
 */
// ranks: 2
public class SyncSendRecvNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        int[] token = {42};
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 0);
        } else {
            MPI.COMM_WORLD.recv(token, 1, MPI.INT, 0, 0);
            System.out.println("got " + mem.get(0));
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
