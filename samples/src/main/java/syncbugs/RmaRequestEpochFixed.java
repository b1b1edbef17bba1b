package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * {@link RmaRequestEpoch} with the request kept and completed once the fence completed the operation (its wait returns
 * at once); and the same in a lock epoch, ended by unlock: nothing is reported. (Request.free would do as well for
 * the standard, but MPICH 4.0 refuses MPI_Request_free of a request-based RMA request: docs/mpis.md.)
 */
public class RmaRequestEpochFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer base = Buffers.ints(4);
        for (int i = 0; i < 4; i++) {
            base.put(i, 10 * rank + i);
        }
        Win win = new Win(base, 4, 1, MPI.INFO_NULL, world);
        IntBuffer got = Buffers.ints(4);
        win.fence(0);
        Request fenced = rank == 0 ? win.rGet(got, 4, MPI.INT, 1, 0, 4, MPI.INT) : null;
        win.fence(0);
        if (rank == 0) {
            System.out.println("got " + got.get(3));
            fenced.waitFor();
        }
        world.barrier();
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
            Request locked = win.rGet(got, 4, MPI.INT, 1, 0, 4, MPI.INT);
            win.unlock(1);
            System.out.println("got again " + got.get(2));
            locked.waitFor();
        }
        world.barrier();
        win.free();
        MPI.Finalize();
    }
}
