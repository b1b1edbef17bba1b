package example;

import mpi.MPI;
import mpi.MPIException;

/**
 * Pi by the midpoint rule, the intervals dealt round-robin to the ranks: rank 0 broadcasts their number, every rank
 * sums its share, and a reduction adds the shares on rank 0. Written against Open MPI's Java API.
 */
public class Pi {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int[] intervals = {rank == 0 ? 1_000_000 : 0};
        MPI.COMM_WORLD.bcast(intervals, 1, MPI.INT, 0);
        double h = 1.0 / intervals[0];
        double[] share = {0};
        for (int i = rank; i < intervals[0]; i += size) {
            double x = h * (i + 0.5);
            share[0] += 4.0 / (1.0 + x * x);
        }
        share[0] *= h;
        double[] pi = new double[1];
        MPI.COMM_WORLD.reduce(share, pi, 1, MPI.DOUBLE, MPI.SUM, 0);
        if (rank == 0) {
            System.out.printf("pi is %.10f over %d ranks, error %.1e%n", pi[0], size, Math.abs(pi[0] - Math.PI));
        }
        MPI.Finalize();
    }
}
