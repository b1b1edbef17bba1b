package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * A nonblocking send reads its buffer until its request completes: in one fence epoch rank 1 sends element 0 of its
 * window with iSend, waited for after the closing fence, while rank 0 puts into that element. Verdict: racy (the
 * put against the send).
 */
// ranks: 2
public class ConflictIsendPutTargetRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer got = MPI.newIntBuffer(1);
        Request r;
        if (rank == 0) {
            r = MPI.COMM_WORLD.iRecv(got, 1, MPI.INT, 1, 3);
            win.fence(0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
        } else {
            win.fence(0);
            r = MPI.COMM_WORLD.iSend(mem, 1, MPI.INT, 0, 3); // @RACE
        }
        win.fence(0);
        r.waitFor();
        System.out.println("rank " + rank + " got " + got.get(0));
        win.free();
        MPI.Finalize();
    }
}
