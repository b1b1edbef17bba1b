package programs;

import java.util.Arrays;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/** Blocking v/w-collectives, reduce-scatter and scans on arrays, their in-place forms, and bad arguments. */
public class CollectivesVProgram {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int r = w.getRank(), n = w.getSize();
        CommChecks c = new CommChecks(r);

        // blocks of i+1 elements, one unused element between blocks (it must keep its -1)
        int[] counts = new int[n], displs = new int[n];
        int sum = 0;
        for (int i = 0; i < n; i++) {
            counts[i] = i + 1;
            displs[i] = sum + i;
            sum += i + 1;
        }
        final int total = sum;
        int span = displs[n - 1] + counts[n - 1];
        int[] expectAll = new int[span];
        Arrays.fill(expectAll, -1);
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < i + 1; k++) {
                expectAll[displs[i] + k] = i * 10 + k;
            }
        }
        int[] mine = new int[r + 1];
        for (int k = 0; k <= r; k++) {
            mine[k] = r * 10 + k;
        }

        c.run("gatherv", () -> {
            int[] recv = new int[span];
            Arrays.fill(recv, -1);
            w.gatherv(mine, r + 1, MPI.INT, recv, counts, displs, MPI.INT, 0);
            if (r == 0) {
                c.equal("gatherv", expectAll, recv);
            }
        });
        c.run("gathervInPlace", () -> {
            int root = n - 1;
            if (r == root) {
                int[] recv = new int[span];
                Arrays.fill(recv, -1);
                System.arraycopy(mine, 0, recv, displs[r], r + 1);
                w.gatherv(recv, counts, displs, MPI.INT, root);
                c.equal("gathervInPlace", expectAll, recv);
            } else {
                w.gatherv(mine, r + 1, MPI.INT, root);
            }
        });
        c.run("scatterv", () -> {
            int[] got = new int[r + 1];
            w.scatterv(r == 0 ? expectAll : null, counts, displs, MPI.INT, got, r + 1, MPI.INT, 0);
            c.equal("scatterv", mine, got);
        });
        c.run("scattervInPlace", () -> {
            int root = n - 1;
            if (r == root) {
                int[] all = expectAll.clone();
                w.scatterv(all, counts, displs, MPI.INT, root);
                c.equal("scattervInPlace root keeps", expectAll, all);
            } else {
                int[] got = new int[r + 1];
                w.scatterv(got, r + 1, MPI.INT, root);
                c.equal("scattervInPlace", mine, got);
            }
        });
        c.run("allGatherv", () -> {
            int[] recv = new int[span];
            Arrays.fill(recv, -1);
            w.allGatherv(mine, r + 1, MPI.INT, recv, counts, displs, MPI.INT);
            c.equal("allGatherv", expectAll, recv);
            int[] inPlace = new int[span];
            Arrays.fill(inPlace, -1);
            System.arraycopy(mine, 0, inPlace, displs[r], r + 1);
            w.allGatherv(inPlace, counts, displs, MPI.INT);
            c.equal("allGathervInPlace", expectAll, inPlace);
        });
        c.run("allToAllv", () -> {
            // to rank j: j+1 values r*100+j; from rank j: r+1 values j*100+r
            int[] sc = new int[n], sd = new int[n], rc = new int[n], rd = new int[n];
            int off = 0;
            for (int j = 0; j < n; j++) {
                sc[j] = j + 1;
                sd[j] = off;
                off += j + 1;
                rc[j] = r + 1;
                rd[j] = j * (r + 1);
            }
            int[] send = new int[off];
            for (int j = 0; j < n; j++) {
                Arrays.fill(send, sd[j], sd[j] + sc[j], r * 100 + j);
            }
            int[] recv = new int[n * (r + 1)];
            w.allToAllv(send, sc, sd, MPI.INT, recv, rc, rd, MPI.INT);
            int[] expect = new int[n * (r + 1)];
            for (int j = 0; j < n; j++) {
                Arrays.fill(expect, rd[j], rd[j] + r + 1, j * 100 + r);
            }
            c.equal("allToAllv", expect, recv);
        });
        c.run("allToAllw", () -> {
            // byte displacements; blocks land in reverse order
            int[] ones = new int[n], sd = new int[n], rd = new int[n];
            Datatype[] types = new Datatype[n];
            int[] send = new int[n];
            for (int j = 0; j < n; j++) {
                ones[j] = 1;
                sd[j] = 4 * j;
                rd[j] = 4 * (n - 1 - j);
                types[j] = MPI.INT;
                send[j] = r * 10 + j;
            }
            int[] recv = new int[n];
            w.allToAllw(send, ones, sd, types, recv, ones, rd, types);
            int[] expect = new int[n];
            for (int j = 0; j < n; j++) {
                expect[n - 1 - j] = j * 10 + r;
            }
            c.equal("allToAllw", expect, recv);
        });
        c.run("reduceScatter", () -> {
            int[] send = new int[total];
            for (int k = 0; k < total; k++) {
                send[k] = r + k;
            }
            int offset = 0;
            for (int i = 0; i < r; i++) {
                offset += counts[i];
            }
            int[] expect = new int[r + 1];
            for (int k = 0; k <= r; k++) {
                expect[k] = n * (offset + k) + n * (n - 1) / 2;
            }
            int[] recv = new int[r + 1];
            w.reduceScatter(send, recv, counts, MPI.INT, MPI.SUM);
            c.equal("reduceScatter", expect, recv);
            int[] buf = send.clone();
            w.reduceScatter(buf, counts, MPI.INT, MPI.SUM);
            c.equal("reduceScatterInPlace", expect, Arrays.copyOf(buf, r + 1));
        });
        c.run("reduceScatterBlock", () -> {
            double[] send = new double[2 * n];
            for (int k = 0; k < 2 * n; k++) {
                send[k] = k * (r + 1);
            }
            double tri = n * (n + 1) / 2.0;
            double[] expect = {2 * r * tri, (2 * r + 1) * tri};
            double[] recv = new double[2];
            w.reduceScatterBlock(send, recv, 2, MPI.DOUBLE, MPI.SUM);
            c.equal("reduceScatterBlock", expect, recv);
            double[] buf = send.clone();
            w.reduceScatterBlock(buf, 2, MPI.DOUBLE, MPI.SUM);
            c.equal("reduceScatterBlockInPlace", expect, Arrays.copyOf(buf, 2));
        });
        c.run("scan", () -> {
            int[] send = {r + 1, 2 * (r + 1)};
            int[] recv = new int[2];
            w.scan(send, recv, 2, MPI.INT, MPI.SUM);
            int tri = (r + 1) * (r + 2) / 2;
            c.equal("scan", new int[] {tri, 2 * tri}, recv);
            int[] buf = send.clone();
            w.scan(buf, 2, MPI.INT, MPI.SUM);
            c.equal("scanInPlace", new int[] {tri, 2 * tri}, buf);
            int[] ex = {-7, -7};
            w.exScan(send, ex, 2, MPI.INT, MPI.SUM);
            int before = r * (r + 1) / 2;
            if (r > 0) {
                c.equal("exScan", new int[] {before, 2 * before}, ex);
            }
            int[] exBuf = send.clone();
            w.exScan(exBuf, 2, MPI.INT, MPI.PROD);
            if (r > 0) {
                int prod = 1;
                for (int q = 1; q <= r; q++) {
                    prod *= q;
                }
                c.equal("exScanInPlace", prod, exBuf[0]);
            }
        });

        // ---- bad arguments: every rank that calls must fail before entering the library --------------------------
        int[] shortCounts = Arrays.copyOf(counts, n - 1);
        if (r == 0) {
            c.expect("gatherv root with short recvcount", MPIException.class, "recvcount has",
                    () -> w.gatherv(mine, r + 1, MPI.INT, new int[span], shortCounts, displs, MPI.INT, 0));
            c.expect("scatterv root with short displs", MPIException.class, "displs has",
                    () -> w.scatterv(expectAll, counts, Arrays.copyOf(displs, n - 1), MPI.INT, new int[1], 1, MPI.INT, 0));
            c.expect("gatherv root with recvbuf too small", MPIException.class, "holds only",
                    () -> w.gatherv(mine, r + 1, MPI.INT, new int[span - 1], counts, displs, MPI.INT, 0));
        } else {
            c.expect("gatherv in-place root form on a non-root", MPIException.class, "not root",
                    () -> w.gatherv(new int[span], counts, displs, MPI.INT, 0));
        }
        c.expect("allGatherv with short recvcount", MPIException.class, "recvcount has",
                () -> w.allGatherv(mine, r + 1, MPI.INT, new int[span], shortCounts, displs, MPI.INT));
        // valid in MPI, but a plain array has nothing before element 0 (ValidEdgesProgram: on a slice it is accepted)
        c.expect("allGatherv with a block before element 0 of an array", MPIException.class, "before the start",
                () -> {
                    int[] bad = displs.clone();
                    bad[0] = -1;
                    w.allGatherv(mine, r + 1, MPI.INT, new int[span], counts, bad, MPI.INT);
                });
        c.expect("allToAllv counts beyond sendbuf", MPIException.class, "sendbuf holds only", () -> {
            int[] big = new int[n];
            Arrays.fill(big, 5);
            int[] d = new int[n];
            w.allToAllv(new int[3], big, d, MPI.INT, new int[5 * n], big, d, MPI.INT);
        });
        c.expect("allToAllw with too few datatypes", MPIException.class, "sendtypes has", () -> {
            int[] one = new int[n];
            w.allToAllw(new int[n], one, one, new Datatype[n - 1], new int[n], one, one, new Datatype[n]);
        });
        c.expect("allToAllw with a null datatype", IllegalArgumentException.class, "sendtypes[0]", () -> {
            int[] one = new int[n];
            w.allToAllw(new int[n], one, one, new Datatype[n], new int[n], one, one, new Datatype[n]);
        });
        c.expect("reduceScatter with short recvcounts", MPIException.class, "recvcounts has",
                () -> w.reduceScatter(new int[total], new int[n], shortCounts, MPI.INT, MPI.SUM));
        c.expect("reduceScatterBlock recvbuf too small", MPIException.class, "holds only",
                () -> w.reduceScatterBlock(new int[4 * n], new int[3], 4, MPI.INT, MPI.SUM));
        c.expect("scan with a negative count", MPIException.class, "negative",
                () -> w.scan(new int[2], new int[2], -1, MPI.INT, MPI.SUM));
        c.run("freed communicator", () -> {
            Intracomm d = w.dup();
            d.free();
            c.expect("allGatherv on a freed communicator", MPIException.class, "freed",
                    () -> d.allGatherv(mine, r + 1, MPI.INT, new int[span], counts, displs, MPI.INT));
            c.expect("scan on a freed communicator", MPIException.class, "freed",
                    () -> d.scan(new int[1], new int[1], 1, MPI.INT, MPI.SUM));
        });
        w.barrier();
        c.done();
        MPI.Finalize();
    }
}
