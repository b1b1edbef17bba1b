package kernels;

import java.nio.DoubleBuffer;

import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * MG/BT/SP-like 3-D stencil: explicit heat steps on an n^3 grid split into slabs of z-planes. The two boundary
 * planes are packed into direct buffers and exchanged with iSend/iRecv while the interior planes are computed;
 * waitAll completes every request before a halo buffer is read or packed again.
 *
 * The start value sin(pi x) sin(pi y) sin(pi z) is an eigenvector of the discrete Laplacian, so after T steps
 * the grid is exactly lambda^T times the start: any stale or misplaced halo shows up as an error.
 *
 * Arguments: n (grid points per side, divisible by the rank count), steps.
 */
public final class Stencil {
    private static final double R = 0.125;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Bench.started();
        int n = Bench.arg(args, 0, 96);
        int steps = Bench.arg(args, 1, 30);
        new Stencil(n, false).run(steps);
        MPI.Finalize();
    }

    private final int n;
    private final int side;
    private final int plane;
    private final int nz;
    private final int z0;
    private final int rank;
    private final int size;
    private DoubleBuffer u;
    private DoubleBuffer next;

    private final boolean rma;

    Stencil(int n, boolean rma) throws MPIException {
        this.rma = rma;
        this.rank = MPI.COMM_WORLD.getRank();
        this.size = MPI.COMM_WORLD.getSize();
        Bench.require(n % size == 0, "n=" + n + " must be divisible by the number of ranks " + size);
        this.n = n;
        this.side = n + 2;
        this.plane = side * side;
        this.nz = n / size;
        this.z0 = rank * nz;
        this.u = MPI.newDoubleBuffer(plane * (nz + 2));
        this.next = MPI.newDoubleBuffer(plane * (nz + 2));
    }

    private double start(int gz, int y, int x) {
        double h = Math.PI / (n + 1);
        return Math.sin(h * (gz + 1)) * Math.sin(h * y) * Math.sin(h * x);
    }

    void run(int steps) throws MPIException {
        fill();
        Halo halo = rma ? new WindowHalo() : new MessageHalo();
        MPI.COMM_WORLD.barrier();
        double t0 = MPI.wtime();
        for (int s = 0; s < steps; s++) {
            if (s == Bench.warmUp(steps)) {
                t0 = MPI.wtime(); // the warm-up steps are not timed
            }
            halo.start();
            for (int z = 2; z < nz; z++) {
                relax(z);
            }
            halo.finish();
            relax(1);
            if (nz > 1) {
                relax(nz);
            }
            DoubleBuffer t = u;
            u = next;
            next = t;
        }
        double seconds = MPI.wtime() - t0;
        halo.close();
        Bench.report(rma ? "stencil-rma" : "stencil", "n=" + n + " steps=" + steps, verify(steps), seconds);
    }

    /**
     * Sets the start value. A method of its own, not a loop at the top of {@link #run}: the JVM compiles a long
     * loop on stack (OSR), and compiled that way the fill loop's code went on into the time steps, where its call
     * of {@link #relax}, bound to the interpreter before relax was compiled, stayed so whenever a later compile of
     * the loop made that code not entrant. Every step then ran relax's start in the interpreter (timed sections
     * 6 times longer in some plain runs with 4 ranks on 2 cores, more often under the checker: docs/syncchecker.md,
     * "Known JVM interaction").
     */
    private void fill() {
        for (int z = 1; z <= nz; z++) {
            for (int y = 1; y <= n; y++) {
                for (int x = 1; x <= n; x++) {
                    u.put(z * plane + y * side + x, start(z0 + z - 1, y, x));
                }
            }
        }
    }

    /** Moves the boundary planes into the neighbours' ghost planes, overlapped with the interior update. */
    private interface Halo {
        /** Packs and launches the transfers; only the interior may be touched until {@link #finish}. */
        void start() throws MPIException;

        /** Completes the transfers and unpacks the ghost planes. */
        void finish() throws MPIException;

        void close() throws MPIException;
    }

    /** Point-to-point: iRecv/iSend of packed planes, waitAll before any halo buffer is read or reused. */
    private final class MessageHalo implements Halo {
        private final int count = n * n;
        private final DoubleBuffer sendLo = MPI.newDoubleBuffer(count);
        private final DoubleBuffer sendHi = MPI.newDoubleBuffer(count);
        private final DoubleBuffer recvLo = MPI.newDoubleBuffer(count);
        private final DoubleBuffer recvHi = MPI.newDoubleBuffer(count);
        private final Request[] reqs = new Request[(rank > 0 ? 2 : 0) + (rank + 1 < size ? 2 : 0)];

        @Override
        public void start() throws MPIException {
            int k = 0;
            if (rank > 0) {
                reqs[k++] = MPI.COMM_WORLD.iRecv(recvLo, count, MPI.DOUBLE, rank - 1, 1);
                pack(1, sendLo);
                reqs[k++] = MPI.COMM_WORLD.iSend(sendLo, count, MPI.DOUBLE, rank - 1, 0);
            }
            if (rank + 1 < size) {
                reqs[k++] = MPI.COMM_WORLD.iRecv(recvHi, count, MPI.DOUBLE, rank + 1, 0);
                pack(nz, sendHi);
                reqs[k++] = MPI.COMM_WORLD.iSend(sendHi, count, MPI.DOUBLE, rank + 1, 1);
            }
        }

        @Override
        public void finish() throws MPIException {
            Request.waitAll(reqs);
            if (rank > 0) {
                unpack(recvLo, 0);
            }
            if (rank + 1 < size) {
                unpack(recvHi, nz + 1);
            }
        }

        @Override
        public void close() {
        }
    }

    /**
     * One-sided: each rank exposes its two ghost planes in a window (lower at 0, upper at n*n) and puts its
     * boundary planes into the neighbours' between two fences; the ghosts are read only after the closing fence.
     */
    private final class WindowHalo implements Halo {
        private final int count = n * n;
        private final DoubleBuffer sendLo = MPI.newDoubleBuffer(count);
        private final DoubleBuffer sendHi = MPI.newDoubleBuffer(count);
        private final DoubleBuffer ghosts = MPI.newDoubleBuffer(2 * count);
        private final mpi.Win win;

        WindowHalo() throws MPIException {
            // size and displacement unit count doubles, as in Open MPI's Java bindings
            win = new mpi.Win(ghosts, 2 * count, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
            win.fence(MPI.MODE_NOPRECEDE);
        }

        @Override
        public void start() throws MPIException {
            if (rank > 0) {
                pack(1, sendLo);
            }
            if (rank + 1 < size) {
                pack(nz, sendHi);
            }
            win.fence(0);
            if (rank > 0) {
                win.put(sendLo, count, MPI.DOUBLE, rank - 1, count, count, MPI.DOUBLE);
            }
            if (rank + 1 < size) {
                win.put(sendHi, count, MPI.DOUBLE, rank + 1, 0, count, MPI.DOUBLE);
            }
        }

        @Override
        public void finish() throws MPIException {
            win.fence(0);
            if (rank > 0) {
                unpack(ghosts, 0, 0);
            }
            if (rank + 1 < size) {
                unpack(ghosts, count, nz + 1);
            }
        }

        @Override
        public void close() throws MPIException {
            win.fence(MPI.MODE_NOSUCCEED);
            win.free();
        }
    }

    /** Copies the interior of plane z into a halo send buffer. */
    private void pack(int z, DoubleBuffer dst) {
        int k = 0;
        for (int y = 1; y <= n; y++) {
            int row = z * plane + y * side;
            for (int x = 1; x <= n; x++) {
                dst.put(k++, u.get(row + x));
            }
        }
    }

    private void unpack(DoubleBuffer src, int z) {
        unpack(src, 0, z);
    }

    private void unpack(DoubleBuffer src, int from, int z) {
        int k = from;
        for (int y = 1; y <= n; y++) {
            int row = z * plane + y * side;
            for (int x = 1; x <= n; x++) {
                u.put(row + x, src.get(k++));
            }
        }
    }

    private void relax(int z) {
        for (int y = 1; y <= n; y++) {
            int row = z * plane + y * side;
            for (int x = 1; x <= n; x++) {
                int i = row + x;
                double c = u.get(i);
                double sum = u.get(i - 1) + u.get(i + 1) + u.get(i - side) + u.get(i + side)
                        + u.get(i - plane) + u.get(i + plane);
                next.put(i, c + R * (sum - 6 * c));
            }
        }
    }

    private boolean verify(int steps) {
        double lambda = Math.pow(1 - 6 * R * (1 - Math.cos(Math.PI / (n + 1))), steps);
        double worst = 0;
        for (int z = 1; z <= nz; z++) {
            for (int y = 1; y <= n; y++) {
                for (int x = 1; x <= n; x++) {
                    double want = lambda * start(z0 + z - 1, y, x);
                    worst = Math.max(worst, Math.abs(u.get(z * plane + y * side + x) - want));
                }
            }
        }
        return worst < 1e-10;
    }
}
