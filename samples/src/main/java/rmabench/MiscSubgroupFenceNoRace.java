package rmabench;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Synchronization of part of the job: ranks 0 and 1 share a window and fence it twice around a put, ranks 2 and 3
 * meet in a barrier of their own. Afterwards rank 0 puts into rank 2's element of a window of every rank and
 * unlocks, and a world barrier orders that before rank 2 reads it. Verdict: correct: no race.
 */
// ranks: 4
public class MiscSubgroupFenceNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer v = MPI.newIntBuffer(1).put(0, 7);
        IntBuffer part = MPI.newIntBuffer(4);
        IntBuffer mem = MPI.newIntBuffer(4);
        Win world = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Intracomm group = MPI.COMM_WORLD.split(rank < 2 ? 0 : 1, rank);
        Win win = rank < 2 ? new Win(part, 4, 1, MPI.INFO_NULL, group) : null;
        if (rank < 2) {
            win.fence(0);
            if (rank == 0) {
                win.put(v, 1, MPI.INT, 1, 1, 1, MPI.INT);
            }
            win.fence(0);
        } else {
            group.barrier();
        }
        int seen = rank == 1 ? part.get(1) : 0;
        if (rank == 0) {
            world.lock(MPI.LOCK_SHARED, 2, 0);
            world.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT);
            world.unlock(2);
        }
        MPI.COMM_WORLD.barrier();
        if (rank == 2) {
            seen = mem.get(1);
        }
        System.out.println("rank " + rank + " saw " + seen);
        MPI.COMM_WORLD.barrier();
        if (win != null) {
            win.free();
        }
        world.free();
        MPI.Finalize();
    }
}
