package kernels;

import mpi.MPI;
import mpi.MPIException;

/**
 * FT-like kernel: 2-D complex FFTs of an n x n array split into row blocks. Row FFTs are local; the column
 * pass goes through a global transpose with allToAll. Each iteration transforms a plane wave forward (the
 * result must be a single spike of height n^2 at the wave's frequency, in transposed layout) and back (the
 * result must be the wave again). Arguments: n (a power of two, divisible by the rank count), iterations.
 */
public final class Ft {
    private final int n;
    private final int m;
    private final int rank;
    private final int size;
    private final double[] cos;
    private final double[] sin;
    private final int[] reversed;
    private double[] data;
    private double[] spare;
    private final double[] send;
    private final double[] recv;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Bench.started();
        int n = Bench.arg(args, 0, 1024);
        int iterations = Bench.arg(args, 1, 12);
        new Ft(n).run(iterations);
        MPI.Finalize();
    }

    Ft(int n) throws MPIException {
        rank = MPI.COMM_WORLD.getRank();
        size = MPI.COMM_WORLD.getSize();
        Bench.require(Integer.bitCount(n) == 1 && n % size == 0, "n=" + n
                + " must be a power of two divisible by the rank count " + size);
        this.n = n;
        this.m = n / size;
        cos = new double[n / 2];
        sin = new double[n / 2];
        for (int k = 0; k < n / 2; k++) {
            cos[k] = Math.cos(2 * Math.PI * k / n);
            sin[k] = Math.sin(2 * Math.PI * k / n);
        }
        reversed = new int[n];
        int bits = Integer.numberOfTrailingZeros(n);
        for (int i = 0; i < n; i++) {
            reversed[i] = bits == 0 ? 0 : Integer.reverse(i) >>> (32 - bits);
        }
        data = new double[2 * m * n];
        spare = new double[2 * m * n];
        send = new double[2 * m * n];
        recv = new double[2 * m * n];
    }

    void run(int iterations) throws MPIException {
        boolean ok = true;
        double seconds = 0;
        for (int it = 0; it < iterations; it++) {
            int a = (7 * it + 1) % n;
            int b = (3 * it + 2) % n;
            wave(a, b);
            MPI.COMM_WORLD.barrier();
            double t0 = MPI.wtime();
            rows(-1);
            transpose();
            rows(-1);
            double t1 = MPI.wtime();
            ok &= spikeAt(b, a);
            double t2 = MPI.wtime();
            rows(1);
            transpose();
            rows(1);
            if (it >= Bench.warmUp(iterations)) {
                seconds += (t1 - t0) + (MPI.wtime() - t2);
            }
            ok &= isWave(a, b);
        }
        Bench.report("ft", "n=" + n + " iterations=" + iterations, ok, seconds);
    }

    private void wave(int a, int b) {
        for (int i = 0; i < m; i++) {
            int y = rank * m + i;
            for (int x = 0; x < n; x++) {
                double phase = 2 * Math.PI * (((long) a * y + (long) b * x) % n) / n;
                data[2 * (i * n + x)] = Math.cos(phase);
                data[2 * (i * n + x) + 1] = Math.sin(phase);
            }
        }
    }

    /** After the forward transform row kx (global) holds n^2 at column ky == a only when kx == b. */
    private boolean spikeAt(int row, int col) {
        double n2 = (double) n * n;
        double worst = 0;
        for (int i = 0; i < m; i++) {
            for (int x = 0; x < n; x++) {
                double want = (rank * m + i == row && x == col) ? n2 : 0;
                worst = Math.max(worst, Math.abs(data[2 * (i * n + x)] - want));
                worst = Math.max(worst, Math.abs(data[2 * (i * n + x) + 1]));
            }
        }
        return worst < 1e-9 * n2;
    }

    private boolean isWave(int a, int b) {
        double scale = 1.0 / ((double) n * n);
        double worst = 0;
        for (int i = 0; i < m; i++) {
            int y = rank * m + i;
            for (int x = 0; x < n; x++) {
                double phase = 2 * Math.PI * (((long) a * y + (long) b * x) % n) / n;
                worst = Math.max(worst, Math.abs(data[2 * (i * n + x)] * scale - Math.cos(phase)));
                worst = Math.max(worst, Math.abs(data[2 * (i * n + x) + 1] * scale - Math.sin(phase)));
            }
        }
        return worst < 1e-9;
    }

    /** FFT of every local row; sign -1 forward, +1 inverse (unscaled). */
    private void rows(int sign) {
        for (int i = 0; i < m; i++) {
            fft(data, 2 * i * n, sign);
        }
    }

    /** Iterative radix-2 FFT of the n complex values at {@code off}. */
    private void fft(double[] v, int off, int sign) {
        for (int i = 0; i < n; i++) {
            int j = reversed[i];
            if (j > i) {
                int p = off + 2 * i;
                int q = off + 2 * j;
                double re = v[p];
                double im = v[p + 1];
                v[p] = v[q];
                v[p + 1] = v[q + 1];
                v[q] = re;
                v[q + 1] = im;
            }
        }
        for (int len = 2; len <= n; len <<= 1) {
            int half = len >> 1;
            int step = n / len;
            for (int s = 0; s < n; s += len) {
                for (int k = 0; k < half; k++) {
                    double wr = cos[k * step];
                    double wi = sign * sin[k * step];
                    int p = off + 2 * (s + k);
                    int q = p + 2 * half;
                    double tr = v[q] * wr - v[q + 1] * wi;
                    double ti = v[q] * wi + v[q + 1] * wr;
                    v[q] = v[p] - tr;
                    v[q + 1] = v[p + 1] - ti;
                    v[p] += tr;
                    v[p + 1] += ti;
                }
            }
        }
    }

    /** Global transpose: pack m x m blocks per destination, allToAll, unpack each block transposed. */
    private void transpose() throws MPIException {
        int block = 2 * m * m;
        for (int d = 0; d < size; d++) {
            for (int i = 0; i < m; i++) {
                System.arraycopy(data, 2 * (i * n + d * m), send, d * block + 2 * i * m, 2 * m);
            }
        }
        MPI.COMM_WORLD.allToAll(send, block, MPI.DOUBLE, recv, block, MPI.DOUBLE);
        for (int s = 0; s < size; s++) {
            for (int i = 0; i < m; i++) {
                for (int j = 0; j < m; j++) {
                    int from = s * block + 2 * (i * m + j);
                    int to = 2 * (j * n + s * m + i);
                    spare[to] = recv[from];
                    spare[to + 1] = recv[from + 1];
                }
            }
        }
        double[] t = data;
        data = spare;
        spare = t;
    }
}
