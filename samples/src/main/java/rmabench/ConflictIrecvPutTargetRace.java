package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * A nonblocking receive writes its buffer until its request completes: rank 0 posts an iRecv into element 0 of its
 * window and waits for it only after the closing fence, while in that fence epoch rank 1 puts into element 0 and
 * then sends the message (the put completes only at the fence, so the two writes land in either order). Verdict:
 * racy (the put against the receive).
 */
// ranks: 2
public class ConflictIrecvPutTargetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        win.fence(0);
        if (rank == 0) {
            Request r = MPI.COMM_WORLD.iRecv(mem, 1, MPI.INT, 1, 3); // @RACE
            win.fence(0);
            r.waitFor();
        } else {
            win.put(v, 1, MPI.INT, 0, 0, 1, MPI.INT); // @RACE
            MPI.COMM_WORLD.send(v, 1, MPI.INT, 0, 3);
            win.fence(0);
        }
        System.out.println("rank " + rank + " holds " + mem.get(0));
        win.free();
        MPI.Finalize();
    }
}
