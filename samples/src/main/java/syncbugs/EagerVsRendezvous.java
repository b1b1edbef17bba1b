package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * The same bug on a small and a large message, before the receiver posted anything: the small one left at once
 * (eager protocol: LibDone, a potential error), the 1 MiB one waits for the receiver (rendezvous: Init, an error).
 */
public class EagerVsRendezvous {
    static final int SMALL = 8;
    static final int LARGE = 262144; // 1 MiB of ints

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer small = Buffers.ints(SMALL);
        IntBuffer large = Buffers.ints(LARGE);
        if (rank == 0) {
            Request a = MPI.COMM_WORLD.iSend(small, SMALL, MPI.INT, 1, 1); // @NB:small
            Request b = MPI.COMM_WORLD.iSend(large, LARGE, MPI.INT, 1, 2); // @NB:large
            small.put(0, 5); // @ACC:small
            large.put(LARGE - 1, 5); // @ACC:large
            MPI.COMM_WORLD.barrier();
            Request.waitAll(new Request[] {a, b});
        } else if (rank == 1) {
            MPI.COMM_WORLD.barrier();
            MPI.COMM_WORLD.recv(small, SMALL, MPI.INT, 0, 1);
            MPI.COMM_WORLD.recv(large, LARGE, MPI.INT, 0, 2);
            System.out.println("received");
        } else {
            MPI.COMM_WORLD.barrier();
        }
        MPI.Finalize();
    }
}
