package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts into element 3 of rank 1's window, unlocks (which completes the put at rank 1) and only then sends rank
 * 1 a message that rank 1 receives straight into that element: the data arrives after the put, which the message
 * orders before the library's write. Verdict: correct: no race.
 */
// ranks: 2
public class ConflictPutRecvTargetNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(8);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer element = MPI.slice(mem, 3);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer message = MPI.newIntBuffer(1).put(0, 6);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            win.put(v, 1, MPI.INT, 1, 3, 1, MPI.INT);
            win.unlock(1);
            MPI.COMM_WORLD.send(message, 1, MPI.INT, 1, 0);
        } else {
            MPI.COMM_WORLD.recv(element, 1, MPI.INT, 0, 0);
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " element " + mem.get(3));
        win.free();
        MPI.Finalize();
    }
}
