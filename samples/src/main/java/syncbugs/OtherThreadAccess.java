package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * With MPI_THREAD_MULTIPLE, the main thread posts sends and a worker thread rewrites their buffers before the
 * main thread's wait. The checker may then ask the library from the worker thread whether the data already left:
 * the small send did (eager: potential), the 1 MiB one waits for its receiver (rendezvous: error).
 */
public class OtherThreadAccess {
    public static void main(String[] args) throws Exception {
        int provided = MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        int rank = MPI.COMM_WORLD.getRank();
        int n = 256 * 1024;
        IntBuffer small = Buffers.ints(4);
        IntBuffer large = Buffers.ints(n);
        if (rank == 0) {
            Request s = MPI.COMM_WORLD.iSend(small, 4, MPI.INT, 1, 0); // @NB:small
            Request l = MPI.COMM_WORLD.iSend(large, n, MPI.INT, 1, 1); // @NB:large
            Thread worker = new Thread(() -> {
                small.put(0, -1); // @ACC:small
                large.put(n - 1, -1); // @ACC:large
            });
            worker.start();
            worker.join();
            Sync.signal(MPI.COMM_WORLD, 1);
            Request.waitAll(new Request[] {s, l});
        } else if (rank == 1) {
            Sync.await(MPI.COMM_WORLD, 0);
            MPI.COMM_WORLD.recv(small, 4, MPI.INT, 0, 0);
            MPI.COMM_WORLD.recv(large, n, MPI.INT, 0, 1);
        }
        System.out.println("provided " + (provided == MPI.THREAD_MULTIPLE ? "multiple" : provided));
        MPI.Finalize();
    }
}
