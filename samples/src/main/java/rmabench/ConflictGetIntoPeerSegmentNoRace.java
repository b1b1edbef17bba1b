package rmabench;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * As ConflictGetIntoPeerSegmentRace, but rank 1 reads bytes 8..12 of its part only after a barrier that rank 0
 * enters after its unlock completed the get (and after win.sync, which makes the bytes visible). Verdict: correct:
 * no race.
 */
// ranks: 2
public class ConflictGetIntoPeerSegmentNoRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        Win win = new Win(16, 1, MPI.INFO_NULL, MPI.COMM_WORLD, null, Win.FLAVOR_SHARED);
        ByteBuffer mine = (ByteBuffer) win.getBuffer();
        int seen = 0;
        win.lockAll(MPI.MODE_NOCHECK);
        if (rank == 0) {
            ByteBuffer peer = MPI.slice(win.sharedQuery(1), 8);
            win.get(peer, 4, MPI.BYTE, 1, 0, 4, MPI.BYTE);
            win.flush(1);
        }
        win.sync();
        MPI.COMM_WORLD.barrier();
        win.sync();
        if (rank == 1) {
            seen = mine.getInt(8);
        }
        win.unlockAll();
        MPI.COMM_WORLD.barrier();
        System.out.println("rank " + rank + " saw " + seen);
        win.free();
        MPI.Finalize();
    }
}
