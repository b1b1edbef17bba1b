package kernels;

import mpi.MPI;
import mpi.MPIException;

/**
 * EP-like kernel: Gaussian pairs by the Marsaglia polar method, counted in square annuli as in NPB EP, with no
 * communication in the timed section. Uniform numbers come from a counter-based generator indexed by the
 * global pair number, so the sample is the same for any rank count. Checked statistically (the sample is
 * fixed, so the check is deterministic): acceptance ratio near pi/4, sums near 0, sums of squares near the
 * count. Argument: total pairs (divisible by the rank count).
 */
public final class Ep {
    private static final int ANNULI = 10;
    private static final double UNIT = 0x1.0p-53;

    private Ep() {
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Bench.started();
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int pairs = Bench.arg(args, 0, 3 << 25);
        Bench.require(pairs % size == 0, "pairs=" + pairs + " must be divisible by the rank count " + size);
        long first = (long) rank * (pairs / size);
        long last = first + pairs / size;
        double[] sums = new double[3 + ANNULI];
        MPI.COMM_WORLD.barrier();
        double t0 = MPI.wtime();
        double sx = 0;
        double sy = 0;
        double accepted = 0;
        double squares = 0;
        long[] annuli = new long[ANNULI];
        for (long k = first; k < last; k++) {
            double x = 2 * ((Keys.mix(2 * k) >>> 11) * UNIT) - 1;
            double y = 2 * ((Keys.mix(2 * k + 1) >>> 11) * UNIT) - 1;
            double t = x * x + y * y;
            if (t <= 1 && t > 0) {
                double f = Math.sqrt(-2 * Math.log(t) / t);
                double gx = x * f;
                double gy = y * f;
                int l = (int) Math.max(Math.abs(gx), Math.abs(gy));
                if (l < ANNULI) {
                    annuli[l]++;
                }
                sx += gx;
                sy += gy;
                squares += gx * gx + gy * gy;
                accepted++;
            }
        }
        double seconds = MPI.wtime() - t0;
        sums[0] = sx + sy;
        sums[1] = squares;
        sums[2] = accepted;
        for (int l = 0; l < ANNULI; l++) {
            sums[3 + l] = annuli[l];
        }
        MPI.COMM_WORLD.allReduce(sums, sums.length, MPI.DOUBLE, MPI.SUM);
        double acc = sums[2];
        double p = Math.PI / 4;
        double inAnnuli = 0;
        for (int l = 0; l < ANNULI; l++) {
            inAnnuli += sums[3 + l];
        }
        boolean ok = Math.abs(acc - pairs * p) < 6 * Math.sqrt(pairs * p * (1 - p))
                && Math.abs(sums[0]) < 6 * Math.sqrt(2 * acc)
                && Math.abs(sums[1] - 2 * acc) < 6 * 2 * Math.sqrt(acc)
                && acc - inAnnuli < 1e-3 * acc
                && sums[3] > sums[4] && sums[4] > sums[5];
        Bench.report("ep", "pairs=" + pairs, ok, seconds);
        MPI.Finalize();
    }
}
