package rmabench;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * An allToAllv orders what its ranks did before it, not after: all ranks exchange blocks of different lengths,
 * then rank 1 puts into rank 0's window and unlocks while rank 0 loads the element; nothing orders the two.
 * Verdict: racy (the put against the load).
 */
// ranks: 3
public class SyncAllToAllvRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 11);
        MPI.COMM_WORLD.barrier();
        // rank r sends r + 1 values to everyone
        int[] sendCounts = new int[size];
        int[] sendDispls = new int[size];
        int[] recvCounts = new int[size];
        int[] recvDispls = new int[size];
        for (int r = 0; r < size; r++) {
            sendCounts[r] = rank + 1;
            sendDispls[r] = r * (rank + 1);
            recvCounts[r] = r + 1;
            recvDispls[r] = r == 0 ? 0 : recvDispls[r - 1] + r;
        }
        int[] out = new int[size * (rank + 1)];
        int[] in = new int[recvDispls[size - 1] + size];
        java.util.Arrays.fill(out, rank);
        MPI.COMM_WORLD.allToAllv(out, sendCounts, sendDispls, MPI.INT, in, recvCounts, recvDispls, MPI.INT);
        if (rank == 1) {
            win.lock(MPI.LOCK_EXCLUSIVE, 0, 0);
            win.put(v, 1, MPI.INT, 0, 3, 1, MPI.INT); // @RACE
            win.unlock(0);
        }
        int seen = rank == 0 ? mem.get(3) : 0; // @RACE
        System.out.println("rank " + rank + " got " + java.util.Arrays.toString(in) + " saw " + seen);
        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }
}
