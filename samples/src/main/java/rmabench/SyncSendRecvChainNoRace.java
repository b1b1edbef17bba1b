package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A chain of messages 0 -> 1 -> 2 orders rank 0's completed put into rank 2's window before rank 2's read.
 * Verdict: correct: no race.
 */
// ranks: 3
public class SyncSendRecvChainNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        int[] token = {42};
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT);
            win.unlock(2);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 7);
        } else if (rank == 1) {
            MPI.COMM_WORLD.recv(token, 1, MPI.INT, 0, 7);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 2, 7);
        } else {
            MPI.COMM_WORLD.recv(token, 1, MPI.INT, 1, 7);
            System.out.println("got " + mem.get(1));
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
