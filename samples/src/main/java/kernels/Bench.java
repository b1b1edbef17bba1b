package kernels;

import mpi.MPI;
import mpi.MPIException;

/**
 * What every kernel shares: its integer arguments, and the end-of-run report. Rank 0 prints "VERIFIED" or
 * "FAILED" (every rank must have verified its part), "time <s>", the slowest rank's timed section (the steady
 * state: not JVM start-up, not the warm-up iterations, {@link #warmUp}), and "whole <s>", the slowest rank's whole
 * run from the first barrier after MPI.Init to the report before MPI.Finalize, warm-up included: what a user who
 * times a run sees. bench-check compares both.
 */
final class Bench {
    /** MPI.wtime() at the barrier after MPI.Init ({@link #started}), or NaN when a kernel did not call it. */
    private static double wholeStart = Double.NaN;

    private Bench() {
    }

    /** Right after MPI.Init: the barrier that starts the whole-run time (as a user's own timer would). */
    static void started() throws MPIException {
        MPI.COMM_WORLD.barrier();
        wholeStart = MPI.wtime();
    }

    /** Positional integer argument {@code i}, or {@code fallback} when absent. */
    static int arg(String[] args, int i, int fallback) {
        if (args.length <= i) {
            return fallback;
        }
        int v = Integer.parseInt(args[i]);
        if (v <= 0) {
            throw new IllegalArgumentException("argument " + (i + 1) + " must be positive: " + v);
        }
        return v;
    }

    /**
     * Iterations that warm the JIT up before the timed ones, in every configuration alike: the first fifth (at
     * least one when there are two or more). The time then measures the steady state a long run would see, not
     * the compilation of the first few iterations, which on 2 cores shared by 4 ranks and their compiler threads
     * dominated these seconds-long kernels (and more so with the checker's extra code to compile).
     */
    static int warmUp(int iterations) {
        return iterations >= 2 ? Math.max(1, iterations / 5) : 0;
    }

    /** Combines every rank's verdict and timed section; rank 0 prints the result. */
    static void report(String name, String size, boolean ok, double seconds) throws MPIException {
        int[] good = {ok ? 1 : 0};
        double[] time = {seconds, MPI.wtime() - wholeStart};
        MPI.COMM_WORLD.allReduce(good, 1, MPI.INT, MPI.MIN);
        MPI.COMM_WORLD.allReduce(time, 2, MPI.DOUBLE, MPI.MAX);
        if (MPI.COMM_WORLD.getRank() == 0) {
            System.out.println(name + " " + size + " ranks " + MPI.COMM_WORLD.getSize());
            System.out.println(good[0] == 1 ? "VERIFIED" : "FAILED");
            System.out.printf("time %.6f%n", time[0]);
            if (!Double.isNaN(time[1])) {
                System.out.printf("whole %.6f%n", time[1]);
            }
        }
    }

    /** Fails fast when the decomposition cannot work, with a message saying why. */
    static void require(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException(message);
        }
    }
}
