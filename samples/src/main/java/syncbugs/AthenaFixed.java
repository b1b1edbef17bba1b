package syncbugs;

import java.nio.DoubleBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** Athena fixed: the buffer is packed before the send is posted, and the send is completed. */
public class AthenaFixed {
    static final int N = 131072;
    static DoubleBuffer sendBuf;
    static DoubleBuffer recvBuf;
    static double[] grid = new double[N];

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        sendBuf = Buffers.doubles(N);
        recvBuf = Buffers.doubles(N);
        for (int i = 0; i < N; i++) {
            grid[i] = rank + i * 1e-6;
        }
        Request r = bvals(rank, size);
        MPI.COMM_WORLD.barrier();
        MPI.COMM_WORLD.recv(recvBuf, N, MPI.DOUBLE, (rank + size - 1) % size, 1);
        r.waitFor();
        pack(); // the next step's data, now that the send is complete
        System.out.println("rank " + rank + " got " + recvBuf.get(0));
        MPI.Finalize();
    }

    static Request bvals(int rank, int size) throws MPIException {
        pack();
        return MPI.COMM_WORLD.iSend(sendBuf, N, MPI.DOUBLE, (rank + 1) % size, 1);
    }

    static void pack() {
        DoubleBuffer pSnd = sendBuf.duplicate();
        for (int i = 0; i < N; i++) {
            pSnd.put(grid[i]);
        }
    }
}
