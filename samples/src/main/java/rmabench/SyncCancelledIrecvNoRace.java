package rmabench;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;
import mpi.Win;

/**
 * Rank 1 posts three iRecvs of one stream and cancels the second before anything is sent, so the first takes the
 * token rank 0 sends before its put and the third the token sent after the unlock. Rank 1 reads the element after the third receive completed.
 * Verdict: correct: no race.
 */
// ranks: 2
public class SyncCancelledIrecvNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, world);
        int[] token = {1};
        int seen = 0;
        boolean cancelled = false;
        if (rank == 0) {
            world.recv(token, 1, MPI.INT, 1, 5); // rank 1 has posted its receives
            world.send(token, 1, MPI.INT, 1, 0);
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            world.send(token, 1, MPI.INT, 1, 0);
        } else {
            Request first = world.iRecv(MPI.newIntBuffer(1), 1, MPI.INT, 0, 0);
            Request dropped = world.iRecv(MPI.newIntBuffer(1), 1, MPI.INT, 0, 0);
            dropped.cancel();
            Status s = dropped.waitStatus();
            cancelled = s.isCancelled();
            Request third = world.iRecv(MPI.newIntBuffer(1), 1, MPI.INT, 0, 0);
            world.send(token, 1, MPI.INT, 0, 5);
            third.waitFor();
            seen = mem.get(0);
            Request.waitAll(new Request[] {first, third});
        }
        world.barrier();
        System.out.println("rank " + rank + " saw " + seen + (cancelled ? " (cancelled)" : ""));
        win.free();
        MPI.Finalize();
    }
}
