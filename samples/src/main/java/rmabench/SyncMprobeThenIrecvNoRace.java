package rmabench;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Message;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 sends a token before it puts into rank 1's element 0 and another after the unlock. Rank 1 matches the
 * first with mProbe, then posts an iRecv, which MPI gives the second. Rank 1 reads the element after the iRecv completed, then receives the probed message. Verdict: correct: no race.
 */
// ranks: 2
public class SyncMprobeThenIrecvNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, world);
        int[] token = {1};
        int seen = 0;
        if (rank == 0) {
            world.send(token, 1, MPI.INT, 1, 0);
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            world.send(token, 1, MPI.INT, 1, 0);
        } else {
            Message matched = new Message();
            matched.mProbe(0, 0, world);
            Request later = world.iRecv(MPI.newIntBuffer(1), 1, MPI.INT, 0, 0);
            later.waitFor();
            seen = mem.get(0);
            matched.mRecv(new int[1], 1, MPI.INT);
        }
        world.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
