package bench;

import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.util.Arrays;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;
import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;
import mpi.shim.nat.LibMpiPointToPoint;
import mpi.shim.nat.Native;

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
    private static final int MAX_BATCHES = 4096;

    /** Warm-up calls of the 1 MiB rows: past the JIT's first compile (C1 at about 200 calls) with room to spare. */
    private static final int WARM_MIB = 1000;

    private static Comm world;
    private static int rank;

    private BenchShim() {}

    /**
     * Warm-up batches, then BATCHES timed ones, all of the same size, with a barrier before each when asked;
     * reports the median timed batch. The warm-up runs as batches of the timed size, through the very same code
     * (every batch is timed and counted; the warm-up ones are not reported): the JIT compiles the benchmark
     * method while the loop is still warming up, with a profile that has already seen the step from one batch to
     * the next. With one long warm-up batch instead, the compiled loop had never left its inner loop, so the
     * first timed batch deoptimized it and the timed batches partly ran in the interpreter and in C1 code
     * (seen with -XX:+PrintCompilation: msgrate's OSR code made not entrant at the end of the warm-up and
     * compiled again by C2 0.5-0.9 s later, inside the 1.6 s timed section).
     */
    private static final class Timer {
        int n;
        private int batch;
        private final int total;
        private final int warmBatches;
        private final boolean barrier;
        private final long[] nanos;
        private final long[] bytes;
        private long start;
        private long bytesStart;

        Timer(int warm, int iters, boolean barrier) {
            this.n = Math.max(1, iters / BATCHES);
            this.warmBatches = Math.min((warm + n - 1) / n, MAX_BATCHES - BATCHES); // as the C twin's cap
            this.total = warmBatches + BATCHES;
            this.batch = -1;
            this.barrier = barrier;
            this.nanos = new long[total];
            this.bytes = new long[total];
        }

        /** Ends the current batch and starts the next; false when all are done. */
        boolean next() throws MPIException {
            long now = System.nanoTime();
            if (batch >= 0) {
                nanos[batch] = now - start;
                bytes[batch] = allocated() - bytesStart;
            }
            if (++batch == total) {
                return false;
            }
            if (barrier) {
                world.barrier();
            }
            bytesStart = allocated();
            start = System.nanoTime();
            return true;
        }

        void report(String op, long size, int opsPerIter, int callsPerIter) {
            long[] timed = Arrays.copyOfRange(nanos, warmBatches, total);
            long allocatedTimed = 0;
            for (int b = warmBatches; b < total; b++) {
                allocatedTimed += bytes[b];
            }
            Arrays.sort(timed);
            if (rank == 0) {
                double perOp = timed[BATCHES / 2] * 1e-9 / ((double) n * opsPerIter);
                double perCall = (double) allocatedTimed / ((double) n * BATCHES * callsPerIter);
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

    /** recv from MPI.PROC_NULL whose Status is read (source and tag), as C reads MPI_SOURCE and MPI_TAG. */
    static void procNullRecvStatus(int warm, int iters) throws MPIException {
        ByteBuffer buf = MPI.newByteBuffer(8);
        Comm w = world;
        long sum = 0;
        Timer t = new Timer(warm, iters, false);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                Status st = w.recv(buf, 8, MPI.BYTE, MPI.PROC_NULL, 1);
                sum += st.getSource() + st.getTag();
            }
        }
        t.report("proc-null-recv-status", 8, 1, 1);
        sink(sum);
    }

    /**
     * The completion calls alone, each on requests that are already complete (their handle is MPI_REQUEST_NULL,
     * so the library returns at once): what the binding's waitFor, test, waitAll, testAll, waitAny and testAny
     * cost and allocate per call, apart from the Request that iSend/iRecv return.
     */
    static void completions(int warm, int iters) throws MPIException {
        ByteBuffer buf = MPI.newByteBuffer(8);
        Request done = world.iSend(buf, 8, MPI.BYTE, MPI.PROC_NULL, 1);
        done.waitFor();
        Request[] two = {world.iSend(buf, 8, MPI.BYTE, MPI.PROC_NULL, 1), world.iSend(buf, 8, MPI.BYTE, MPI.PROC_NULL, 1)};
        Request.waitAll(two);
        long sum = 0;
        Timer t = new Timer(warm, iters, false);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                done.waitFor();
            }
        }
        t.report("done-wait", 8, 1, 1);
        t = new Timer(warm, iters, false);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                sum += done.test() ? 1 : 0;
            }
        }
        t.report("done-test", 8, 1, 1);
        t = new Timer(warm, iters, false);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                Request.waitAll(two);
            }
        }
        t.report("done-waitall-2", 8, 1, 1);
        t = new Timer(warm, iters, false);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                sum += Request.testAll(two) ? 1 : 0;
            }
        }
        t.report("done-testall-2", 8, 1, 1);
        t = new Timer(warm, iters, false);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                sum += Request.waitAny(two);
            }
        }
        t.report("done-waitany-2", 8, 1, 1);
        t = new Timer(warm, iters, false);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                sum += Request.testAny(two);
            }
        }
        t.report("done-testany-2", 8, 1, 1);
        sink(sum);
    }

    /** Keeps a loop's result alive, so that the JIT cannot drop the calls' results it reads. */
    private static void sink(long v) {
        if (v == 42424242L) {
            System.out.println("sink");
        }
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

    /** Both ranks exchange 8 bytes with sendRecv (MPI_Sendrecv: 12 arguments); time per exchange. */
    static void sendrecv(int warm, int iters) throws MPIException {
        ByteBuffer out = MPI.newByteBuffer(8);
        ByteBuffer in = MPI.newByteBuffer(8);
        int peer = 1 - rank;
        Comm w = world;
        Timer t = new Timer(warm, iters, true);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                w.sendRecv(out, 8, MPI.BYTE, peer, 1, in, 8, MPI.BYTE, peer, 1);
            }
        }
        t.report("sendrecv-exchange", 8, 1, 1);
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

    /**
     * The message-rate loop through the binding's native calls alone: the same libmpi functions through the same
     * jffi fast path as {@link #msgrate}, on native request memory, with no argument checks, no Request objects
     * and no request bookkeeping in waitAll. Not an API anyone should use: it measures what one JNR-FFI crossing
     * per call costs by itself, the floor under any binding of Open MPI's API built on JNR-FFI.
     */
    static void msgrateRawCalls(int window, int warm, int iters) throws MPIException {
        long comm = Native.HANDLES.resolve("MPI_COMM_WORLD");
        long type = Native.HANDLES.resolve("MPI_BYTE");
        long statusesIgnore = Native.HANDLES.pointer("MPI_STATUSES_IGNORE");
        ByteBuffer sendMemory = MPI.newByteBuffer(8 * window);
        ByteBuffer recvMemory = MPI.newByteBuffer(8 * window);
        long sbuf = Memory.address(sendMemory);
        long rbuf = Memory.address(recvMemory);
        HandleType requests = HandleType.REQUEST;
        long req = Memory.allocate(requests.arrayBytes(2L * window));
        int peer = 1 - rank;
        Timer t = new Timer(warm, iters, true);
        while (t.next()) {
            for (int i = 0; i < t.n; i++) {
                for (int k = 0; k < window; k++) {
                    LibMpiPointToPoint.MPI_Irecv(rbuf + 8 * k, 8, type, peer, k, comm, requests.at(req, k));
                }
                for (int k = 0; k < window; k++) {
                    LibMpiPointToPoint.MPI_Isend(sbuf + 8 * k, 8, type, peer, k, comm, requests.at(req, window + k));
                }
                LibMpiPointToPoint.MPI_Waitall(2 * window, req, statusesIgnore);
            }
        }
        t.report("msgrate-64x-raw-native-calls", 8, window, 2 * window + 1);
        Memory.free(req);
        // the loop used only the buffers' addresses: keep the buffers (and their memory) alive until here
        java.lang.ref.Reference.reachabilityFence(sendMemory);
        java.lang.ref.Reference.reachabilityFence(recvMemory);
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
        only = args.length > 1 ? Arrays.asList(args[1].split(",")) : null;
        int mib = 1 << 20;
        // Warm-up counts are large enough for the JIT to finish compiling the loop while two busy ranks share
        // the cores (the timed batches must measure compiled code, as the C twin's do). The 1 MiB rows too: with
        // 50 warm-up calls, bcast's path was compiled (C1, at about 200 calls) inside the timed batches, by a
        // compiler thread taking one of the two cores both ranks poll on (seen with -XX:+PrintCompilation)
        if (want("proc-null")) {
            procNullIsend(n(2000000, scale), n(1000000, scale));
            procNullRecv(n(2000000, scale), n(1000000, scale));
            procNullRecvStatus(n(2000000, scale), n(1000000, scale));
            completions(n(2000000, scale), n(1000000, scale));
        }
        if (want("pingpong-nb")) {
            pingpongNb(8, n(400000, scale), n(100000, scale));
        }
        if (want("pingpong")) {
            pingpong("pingpong-send-recv-direct", MPI.newByteBuffer(8), 8, n(400000, scale), n(100000, scale));
            pingpong("pingpong-send-recv-array", new byte[8], 8, n(400000, scale), n(100000, scale));
            pingpong("pingpong-send-recv-direct", MPI.newByteBuffer(mib), mib, n(WARM_MIB, scale), n(400, scale));
            pingpong("pingpong-send-recv-array", new byte[mib], mib, n(WARM_MIB, scale), n(400, scale));
        }
        if (want("sendrecv")) {
            sendrecv(n(400000, scale), n(100000, scale));
        }
        if (want("msgrate")) {
            msgrate(64, n(30000, scale), n(3000, scale));
            msgrateRawCalls(64, n(30000, scale), n(3000, scale));
        }
        if (want("allreduce")) {
            allreduce(1, n(400000, scale), n(100000, scale));
            allreduce(mib, n(5, scale), n(40, scale));
        }
        if (want("bcast")) {
            bcast(mib, n(WARM_MIB, scale), n(400, scale));
        }
        MPI.Finalize();
    }

    /** Optional second argument: the groups to run, comma-separated, as in the C twin; the default runs all. */
    private static java.util.List<String> only;

    private static boolean want(String group) {
        return only == null || only.contains(group);
    }

    /** Same rounding as the C reference's N(x). */
    private static int n(int x, double scale) {
        int v = (int) (x * scale);
        return v > 0 ? v : 1;
    }
}
