package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Request-based RMA in a passive-target lock epoch (rank 0 on rank 1's window): the origin buffer of rPut and
 * rAccumulate is rewritten, the origin buffer of rGet read, and rGetAccumulate's origin rewritten and result read,
 * each before the request's wait (one finding per access, at its line).
 */
public class RmaRequests {
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
            Request put = win.rPut(origin, 4, MPI.INT, 1, 0, 4, MPI.INT); // @NB:rput
            origin.put(0, -1); // @ACC:rput
            put.waitFor();
            Request get = win.rGet(result, 4, MPI.INT, 1, 4, 4, MPI.INT); // @NB:rget
            sum += result.get(1); // @ACC:rget
            get.waitFor();
            Request acc = win.rAccumulate(origin, 4, MPI.INT, 1, 8, 4, MPI.INT, MPI.SUM); // @NB:racc
            origin.put(2, -1); // @ACC:racc
            acc.waitFor();
            Request ga = win.rGetAccumulate(origin, 4, MPI.INT, result, 4, MPI.INT, 1, 12, 4, MPI.INT, // @NB:rgetacc
                    MPI.SUM);
            origin.put(3, -1); // @ACC:rgetaccorigin
            sum += result.get(3); // @ACC:rgetaccresult
            ga.waitFor();
            win.unlock(1);
        }
        world.barrier();
        win.free();
        System.out.println("sum " + sum);
        MPI.Finalize();
    }
}
