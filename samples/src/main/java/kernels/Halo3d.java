package kernels;

import java.nio.DoubleBuffer;

import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * A 3-D Jacobi relaxation written the way application code usually is: one long {@code main} with every loop in
 * it. The grid is split into slabs of z-planes; each rank relaxes its planes on heap arrays, packs its two boundary
 * planes into direct buffers with {@code put(i, v)}, exchanges them with iSend/iRecv, relaxes the interior planes
 * while they are pending, completes them with waitAll and unpacks the neighbours' planes with {@code get(i)}. Nothing
 * here is shaped for the checker (no method per loop), which is what bench-check measures it for.
 *
 * The start value sin(a x) sin(a y) sin(c z) is an eigenvector of the Jacobi step with zero boundaries, so after T
 * iterations the grid is exactly lambda^T times the start: a stale or misplaced halo shows up as an error.
 *
 * Arguments: n (points per side of a plane), planes per rank, iterations.
 */
public final class Halo3d {
    private Halo3d() {
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Bench.started();
        int n = Bench.arg(args, 0, 96);
        int planes = Bench.arg(args, 1, 24);
        int iterations = Bench.arg(args, 2, 100);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int side = n + 2;
        int plane = side * side;
        int allPlanes = planes * size;
        double a = Math.PI / (n + 1);
        double c = Math.PI / (allPlanes + 1);
        double lambda = (2 * Math.cos(a) + Math.cos(c)) / 3;

        double[] u = new double[plane * (planes + 2)];
        double[] next = new double[plane * (planes + 2)];
        for (int z = 1; z <= planes; z++) {
            double sz = Math.sin(c * (rank * planes + z));
            for (int y = 1; y <= n; y++) {
                for (int x = 1; x <= n; x++) {
                    u[z * plane + y * side + x] = sz * Math.sin(a * y) * Math.sin(a * x);
                }
            }
        }

        int count = n * n;
        DoubleBuffer sendLo = MPI.newDoubleBuffer(count);
        DoubleBuffer sendHi = MPI.newDoubleBuffer(count);
        DoubleBuffer recvLo = MPI.newDoubleBuffer(count);
        DoubleBuffer recvHi = MPI.newDoubleBuffer(count);
        Request[] requests = new Request[(rank > 0 ? 2 : 0) + (rank + 1 < size ? 2 : 0)];

        MPI.COMM_WORLD.barrier();
        double t0 = MPI.wtime();
        for (int it = 0; it < iterations; it++) {
            if (it == Bench.warmUp(iterations)) {
                t0 = MPI.wtime();
            }
            int k = 0;
            if (rank > 0) {
                requests[k++] = MPI.COMM_WORLD.iRecv(recvLo, count, MPI.DOUBLE, rank - 1, 1);
                for (int y = 1; y <= n; y++) {
                    for (int x = 1; x <= n; x++) {
                        sendLo.put((y - 1) * n + x - 1, u[plane + y * side + x]);
                    }
                }
                requests[k++] = MPI.COMM_WORLD.iSend(sendLo, count, MPI.DOUBLE, rank - 1, 0);
            }
            if (rank + 1 < size) {
                requests[k++] = MPI.COMM_WORLD.iRecv(recvHi, count, MPI.DOUBLE, rank + 1, 0);
                for (int y = 1; y <= n; y++) {
                    for (int x = 1; x <= n; x++) {
                        sendHi.put((y - 1) * n + x - 1, u[planes * plane + y * side + x]);
                    }
                }
                requests[k++] = MPI.COMM_WORLD.iSend(sendHi, count, MPI.DOUBLE, rank + 1, 1);
            }

            // the interior planes need no halo: relaxed while the exchange is pending
            for (int z = 2; z < planes; z++) {
                for (int y = 1; y <= n; y++) {
                    for (int x = 1; x <= n; x++) {
                        int i = z * plane + y * side + x;
                        next[i] = (u[i - 1] + u[i + 1] + u[i - side] + u[i + side] + u[i - plane] + u[i + plane]) / 6;
                    }
                }
            }

            Request.waitAll(requests);
            if (rank > 0) {
                for (int y = 1; y <= n; y++) {
                    for (int x = 1; x <= n; x++) {
                        u[y * side + x] = recvLo.get((y - 1) * n + x - 1);
                    }
                }
            }
            if (rank + 1 < size) {
                for (int y = 1; y <= n; y++) {
                    for (int x = 1; x <= n; x++) {
                        u[(planes + 1) * plane + y * side + x] = recvHi.get((y - 1) * n + x - 1);
                    }
                }
            }
            for (int z = 1; z <= planes; z += Math.max(1, planes - 1)) {
                for (int y = 1; y <= n; y++) {
                    for (int x = 1; x <= n; x++) {
                        int i = z * plane + y * side + x;
                        next[i] = (u[i - 1] + u[i + 1] + u[i - side] + u[i + side] + u[i - plane] + u[i + plane]) / 6;
                    }
                }
            }
            double[] t = u;
            u = next;
            next = t;
        }
        double seconds = MPI.wtime() - t0;

        double scale = Math.pow(lambda, iterations);
        double worst = 0;
        for (int z = 1; z <= planes; z++) {
            double sz = Math.sin(c * (rank * planes + z));
            for (int y = 1; y <= n; y++) {
                for (int x = 1; x <= n; x++) {
                    double expected = scale * sz * Math.sin(a * y) * Math.sin(a * x);
                    worst = Math.max(worst, Math.abs(u[z * plane + y * side + x] - expected));
                }
            }
        }
        Bench.report("halo3d", "n=" + n + " planes=" + planes + " iterations=" + iterations, worst <= 1e-9 * scale,
                seconds);
        MPI.Finalize();
    }
}
