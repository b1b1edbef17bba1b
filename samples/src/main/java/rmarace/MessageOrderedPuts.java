package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Synchronization by a message: rank 1 puts only after a message from rank 0 says rank 0's lock epoch is over.
 * Phase I orders the puts through its vector clocks and stays silent; with race.messages=false it predicts a race
 * (shared locks, no fence or barrier between), which phase II never confirms, because rank 1 cannot reach its put
 * while rank 0 is paused at its own.
 */
public class MessageOrderedPuts {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        int[] token = new int[1];
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 0, 1, MPI.INT); // @RACE
            win.unlock(2);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 0);
        } else if (rank == 1) {
            MPI.COMM_WORLD.recv(token, 1, MPI.INT, 0, 0);
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 0, 1, MPI.INT); // @RACE
            win.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
