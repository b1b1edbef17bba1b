package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rank 0 puts into element 3 of rank 1's window and, before its unlock completes the put, sends rank 1 a message
 * that rank 1 receives straight into that element: the library's write of the received data and the put are not
 * ordered. Verdict: racy (the two marked lines race).
 */
// ranks: 2
public class ConflictPutRecvTargetRace {
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
            win.put(v, 1, MPI.INT, 1, 3, 1, MPI.INT); // @RACE
            MPI.COMM_WORLD.send(message, 1, MPI.INT, 1, 0);
            win.unlock(1);
        } else {
            MPI.COMM_WORLD.recv(element, 1, MPI.INT, 0, 0); // @RACE
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " element " + mem.get(3));
        win.free();
        MPI.Finalize();
    }
}
