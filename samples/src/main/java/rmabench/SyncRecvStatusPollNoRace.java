package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Rank 0 puts into rank 1's element 0, unlocks and then sends a token; rank 1 polls its receive of the token with
 * getStatus until the status reports it complete, reads the element, and only then waits for the request. A
 * receive that getStatus finds complete has its message, sent after the unlock. Verdict: correct: no race.
 */
// ranks: 2
public class SyncRecvStatusPollNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer token = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        int seen = 0;
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            MPI.COMM_WORLD.send(new int[] {1}, 1, MPI.INT, 1, 0);
        } else {
            Request r = MPI.COMM_WORLD.iRecv(token, 1, MPI.INT, 0, 0);
            while (r.getStatus() == null) {
                Thread.onSpinWait();
            }
            seen = mem.get(0);
            r.waitFor();
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
