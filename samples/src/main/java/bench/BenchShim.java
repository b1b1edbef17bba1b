package bench;

import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Java twin of native/bench/bench_shim.c: the same operations, sizes and loop shapes, written against Open MPI's
 * Java API. Rank 0 prints "RESULT op size seconds_per_op bytes_per_call", where bytes per call is what this thread
 * allocated during the timed loop divided by the MPI calls it made there (Request objects the API returns included).
 */
public final class BenchShim {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static Comm world;
    private static int rank;
    private static long t0;
    private static long bytes0;

    private BenchShim() {}

    private static long allocated() {
        return THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    private static void start() throws MPIException {
        world.barrier();
        bytes0 = allocated();
        t0 = System.nanoTime();
    }

    private static void report(String op, long size, long ops, long calls) {
        long nanos = System.nanoTime() - t0;
        long bytes = allocated() - bytes0;
        if (rank == 0) {
            System.out.printf("RESULT %s %d %.9e %.1f%n", op, size, nanos * 1e-9 / ops, (double) bytes / calls);
            System.out.flush();
        }
    }

    /** Half round trip of a ping-pong with iSend/iRecv/waitFor. */
    static void pingpongNb(int bytes, int warm, int iters) throws MPIException {
        ByteBuffer buf = MPI.newByteBuffer(bytes);
        int peer = 1 - rank;
        Comm w = world;
        for (int i = 0; i < warm + iters; i++) {
            if (i == warm) {
                start();
            }
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
        report("pingpong-isend-irecv-wait", bytes, 2L * iters, 4L * iters);
    }

    /** The binding's own cost, free of the network: iSend+waitFor and recv with MPI.PROC_NULL complete at once. */
    static void procNull(int warm, int iters) throws MPIException {
        ByteBuffer buf = MPI.newByteBuffer(8);
        Comm w = world;
        for (int i = 0; i < warm + iters; i++) {
            if (i == warm) {
                bytes0 = allocated();
                t0 = System.nanoTime();
            }
            w.iSend(buf, 8, MPI.BYTE, MPI.PROC_NULL, 1).waitFor();
        }
        report("proc-null-isend-wait", 8, iters, 2L * iters);
        for (int i = 0; i < warm + iters; i++) {
            if (i == warm) {
                bytes0 = allocated();
                t0 = System.nanoTime();
            }
            w.recv(buf, 8, MPI.BYTE, MPI.PROC_NULL, 1);
        }
        report("proc-null-recv", 8, iters, iters);
    }

    /** Half round trip of a blocking ping-pong on a direct buffer or a Java array. */
    static void pingpong(String name, Object buf, int bytes, int warm, int iters) throws MPIException {
        int peer = 1 - rank;
        Comm w = world;
        for (int i = 0; i < warm + iters; i++) {
            if (i == warm) {
                start();
            }
            if (rank == 0) {
                w.send(buf, bytes, MPI.BYTE, peer, 1);
                w.recv(buf, bytes, MPI.BYTE, peer, 1);
            } else {
                w.recv(buf, bytes, MPI.BYTE, peer, 1);
                w.send(buf, bytes, MPI.BYTE, peer, 1);
            }
        }
        report(name, bytes, 2L * iters, 2L * iters);
    }

    /** Message rate: 64 iRecv and 64 iSend of 8 bytes each way, completed by one waitAll. */
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
        for (int i = 0; i < warm + iters; i++) {
            if (i == warm) {
                start();
            }
            for (int k = 0; k < window; k++) {
                req[k] = w.iRecv(recvs[k], 8, MPI.BYTE, peer, k);
            }
            for (int k = 0; k < window; k++) {
                req[window + k] = w.iSend(sends[k], 8, MPI.BYTE, peer, k);
            }
            Request.waitAll(req);
        }
        report("msgrate-64x-isend-irecv-waitall", 8, (long) window * iters, (2L * window + 1) * iters);
    }

    static void allreduce(int count, int warm, int iters) throws MPIException {
        DoubleBuffer in = MPI.newDoubleBuffer(count);
        DoubleBuffer out = MPI.newDoubleBuffer(count);
        Comm w = world;
        for (int i = 0; i < warm + iters; i++) {
            if (i == warm) {
                start();
            }
            w.allReduce(in, out, count, MPI.DOUBLE, MPI.SUM);
        }
        report("allreduce-double-sum", 8L * count, iters, iters);
    }

    static void bcast(int bytes, int warm, int iters) throws MPIException {
        ByteBuffer buf = MPI.newByteBuffer(bytes);
        Comm w = world;
        for (int i = 0; i < warm + iters; i++) {
            if (i == warm) {
                start();
            }
            w.bcast(buf, bytes, MPI.BYTE, 0);
        }
        report("bcast", bytes, iters, iters);
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        world = MPI.COMM_WORLD;
        rank = MPI.COMM_WORLD.getRank();
        double scale = args.length > 0 ? Double.parseDouble(args[0]) : 1.0;
        int mib = 1 << 20;
        procNull(n(200000, scale), n(1000000, scale));
        pingpongNb(8, n(20000, scale), n(100000, scale));
        pingpong("pingpong-send-recv-direct", MPI.newByteBuffer(8), 8, n(20000, scale), n(100000, scale));
        pingpong("pingpong-send-recv-array", new byte[8], 8, n(20000, scale), n(100000, scale));
        pingpong("pingpong-send-recv-direct", MPI.newByteBuffer(mib), mib, n(50, scale), n(400, scale));
        pingpong("pingpong-send-recv-array", new byte[mib], mib, n(50, scale), n(400, scale));
        msgrate(64, n(500, scale), n(3000, scale));
        allreduce(1, n(20000, scale), n(100000, scale));
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
