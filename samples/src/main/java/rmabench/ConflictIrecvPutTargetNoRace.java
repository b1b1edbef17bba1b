package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * A nonblocking receive's write ends when its request completes: rank 0 receives a message into element 0 of its
 * window with iRecv and waits for it before the fence, and rank 1 puts into element 0 only in the next fence epoch.
 * Verdict: correct: no race.
 */
// ranks: 2
public class ConflictIrecvPutTargetNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        win.fence(0);
        if (rank == 0) {
            Request r = MPI.COMM_WORLD.iRecv(mem, 1, MPI.INT, 1, 3);
            r.waitFor();
            win.fence(0);
        } else {
            MPI.COMM_WORLD.send(v, 1, MPI.INT, 0, 3);
            win.fence(0);
            win.put(v, 1, MPI.INT, 0, 0, 1, MPI.INT);
        }
        win.fence(0);
        System.out.println("rank " + rank + " holds " + mem.get(0));
        win.free();
        MPI.Finalize();
    }
}
