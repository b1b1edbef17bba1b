package kernels;

import mpi.MPI;
import mpi.MPIException;

/**
 * IS-like bucket sort: each rank counts its keys per owner rank, the counts go through allToAll, the keys
 * through allToAllv, and each owner sorts its range by counting. Checked every iteration.
 * Arguments: keys per rank, iterations, maxKey (divisible by the rank count).
 */
public final class Is {
    private Is() {
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Bench.started();
        int perRank = Bench.arg(args, 0, 1 << 20);
        int iterations = Bench.arg(args, 1, 12);
        int maxKey = Bench.arg(args, 2, 1 << 19);
        Keys keys = new Keys(perRank, maxKey);
        boolean ok = true;
        double seconds = 0;
        for (int it = 0; it < iterations; it++) {
            keys.generate(it);
            MPI.COMM_WORLD.barrier();
            double t0 = MPI.wtime();
            int[] counts = keys.counts();
            int[] sdispls = Keys.displacements(counts);
            int[] send = keys.byDestination(counts, sdispls);
            int[] recvCounts = new int[keys.size];
            MPI.COMM_WORLD.allToAll(counts, 1, MPI.INT, recvCounts, 1, MPI.INT);
            int[] rdispls = Keys.displacements(recvCounts);
            int total = rdispls[keys.size - 1] + recvCounts[keys.size - 1];
            int[] received = new int[total];
            MPI.COMM_WORLD.allToAllv(send, counts, sdispls, MPI.INT, received, recvCounts, rdispls, MPI.INT);
            int[] sorted = keys.sortOwned(received, total, new int[keys.range]);
            if (it >= Bench.warmUp(iterations)) {
                seconds += MPI.wtime() - t0;
            }
            ok &= keys.check(sorted);
        }
        Bench.report("is", "keys=" + perRank + " iterations=" + iterations + " maxKey=" + maxKey, ok, seconds);
        MPI.Finalize();
    }
}
