package rmabench;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Two duplicates of COMM_WORLD, same members, same tag. Rank 0 sends a token on the first before it puts into rank
 * 1's element 0, and one on the second after the unlock; rank 1 receives the second one's token, reads the
 * element, then takes the first one's. MPI matches messages per communicator, so the token rank 1 waits for is
 * the one sent after the put. Verdict: correct: no race.
 */
// ranks: 2
public class SyncTwoDupsStreamNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        Intracomm first = world.dup();
        Intracomm second = world.dup();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        int[] token = {1};
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, world);
        int seen = 0;
        if (rank == 0) {
            first.send(token, 1, MPI.INT, 1, 0);
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            second.send(token, 1, MPI.INT, 1, 0);
        } else {
            second.recv(token, 1, MPI.INT, 0, 0);
            seen = mem.get(0);
            first.recv(token, 1, MPI.INT, 0, 0);
        }
        world.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        first.free();
        second.free();
        MPI.Finalize();
    }
}
