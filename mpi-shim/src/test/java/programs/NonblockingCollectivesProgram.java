package programs;

import java.nio.IntBuffer;
import java.util.Arrays;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** Every nonblocking collective on direct buffers, in-place forms, several pending at once, and bad arguments. */
public class NonblockingCollectivesProgram {
    static IntBuffer buf(int... values) {
        IntBuffer b = MPI.newIntBuffer(Math.max(1, values.length));
        for (int i = 0; i < values.length; i++) {
            b.put(i, values[i]);
        }
        return b;
    }

    static int[] ints(IntBuffer b, int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = b.get(i);
        }
        return out;
    }

    static int[] fill(int n, int v) {
        int[] a = new int[n];
        Arrays.fill(a, v);
        return a;
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int r = w.getRank(), n = w.getSize();
        CommChecks c = new CommChecks(r);
        int[] counts = new int[n], displs = new int[n];
        int sum = 0;
        for (int i = 0; i < n; i++) {
            counts[i] = i + 1;
            displs[i] = sum + i;
            sum += i + 1;
        }
        final int total = sum;
        final int span = displs[n - 1] + counts[n - 1];
        int[] expectAll = fill(span, -1);
        for (int i = 0; i < n; i++) {
            for (int k = 0; k <= i; k++) {
                expectAll[displs[i] + k] = i * 10 + k;
            }
        }
        int[] mine = new int[r + 1];
        for (int k = 0; k <= r; k++) {
            mine[k] = r * 10 + k;
        }
        int[] ranks = new int[n];
        for (int i = 0; i < n; i++) {
            ranks[i] = i;
        }

        c.run("iBarrier+iBcast", () -> {
            w.iBarrier().waitFor();
            IntBuffer b = r == 0 ? buf(42, 43) : buf(0, 0);
            Request q = w.iBcast(b, 2, MPI.INT, 0);
            q.waitFor();
            c.equal("iBcast", new int[] {42, 43}, ints(b, 2));
            c.check("iBcast request null after wait", q.isNull(), q);
        });
        c.run("iGather", () -> {
            IntBuffer recv = MPI.newIntBuffer(n);
            w.iGather(buf(r), 1, MPI.INT, recv, 1, MPI.INT, 0).waitFor();
            if (r == 0) {
                c.equal("iGather", ranks, ints(recv, n));
            }
            IntBuffer inPlace = r == n - 1 ? MPI.newIntBuffer(n) : buf(r);
            if (r == n - 1) {
                inPlace.put(r, r);
            }
            w.iGather(inPlace, 1, MPI.INT, n - 1).waitFor();
            if (r == n - 1) {
                c.equal("iGatherInPlace", ranks, ints(inPlace, n));
            }
        });
        c.run("iScatter", () -> {
            IntBuffer got = MPI.newIntBuffer(1);
            w.iScatter(r == 0 ? buf(ranks) : MPI.newIntBuffer(1), 1, MPI.INT, got, 1, MPI.INT, 0).waitFor();
            c.equal("iScatter", r, got.get(0));
            IntBuffer b = r == 0 ? buf(ranks) : buf(-1);
            w.iScatter(b, 1, MPI.INT, 0).waitFor();
            c.equal("iScatterInPlace", r, b.get(0));
        });
        c.run("iGatherv", () -> {
            IntBuffer recv = buf(fill(span, -1));
            w.iGatherv(buf(mine), r + 1, MPI.INT, recv, counts, displs, MPI.INT, 0).waitFor();
            if (r == 0) {
                c.equal("iGatherv", expectAll, ints(recv, span));
            }
            if (r == 0) {
                IntBuffer all = buf(fill(span, -1));
                for (int k = 0; k <= r; k++) {
                    all.put(displs[0] + k, mine[k]);
                }
                w.iGatherv(all, counts, displs, MPI.INT, 0).waitFor();
                c.equal("iGathervInPlace", expectAll, ints(all, span));
            } else {
                w.iGatherv(buf(mine), r + 1, MPI.INT, 0).waitFor();
            }
        });
        c.run("iScatterv", () -> {
            IntBuffer got = MPI.newIntBuffer(r + 1);
            w.iScatterv(buf(expectAll), counts, displs, MPI.INT, got, r + 1, MPI.INT, 0).waitFor();
            c.equal("iScatterv", mine, ints(got, r + 1));
            if (r == 0) {
                w.iScatterv(buf(expectAll), counts, displs, MPI.INT, 0).waitFor();
            } else {
                IntBuffer g = MPI.newIntBuffer(r + 1);
                w.iScatterv(g, r + 1, MPI.INT, 0).waitFor();
                c.equal("iScattervInPlace", mine, ints(g, r + 1));
            }
        });
        c.run("iAllGather(v)", () -> {
            IntBuffer recv = MPI.newIntBuffer(n);
            w.iAllGather(buf(r), 1, MPI.INT, recv, 1, MPI.INT).waitFor();
            c.equal("iAllGather", ranks, ints(recv, n));
            IntBuffer inPlace = MPI.newIntBuffer(n);
            inPlace.put(r, r);
            w.iAllGather(inPlace, 1, MPI.INT).waitFor();
            c.equal("iAllGatherInPlace", ranks, ints(inPlace, n));
            IntBuffer v = buf(fill(span, -1));
            w.iAllGatherv(buf(mine), r + 1, MPI.INT, v, counts, displs, MPI.INT).waitFor();
            c.equal("iAllGatherv", expectAll, ints(v, span));
            IntBuffer vi = buf(fill(span, -1));
            for (int k = 0; k <= r; k++) {
                vi.put(displs[r] + k, mine[k]);
            }
            w.iAllGatherv(vi, counts, displs, MPI.INT).waitFor();
            c.equal("iAllGathervInPlace", expectAll, ints(vi, span));
        });
        c.run("iAllToAll(v,w)", () -> {
            int[] send = new int[n], expect = new int[n], rev = new int[n];
            int[] ones = fill(n, 1), sd = new int[n], rd = new int[n], bytes = new int[n], rbytes = new int[n];
            Datatype[] types = new Datatype[n];
            for (int j = 0; j < n; j++) {
                send[j] = r * 10 + j;
                expect[j] = j * 10 + r;
                rev[n - 1 - j] = j * 10 + r;
                sd[j] = j;
                rd[j] = j;
                bytes[j] = 4 * j;
                rbytes[j] = 4 * (n - 1 - j);
                types[j] = MPI.INT;
            }
            IntBuffer recv = MPI.newIntBuffer(n);
            w.iAllToAll(buf(send), 1, MPI.INT, recv, 1, MPI.INT).waitFor();
            c.equal("iAllToAll", expect, ints(recv, n));
            IntBuffer rv = MPI.newIntBuffer(n);
            w.iAllToAllv(buf(send), ones, sd, MPI.INT, rv, ones, rd, MPI.INT).waitFor();
            c.equal("iAllToAllv", expect, ints(rv, n));
            IntBuffer rw = MPI.newIntBuffer(n);
            w.iAllToAllw(buf(send), ones, bytes, types, rw, ones, rbytes, types).waitFor();
            c.equal("iAllToAllw", rev, ints(rw, n));
        });
        c.run("iReduce/iAllReduce", () -> {
            IntBuffer out = MPI.newIntBuffer(2);
            w.iReduce(buf(r, 1), out, 2, MPI.INT, MPI.SUM, 0).waitFor();
            if (r == 0) {
                c.equal("iReduce", new int[] {n * (n - 1) / 2, n}, ints(out, 2));
            }
            IntBuffer b = buf(r, 1);
            w.iReduce(b, 2, MPI.INT, MPI.MAX, n - 1).waitFor();
            if (r == n - 1) {
                c.equal("iReduceInPlace", new int[] {n - 1, 1}, ints(b, 2));
            }
            IntBuffer all = MPI.newIntBuffer(1);
            w.iAllReduce(buf(r + 1), all, 1, MPI.INT, MPI.PROD).waitFor();
            int fact = 1;
            for (int i = 1; i <= n; i++) {
                fact *= i;
            }
            c.equal("iAllReduce", fact, all.get(0));
            IntBuffer ip = buf(r);
            w.iAllReduce(ip, 1, MPI.INT, MPI.MIN).waitFor();
            c.equal("iAllReduceInPlace", 0, ip.get(0));
        });
        c.run("iReduceScatter(Block)", () -> {
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
            IntBuffer recv = MPI.newIntBuffer(r + 1);
            w.iReduceScatter(buf(send), recv, counts, MPI.INT, MPI.SUM).waitFor();
            c.equal("iReduceScatter", expect, ints(recv, r + 1));
            IntBuffer ip = buf(send);
            w.iReduceScatter(ip, counts, MPI.INT, MPI.SUM).waitFor();
            c.equal("iReduceScatterInPlace", expect, ints(ip, r + 1));
            int[] blockSend = new int[2 * n];
            for (int k = 0; k < 2 * n; k++) {
                blockSend[k] = k;
            }
            IntBuffer rb = MPI.newIntBuffer(2);
            w.iReduceScatterBlock(buf(blockSend), rb, 2, MPI.INT, MPI.SUM).waitFor();
            c.equal("iReduceScatterBlock", new int[] {2 * r * n, (2 * r + 1) * n}, ints(rb, 2));
            IntBuffer bip = buf(blockSend);
            w.iReduceScatterBlock(bip, 2, MPI.INT, MPI.SUM).waitFor();
            c.equal("iReduceScatterBlockInPlace", new int[] {2 * r * n, (2 * r + 1) * n}, ints(bip, 2));
        });
        c.run("iScan/iExScan", () -> {
            IntBuffer out = MPI.newIntBuffer(1);
            w.iScan(buf(r + 1), out, 1, MPI.INT, MPI.SUM).waitFor();
            c.equal("iScan", (r + 1) * (r + 2) / 2, out.get(0));
            IntBuffer ip = buf(r + 1);
            w.iScan(ip, 1, MPI.INT, MPI.SUM).waitFor();
            c.equal("iScanInPlace", (r + 1) * (r + 2) / 2, ip.get(0));
            IntBuffer ex = MPI.newIntBuffer(1);
            w.iExScan(buf(r + 1), ex, 1, MPI.INT, MPI.SUM).waitFor();
            if (r > 0) {
                c.equal("iExScan", r * (r + 1) / 2, ex.get(0));
            }
            IntBuffer exip = buf(r + 1);
            w.iExScan(exip, 1, MPI.INT, MPI.SUM).waitFor();
            if (r > 0) {
                c.equal("iExScanInPlace", r * (r + 1) / 2, exip.get(0));
            }
        });
        c.run("several pending", () -> {
            IntBuffer a = buf(r), b = MPI.newIntBuffer(n), sumBuf = MPI.newIntBuffer(1);
            Request[] reqs = {w.iAllReduce(a, sumBuf, 1, MPI.INT, MPI.SUM), w.iAllGather(a, 1, MPI.INT, b, 1, MPI.INT),
                w.iBarrier()};
            Request.waitAll(reqs);
            c.equal("pending iAllReduce", n * (n - 1) / 2, sumBuf.get(0));
            c.equal("pending iAllGather", ranks, ints(b, n));
            boolean allNull = true;
            for (Request q : reqs) {
                allNull &= q.isNull();
            }
            c.check("waitAll nulls collective requests", allNull, Arrays.toString(reqs));
        });

        c.run("free while collectives are pending", () -> {
            Intracomm d = w.dup();
            IntBuffer sumBuf = MPI.newIntBuffer(1);
            Request reduced = d.iAllReduce(buf(r + 1), sumBuf, 1, MPI.INT, MPI.SUM);
            Intracomm e = d.iDup();
            d.free();
            c.check("communicator freed with collectives pending is null", d.isNull(), d);
            Intracomm other = w.dup(); // Open MPI 4.1 crashed in this call when the free reached it at once
            Request.waitAll(new Request[] {reduced, e.getRequest()});
            c.equal("iAllReduce pending at the free completes", n * (n + 1) / 2, sumBuf.get(0));
            c.equal("iDup pending at the free completes", n, e.getSize());
            other.free();
            e.free();
        });

        // ---- bad arguments (each call fails locally on every rank that makes it) --------------------------------
        c.expect("iBcast heap buffer", IllegalArgumentException.class, "must be direct",
                () -> w.iBcast(IntBuffer.allocate(2), 2, MPI.INT, 0));
        if (r != 0) {
            c.expect("iGather heap recvbuf on a non-root", IllegalArgumentException.class, "must be direct",
                    () -> w.iGather(buf(r), 1, MPI.INT, IntBuffer.allocate(n), 1, MPI.INT, 0));
            c.expect("iGatherv heap recvbuf on a non-root", IllegalArgumentException.class, "must be direct",
                    () -> w.iGatherv(buf(mine), r + 1, MPI.INT, IntBuffer.allocate(span), counts, displs, MPI.INT, 0));
            c.expect("iScatter heap sendbuf on a non-root", IllegalArgumentException.class, "must be direct",
                    () -> w.iScatter(IntBuffer.allocate(n), 1, MPI.INT, MPI.newIntBuffer(1), 1, MPI.INT, 0));
            c.expect("iReduce heap recvbuf on a non-root", IllegalArgumentException.class, "must be direct",
                    () -> w.iReduce(buf(1), IntBuffer.allocate(1), 1, MPI.INT, MPI.SUM, 0));
        } else {
            c.expect("iGatherv root with short displs", MPIException.class, "displs has",
                    () -> w.iGatherv(buf(mine), 1, MPI.INT, MPI.newIntBuffer(span), counts,
                            Arrays.copyOf(displs, n - 1), MPI.INT, 0));
            c.expect("iScatterv root with counts beyond sendbuf", MPIException.class, "holds only",
                    () -> w.iScatterv(MPI.newIntBuffer(span - 1), counts, displs, MPI.INT, MPI.newIntBuffer(1), 1,
                            MPI.INT, 0));
        }
        c.expect("iAllGatherv short recvcount", MPIException.class, "recvcount has",
                () -> w.iAllGatherv(buf(mine), r + 1, MPI.INT, MPI.newIntBuffer(span), Arrays.copyOf(counts, n - 1),
                        displs, MPI.INT));
        c.expect("iAllToAll count beyond recvbuf", MPIException.class, "recvbuf holds only",
                () -> w.iAllToAll(MPI.newIntBuffer(2 * n), 2, MPI.INT, MPI.newIntBuffer(2 * n - 1), 2, MPI.INT));
        c.expect("iAllToAllv heap sendbuf", IllegalArgumentException.class, "must be direct",
                () -> w.iAllToAllv(IntBuffer.allocate(n), fill(n, 1), ranks, MPI.INT, MPI.newIntBuffer(n),
                        fill(n, 1), ranks, MPI.INT));
        c.expect("iAllToAllw short recvtypes", MPIException.class, "recvtypes has",
                () -> w.iAllToAllw(MPI.newIntBuffer(n), fill(n, 1), new int[n], new Datatype[] {MPI.INT, MPI.INT,
                    MPI.INT, MPI.INT}, MPI.newIntBuffer(n), fill(n, 1), new int[n], new Datatype[n - 1]));
        c.expect("iReduceScatter short counts", MPIException.class, "recvcounts has",
                () -> w.iReduceScatter(MPI.newIntBuffer(total), MPI.newIntBuffer(n), Arrays.copyOf(counts, n - 1),
                        MPI.INT, MPI.SUM));
        c.expect("iScan negative count", MPIException.class, "negative",
                () -> w.iScan(MPI.newIntBuffer(1), MPI.newIntBuffer(1), -2, MPI.INT, MPI.SUM));
        c.expect("iAllReduce null op", IllegalArgumentException.class, "op",
                () -> w.iAllReduce(MPI.newIntBuffer(1), MPI.newIntBuffer(1), 1, MPI.INT, null));
        c.run("freed communicator", () -> {
            Intracomm d = w.dup();
            d.free();
            c.expect("iBarrier on a freed communicator", MPIException.class, "freed", d::iBarrier);
        });
        w.barrier();
        c.done();
        MPI.Finalize();
    }
}
