package kernels;

import java.nio.DoubleBuffer;

import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * CG-like kernel: conjugate gradient on the shifted 5-point operator A = (4 + shift) I - neighbours over an
 * n x n grid, rows of the grid split into blocks. The sparse mat-vec needs one grid row of the search direction
 * from each neighbour: a pairwise iSend/iRecv exchange into the ghost rows of a direct vector, overlapped with
 * the rows that do not need them; dot products use allReduce.
 *
 * Each solve has a known answer (b = A x for a chosen x), so the solution error is the check.
 * Arguments: n (grid side, divisible by the rank count), solves.
 */
public final class Cg {
    private static final double SHIFT = 1.0;
    private static final int MAX_ITERATIONS = 200;

    private final int n;
    private final int rows;
    private final int row0;
    private final int rank;
    private final int size;
    /** Search direction with a ghost grid row before and after the owned rows. */
    private final DoubleBuffer p;
    /** A p for the owned rows. */
    private final DoubleBuffer q;
    private final Request[] reqs;
    /** Views of p for the exchange: ghost rows (received) and first and last owned rows (sent). */
    private final DoubleBuffer ghostLo;
    private final DoubleBuffer ghostHi;
    private final DoubleBuffer firstRow;
    private final DoubleBuffer lastRow;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Bench.started();
        int n = Bench.arg(args, 0, 512);
        int solves = Bench.arg(args, 1, 8);
        new Cg(n).run(solves);
        MPI.Finalize();
    }

    Cg(int n) throws MPIException {
        rank = MPI.COMM_WORLD.getRank();
        size = MPI.COMM_WORLD.getSize();
        Bench.require(n % size == 0 && n / size >= 2, "n=" + n + " must be a multiple of the rank count "
                + size + " with at least 2 rows per rank");
        this.n = n;
        this.rows = n / size;
        this.row0 = rank * rows;
        this.p = MPI.newDoubleBuffer((rows + 2) * n);
        this.q = MPI.newDoubleBuffer(rows * n);
        this.reqs = new Request[(rank > 0 ? 2 : 0) + (rank + 1 < size ? 2 : 0)];
        this.ghostLo = MPI.slice(p, 0);
        this.firstRow = MPI.slice(p, n);
        this.lastRow = MPI.slice(p, rows * n);
        this.ghostHi = MPI.slice(p, (rows + 1) * n);
    }

    private double exact(int s, int gy, int x) {
        double h = Math.PI / (n + 1);
        return Math.sin((s + 1) * h * (gy + 1)) * Math.cos(h * (x + 1)) + 0.001 * (gy ^ x) / n;
    }

    /** Zero outside the grid, as the operator assumes. */
    private double exactOrZero(int s, int gy, int x) {
        return gy < 0 || gy >= n || x < 0 || x >= n ? 0 : exact(s, gy, x);
    }

    /** b = A x for the known x, computed from x directly (no communication), so a wrong exchange shows. */
    private double rhs(int s, int gy, int x) {
        return (4 + SHIFT) * exact(s, gy, x) - exactOrZero(s, gy - 1, x) - exactOrZero(s, gy + 1, x)
                - exactOrZero(s, gy, x - 1) - exactOrZero(s, gy, x + 1);
    }

    void run(int solves) throws MPIException {
        int local = rows * n;
        double[] x = new double[local];
        double[] r = new double[local];
        double[] b = new double[local];
        double[] want = new double[local];
        boolean ok = true;
        double seconds = 0;
        for (int s = 0; s < solves; s++) {
            for (int y = 0; y < rows; y++) {
                for (int c = 0; c < n; c++) {
                    want[y * n + c] = exact(s, row0 + y, c);
                    b[y * n + c] = rhs(s, row0 + y, c);
                }
            }
            MPI.COMM_WORLD.barrier();
            double t0 = MPI.wtime();
            int iterations = solve(b, x, r);
            if (s >= Bench.warmUp(solves)) {
                seconds += MPI.wtime() - t0;
            }
            double err = 0;
            for (int i = 0; i < local; i++) {
                err = Math.max(err, Math.abs(x[i] - want[i]));
            }
            ok &= err < 1e-8 && iterations < MAX_ITERATIONS;
        }
        Bench.report("cg", "n=" + n + " solves=" + solves, ok, seconds);
    }

    /** Plain CG from x = 0 until the residual drops by 1e-12; returns the iterations used. */
    private int solve(double[] b, double[] x, double[] r) throws MPIException {
        int local = rows * n;
        java.util.Arrays.fill(x, 0);
        System.arraycopy(b, 0, r, 0, local);
        for (int i = 0; i < local; i++) {
            p.put(n + i, r[i]);
        }
        double rr = dot(r, r);
        double stop = rr * 1e-24;
        int it = 0;
        while (rr > stop && it < MAX_ITERATIONS) {
            matVec();
            double alpha = rr / allSum(pDotQ());
            step(alpha, x, r);
            double next = dot(r, r);
            double beta = next / rr;
            rr = next;
            nextDirection(beta, r);
            it++;
        }
        return it;
    }

    // One method per vector loop, each called once per iteration: the JIT then compiles every loop as a whole
    // method. Inside one long solve() it compiled them on-stack, with results that changed from run to run (one
    // solve 0.025 s or 0.1 s in the same configuration).

    /** p . q over the owned rows (this rank's share). */
    private double pDotQ() {
        double pq = 0;
        for (int i = 0; i < rows * n; i++) {
            pq += p.get(n + i) * q.get(i);
        }
        return pq;
    }

    /** x += alpha p, r -= alpha q. */
    private void step(double alpha, double[] x, double[] r) {
        for (int i = 0; i < x.length; i++) {
            x[i] += alpha * p.get(n + i);
            r[i] -= alpha * q.get(i);
        }
    }

    /** p = r + beta p. */
    private void nextDirection(double beta, double[] r) {
        for (int i = 0; i < r.length; i++) {
            p.put(n + i, r[i] + beta * p.get(n + i));
        }
    }

    private double dot(double[] a, double[] c) throws MPIException {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * c[i];
        }
        return allSum(s);
    }

    private static double allSum(double v) throws MPIException {
        double[] box = {v};
        MPI.COMM_WORLD.allReduce(box, 1, MPI.DOUBLE, MPI.SUM);
        return box[0];
    }

    /** q = A p: exchange the boundary rows of p, compute inner rows meanwhile, then the two boundary rows. */
    private void matVec() throws MPIException {
        int k = 0;
        if (rank > 0) {
            reqs[k++] = MPI.COMM_WORLD.iRecv(ghostLo, n, MPI.DOUBLE, rank - 1, 1);
            reqs[k++] = MPI.COMM_WORLD.iSend(firstRow, n, MPI.DOUBLE, rank - 1, 0);
        } else {
            zeroRow(0);
        }
        if (rank + 1 < size) {
            reqs[k++] = MPI.COMM_WORLD.iRecv(ghostHi, n, MPI.DOUBLE, rank + 1, 0);
            reqs[k++] = MPI.COMM_WORLD.iSend(lastRow, n, MPI.DOUBLE, rank + 1, 1);
        } else {
            zeroRow(rows + 1);
        }
        for (int y = 1; y < rows - 1; y++) {
            rowOf(y);
        }
        Request.waitAll(reqs);
        rowOf(0);
        rowOf(rows - 1);
    }

    private void zeroRow(int ghost) {
        for (int c = 0; c < n; c++) {
            p.put(ghost * n + c, 0);
        }
    }

    /** One owned row y of q = A p (p's row y lives at y + 1). */
    private void rowOf(int y) {
        int base = (y + 1) * n;
        for (int c = 0; c < n; c++) {
            int i = base + c;
            double v = (4 + SHIFT) * p.get(i) - p.get(i - n) - p.get(i + n);
            if (c > 0) {
                v -= p.get(i - 1);
            }
            if (c + 1 < n) {
                v -= p.get(i + 1);
            }
            q.put(y * n + c, v);
        }
    }
}
