package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * As SyncRecvStatusPollNoRace, but the receive rank 1 polls with getStatus before reading is the one of rank 2's
 * token, and rank 2 knows nothing of rank 0's put; the token rank 0 sends after its unlock is waited for only after
 * the read. Verdict: racy (the two marked lines race).
 */
// ranks: 3
public class SyncRecvStatusPollRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        IntBuffer fromZero = MPI.newIntBuffer(1);
        IntBuffer fromTwo = MPI.newIntBuffer(1);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        int seen = 0;
        if (rank == 0) {
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(v, 1, MPI.INT, 1, 0, 1, MPI.INT); // @RACE
            win.unlock(1);
            MPI.COMM_WORLD.send(new int[] {1}, 1, MPI.INT, 1, 0);
        } else if (rank == 1) {
            Request zero = MPI.COMM_WORLD.iRecv(fromZero, 1, MPI.INT, 0, 0);
            Request two = MPI.COMM_WORLD.iRecv(fromTwo, 1, MPI.INT, 2, 0);
            while (two.getStatus() == null) {
                Thread.onSpinWait();
            }
            seen = mem.get(0); // @RACE
            two.waitFor();
            zero.waitFor();
        } else {
            MPI.COMM_WORLD.send(new int[] {2}, 1, MPI.INT, 1, 0);
        }
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
