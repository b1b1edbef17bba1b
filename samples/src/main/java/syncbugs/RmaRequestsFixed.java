package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Correct twin of {@link RmaRequests}: each request-based RMA operation (rPut, rGet, rAccumulate,
 * rGetAccumulate) is waited for before its origin or result buffer is touched again, inside the lock epoch.
 */
public class RmaRequestsFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer base = Buffers.ints(16);
        Win win = new Win(base, 16, 1, MPI.INFO_NULL, world);
        long sum = 0;
        if (rank == 0) {
            IntBuffer origin = Buffers.ints(4);
            IntBuffer result = Buffers.ints(4);
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            Request put = win.rPut(origin, 4, MPI.INT, 1, 0, 4, MPI.INT);
            put.waitFor();
            origin.put(0, -1);
            Request get = win.rGet(result, 4, MPI.INT, 1, 4, 4, MPI.INT);
            get.waitFor();
            sum += result.get(1);
            Request acc = win.rAccumulate(origin, 4, MPI.INT, 1, 8, 4, MPI.INT, MPI.SUM);
            acc.waitFor();
            origin.put(2, -1);
            Request ga = win.rGetAccumulate(origin, 4, MPI.INT, result, 4, MPI.INT, 1, 12, 4, MPI.INT,
                    MPI.SUM);
            ga.waitFor();
            origin.put(3, -1);
            sum += result.get(3);
            win.unlock(1);
        }
        world.barrier();
        win.free();
        System.out.println("sum " + sum);
        MPI.Finalize();
    }
}
