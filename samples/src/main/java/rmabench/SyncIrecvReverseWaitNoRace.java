package rmabench;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 sends a token before it puts into rank 1's element 0 and another after the unlock, both with the same
 * tag. Rank 1 posts two iRecvs, waits for the second one first (MPI matches in posting order: it holds the token
 * sent after the put), reads the element, then waits for the first. Verdict: correct: no race.
 */
// ranks: 2
public class SyncIrecvReverseWaitNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, world);
        int seen = 0;
        if (rank == 0) {
            world.send(new int[] {1}, 1, MPI.INT, 1, 0);
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            world.send(new int[] {2}, 1, MPI.INT, 1, 0);
        } else {
            IntBuffer before = MPI.newIntBuffer(1);
            IntBuffer after = MPI.newIntBuffer(1);
            Request first = world.iRecv(before, 1, MPI.INT, 0, 0);
            Request second = world.iRecv(after, 1, MPI.INT, 0, 0);
            second.waitFor();
            seen = mem.get(0);
            first.waitFor();
        }
        world.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
