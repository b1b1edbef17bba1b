package rmabench;

import java.nio.IntBuffer;
import mpi.CartComm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * A neighbour collective orders nothing between ranks that are not neighbours: on the line 0 - 1 - 2, rank 0 puts
 * into rank 2's window and unlocks, then the line's ranks gather their neighbours' values; rank 2 hears only from
 * rank 1, whose block does not wait for rank 0's, so rank 2's load afterwards is not ordered with the put.
 * Verdict: racy (the put against the load).
 */
// ranks: 3
public class SyncNeighborAllGatherRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        CartComm line = MPI.COMM_WORLD.createCart(new int[] {3}, new boolean[] {false}, false);
        IntBuffer mem = MPI.newIntBuffer(2);
        Win win = new Win(mem, 2, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer v = MPI.newIntBuffer(1).put(0, 5);
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 0, 1, MPI.INT); // @RACE
            win.unlock(2);
        }
        int[] mine = {rank};
        int[] around = {-1, -1};
        line.neighborAllGather(mine, 1, MPI.INT, around, 1, MPI.INT);
        int seen = rank == 2 ? mem.get(0) : 0; // @RACE
        System.out.println("rank " + rank + " neighbours " + around[0] + "," + around[1] + " saw " + seen);
        MPI.COMM_WORLD.barrier();
        win.free();
        line.free();
        MPI.Finalize();
    }
}
