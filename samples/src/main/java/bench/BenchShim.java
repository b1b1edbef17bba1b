package bench;

import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.util.Arrays;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Java twin of native/bench/bench_shim.c: the same operations, sizes, loop shapes and batch timing, written
 * against Open MPI's Java API. Rank 0 prints "RESULT op size seconds_per_op bytes_per_call", where bytes per call
 * is what this thread allocated during the timed batches divided by the MPI calls it made there (the Request and
 * Status objects the API returns included).
 */
public final class BenchShim {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final int BATCHES = 5;

    private static Comm world;
    private static int rank;

    private BenchShim() {}

    /** A warm-up batch, then BATCHES timed ones with a barrier before each; reports the median batch. */
    private static final class Timer {
        int n;
        private int batch = -2;
        private final int warm;
        private final int perBatch;
        private final boolean barrier;
        private final long[] nanos = new long[BATCHES];
        private long start;
        private long bytes;
        private long bytesStart;

        Timer(int warm, int iters, boolean barrier) {
            this.warm = warm;
            this.perBatch = Math.max(1, iters / BATCHES);
            this.barrier = barrier;
        }

        /** Ends the current batch and starts the next; false when all are done. */
        boolean next() throws MPIException {
            long now = System.nanoTime();
            if (batch >= 0) {
                nanos[batch] = now - start;
                bytes += allocated() - bytesStart;
            }
            if (++batch == BATCHES) {
                return false;
            }
            n = batch < 0 ? warm : perBatch;
            if (barrier) {
                world.barrier();
            }
            bytesStart = allocated();
            start = System.nanoTime();
            return true;
        }

        void report(String op, long size, int opsPerIter, int callsPerIter) {
            Arrays.sort(nanos);
            if (rank == 0) {
                double perOp = nanos[BATCHES / 2] * 1e-9 / ((double) perBatch * opsPerIter);
                double perCall = (double) bytes / ((double) perBatch * BATCHES * callsPerIter);
                System.out.printf("RESULT %s %d %.9e %.1f%n", op, size, perOp, perCall);
                System.out.flush();
            }
        }
    }

    private static long allocated() {
        return THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    /** The binding's own cost, free of the network: iSend+waitFor and recv with MPI.PROC_NULL complete at once. */
    static void procNullIsend(int warm, int iters) throws MPIException {
        ByteBuffer buf = MPI.newByteBuffer(8);
        Comm w = world;
        Timer t = new Timer(warm, iters, false);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                w.iSend(buf, 8, MPI.BYTE, MPI.PROC_NULL, 1).waitFor();
            }
        }
        t.report("proc-null-isend-wait", 8, 1, 2);
    }

    static void procNullRecv(int warm, int iters) throws MPIException {
        ByteBuffer buf = MPI.newByteBuffer(8);
        Comm w = world;
        Timer t = new Timer(warm, iters, false);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                w.recv(buf, 8, MPI.BYTE, MPI.PROC_NULL, 1);
            }
        }
        t.report("proc-null-recv", 8, 1, 1);
    }

    /** Half round trip of a ping-pong with iSend/iRecv/waitFor. */
    static void pingpongNb(int bytes, int warm, int iters) throws MPIException {
        ByteBuffer buf = MPI.newByteBuffer(bytes);
        int peer = 1 - rank;
        Comm w = world;
        Timer t = new Timer(warm, iters, true);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                if (rank == 0) {
                    Request r = w.iRecv(buf, bytes, MPI.BYTE, peer, 1);
                    Request s = w.iSend(buf, bytes, MPI.BYTE, peer, 1);
                    s.waitFor();
                    r.waitFor();
                } else {
                    Request r = w.iRecv(buf, bytes, MPI.BYTE, peer, 1);
                    r.waitFor();
                    Request s = w.iSend(buf, bytes, MPI.BYTE, peer, 1);
                    s.waitFor();
                }
            }
        }
        t.report("pingpong-isend-irecv-wait", bytes, 2, 4);
    }

    /** Half round trip of a blocking ping-pong on a direct buffer or a Java array. */
    static void pingpong(String name, Object buf, int bytes, int warm, int iters) throws MPIException {
        int peer = 1 - rank;
        Comm w = world;
        Timer t = new Timer(warm, iters, true);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                if (rank == 0) {
                    w.send(buf, bytes, MPI.BYTE, peer, 1);
                    w.recv(buf, bytes, MPI.BYTE, peer, 1);
                } else {
                    w.recv(buf, bytes, MPI.BYTE, peer, 1);
                    w.send(buf, bytes, MPI.BYTE, peer, 1);
                }
            }
        }
        t.report(name, bytes, 2, 2);
    }

    /** Message rate: 64 iRecv and 64 iSend of 8 bytes each way, completed by one waitAll; time per message sent. */
    static void msgrate(int window, int warm, int iters) throws MPIException {
        ByteBuffer sbuf = MPI.newByteBuffer(8 * window);
        ByteBuffer rbuf = MPI.newByteBuffer(8 * window);
        ByteBuffer[] sends = new ByteBuffer[window];
        ByteBuffer[] recvs = new ByteBuffer[window];
        for (int k = 0; k < window; k++) {
            sends[k] = MPI.slice(sbuf, 8 * k);
            recvs[k] = MPI.slice(rbuf, 8 * k);
        }
        Request[] req = new Request[2 * window];
        int peer = 1 - rank;
        Comm w = world;
        Timer t = new Timer(warm, iters, true);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                for (int k = 0; k < window; k++) {
                    req[k] = w.iRecv(recvs[k], 8, MPI.BYTE, peer, k);
                }
                for (int k = 0; k < window; k++) {
                    req[window + k] = w.iSend(sends[k], 8, MPI.BYTE, peer, k);
                }
                Request.waitAll(req);
            }
        }
        t.report("msgrate-64x-isend-irecv-waitall", 8, window, 2 * window + 1);
    }

    static void allreduce(int count, int warm, int iters) throws MPIException {
        DoubleBuffer in = MPI.newDoubleBuffer(count);
        DoubleBuffer out = MPI.newDoubleBuffer(count);
        Comm w = world;
        Timer t = new Timer(warm, iters, true);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                w.allReduce(in, out, count, MPI.DOUBLE, MPI.SUM);
            }
        }
        t.report("allreduce-double-sum", 8L * count, 1, 1);
    }

    static void bcast(int bytes, int warm, int iters) throws MPIException {
        ByteBuffer buf = MPI.newByteBuffer(bytes);
        Comm w = world;
        Timer t = new Timer(warm, iters, true);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                w.bcast(buf, bytes, MPI.BYTE, 0);
            }
        }
        t.report("bcast", bytes, 1, 1);
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        world = MPI.COMM_WORLD;
        rank = world.getRank();
        double scale = args.length > 0 ? Double.parseDouble(args[0]) : 1.0;
        int mib = 1 << 20;
        // Warm-up counts are large enough for the JIT to finish compiling the loop while two busy ranks share
        // the cores (the timed batches must measure compiled code, as the C twin's do)
        procNullIsend(n(2000000, scale), n(1000000, scale));
        procNullRecv(n(2000000, scale), n(1000000, scale));
        pingpongNb(8, n(400000, scale), n(100000, scale));
        pingpong("pingpong-send-recv-direct", MPI.newByteBuffer(8), 8, n(400000, scale), n(100000, scale));
        pingpong("pingpong-send-recv-array", new byte[8], 8, n(400000, scale), n(100000, scale));
        pingpong("pingpong-send-recv-direct", MPI.newByteBuffer(mib), mib, n(50, scale), n(400, scale));
        pingpong("pingpong-send-recv-array", new byte[mib], mib, n(50, scale), n(400, scale));
        msgrate(64, n(30000, scale), n(3000, scale));
        allreduce(1, n(400000, scale), n(100000, scale));
        allreduce(mib, n(5, scale), n(40, scale));
        bcast(mib, n(50, scale), n(400, scale));
        MPI.Finalize();
    }

    /** Same rounding as the C reference's N(x). */
    private static int n(int x, double scale) {
        int v = (int) (x * scale);
        return v > 0 ? v : 1;
    }
}
