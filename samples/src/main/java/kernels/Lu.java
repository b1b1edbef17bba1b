package kernels;

import java.nio.DoubleBuffer;

import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * LU-like pipelined wavefront: lexicographic Gauss-Seidel sweeps over an n x n grid split into row stripes.
 * A rank updates its stripe one block of columns at a time as soon as the rank above has sent the new values
 * of its last row for that block: many small messages (iRecv posted one block ahead, iSend from two alternating
 * buffers, each request completed before its buffer is touched again). The old first row goes up at the start
 * of each sweep. The result equals the serial sweep; the check recomputes every point of the last sweep from
 * neighbour rows exchanged again independently. Arguments: n (divisible by the rank count), sweeps, block width.
 */
public final class Lu {
    private static final int TAG_BLOCK = 10;
    private static final int TAG_ROW = 20;

    private final int n;
    private final int rows;
    private final int width;
    private final int rank;
    private final int size;
    private final int stride;
    /** Stripe with ghost rows 0 and rows + 1 and boundary columns 0 and n + 1. */
    private final double[] u;
    private final double[] f;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Bench.started();
        int n = Bench.arg(args, 0, 1024);
        int sweeps = Bench.arg(args, 1, 20);
        int width = Bench.arg(args, 2, 16);
        new Lu(n, width).run(sweeps);
        MPI.Finalize();
    }

    Lu(int n, int width) throws MPIException {
        rank = MPI.COMM_WORLD.getRank();
        size = MPI.COMM_WORLD.getSize();
        Bench.require(n % size == 0, "n=" + n + " must be divisible by the rank count " + size);
        this.n = n;
        this.rows = n / size;
        this.width = Math.min(width, n);
        this.stride = n + 2;
        u = new double[(rows + 2) * stride];
        f = new double[(rows + 2) * stride];
        for (int i = 0; i < rows + 2; i++) {
            int gi = rank * rows + i;
            for (int j = 0; j < stride; j++) {
                boolean edge = gi == 0 || gi == n + 1 || j == 0 || j == n + 1;
                double x = (double) j / (n + 1);
                double y = (double) gi / (n + 1);
                u[i * stride + j] = edge ? x * x - y * y : (Keys.mix(gi * 65536L + j) >>> 11) * 0x1.0p-53;
                f[i * stride + j] = 1e-3 * Math.sin(7 * x) * Math.cos(5 * y);
            }
        }
    }

    /** One point's update; shared by the sweep and the check so both round the same way. */
    private static double relax(double north, double west, double south, double east, double source) {
        return 0.25 * (north + west + south + east + source);
    }

    void run(int sweeps) throws MPIException {
        DoubleBuffer rowOut = MPI.newDoubleBuffer(n);
        DoubleBuffer rowIn = MPI.newDoubleBuffer(n);
        DoubleBuffer[] recv = {MPI.newDoubleBuffer(width), MPI.newDoubleBuffer(width)};
        DoubleBuffer[] send = {MPI.newDoubleBuffer(width), MPI.newDoubleBuffer(width)};
        Request[] recvReq = new Request[2];
        Request[] sendReq = new Request[2];
        boolean above = rank > 0;
        boolean below = rank + 1 < size;
        int blocks = (n + width - 1) / width;
        double[] before = null;
        MPI.COMM_WORLD.barrier();
        double t0 = MPI.wtime();
        double seconds = 0;
        for (int s = 0; s < sweeps; s++) {
            if (s == Bench.warmUp(sweeps)) {
                t0 = MPI.wtime(); // the warm-up sweeps are not timed
            }
            if (s == sweeps - 1) {
                seconds = MPI.wtime() - t0;
                before = u.clone();
                t0 = MPI.wtime();
            }
            Request[] rowReqs = new Request[(above ? 1 : 0) + (below ? 1 : 0)];
            int k = 0;
            if (below) {
                rowReqs[k++] = MPI.COMM_WORLD.iRecv(rowIn, n, MPI.DOUBLE, rank + 1, TAG_ROW);
            }
            if (above) {
                for (int j = 0; j < n; j++) {
                    rowOut.put(j, u[stride + 1 + j]);
                }
                rowReqs[k++] = MPI.COMM_WORLD.iSend(rowOut, n, MPI.DOUBLE, rank - 1, TAG_ROW);
            }
            Request.waitAll(rowReqs);
            if (below) {
                for (int j = 0; j < n; j++) {
                    u[(rows + 1) * stride + 1 + j] = rowIn.get(j);
                }
            }
            if (above) {
                recvReq[0] = MPI.COMM_WORLD.iRecv(recv[0], cols(0), MPI.DOUBLE, rank - 1, TAG_BLOCK);
            }
            for (int c = 0; c < blocks; c++) {
                int j0 = 1 + c * width;
                int count = cols(c);
                if (above) {
                    recvReq[c % 2].waitFor();
                    if (c + 1 < blocks) {
                        recvReq[(c + 1) % 2] = MPI.COMM_WORLD.iRecv(recv[(c + 1) % 2], cols(c + 1), MPI.DOUBLE,
                                rank - 1, TAG_BLOCK);
                    }
                    DoubleBuffer in = recv[c % 2];
                    for (int j = 0; j < count; j++) {
                        u[j0 + j] = in.get(j);
                    }
                }
                for (int i = 1; i <= rows; i++) {
                    int row = i * stride;
                    for (int j = j0; j < j0 + count; j++) {
                        int p = row + j;
                        u[p] = relax(u[p - stride], u[p - 1], u[p + stride], u[p + 1], f[p]);
                    }
                }
                if (below) {
                    int b = c % 2;
                    if (sendReq[b] != null) {
                        sendReq[b].waitFor();
                    }
                    DoubleBuffer out = send[b];
                    for (int j = 0; j < count; j++) {
                        out.put(j, u[rows * stride + j0 + j]);
                    }
                    sendReq[b] = MPI.COMM_WORLD.iSend(out, count, MPI.DOUBLE, rank + 1, TAG_BLOCK);
                }
            }
            for (int b = 0; b < 2; b++) {
                if (sendReq[b] != null) {
                    sendReq[b].waitFor();
                    sendReq[b] = null;
                }
            }
        }
        seconds += MPI.wtime() - t0;
        Bench.report("lu", "n=" + n + " sweeps=" + sweeps + " width=" + width, checkLastSweep(before), seconds);
    }

    private int cols(int block) {
        return Math.min(width, n - block * width);
    }

    /**
     * Every owned point of the last sweep equals the update of its new north and west neighbours and its old
     * south and east ones. The rows across stripe edges come again by blocking sendRecv: the new last row
     * of the rank above, the old first row of the rank below.
     */
    private boolean checkLastSweep(double[] before) throws MPIException {
        if (before == null) {
            return true;
        }
        double[] northRow = new double[stride];
        double[] southRow = new double[stride];
        double[] lastNew = java.util.Arrays.copyOfRange(u, rows * stride, (rows + 1) * stride);
        double[] firstOld = java.util.Arrays.copyOfRange(before, stride, 2 * stride);
        int up = rank > 0 ? rank - 1 : MPI.PROC_NULL;
        int down = rank + 1 < size ? rank + 1 : MPI.PROC_NULL;
        MPI.COMM_WORLD.sendRecv(lastNew, stride, MPI.DOUBLE, down, 1, northRow, stride, MPI.DOUBLE, up, 1);
        MPI.COMM_WORLD.sendRecv(firstOld, stride, MPI.DOUBLE, up, 2, southRow, stride, MPI.DOUBLE, down, 2);
        for (int i = 1; i <= rows; i++) {
            for (int j = 1; j <= n; j++) {
                int p = i * stride + j;
                double north = i == 1 && up != MPI.PROC_NULL ? northRow[j] : u[p - stride];
                double south = i == rows && down != MPI.PROC_NULL ? southRow[j] : before[p + stride];
                if (u[p] != relax(north, u[p - 1], south, before[p + 1], f[p])) {
                    return false;
                }
            }
        }
        return true;
    }
}
