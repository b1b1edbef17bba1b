package syncbugs;

import java.nio.DoubleBuffer;
import mpi.MPI;
import mpi.MPIException;

/**
 * The Athena bug (paper Fig. 4): bvals() posts iSend of the send buffer, then pack(), another method, overwrites
 * that buffer through an aliased reference; no completion check at all. Every rank sends 1 MiB to its right
 * neighbour, which receives only after a barrier, so the library has certainly not sent the data yet.
 */
public class Athena {
    static final int N = 131072; // 1 MiB of doubles: a rendezvous message
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
        bvals(rank, size);
        MPI.COMM_WORLD.barrier();
        MPI.COMM_WORLD.recv(recvBuf, N, MPI.DOUBLE, (rank + size - 1) % size, 1);
        System.out.println("rank " + rank + " got " + recvBuf.get(0));
        MPI.Finalize();
    }

    static void bvals(int rank, int size) throws MPIException {
        MPI.COMM_WORLD.iSend(sendBuf, N, MPI.DOUBLE, (rank + 1) % size, 1); // @NB
        pack();
    }

    static void pack() {
        DoubleBuffer pSnd = sendBuf.duplicate();
        for (int i = 0; i < N; i++) {
            pSnd.put(grid[i]); // @ACC
        }
    }
}
