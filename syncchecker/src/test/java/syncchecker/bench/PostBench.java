package syncchecker.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.function.LongSupplier;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import syncchecker.core.AccessSites;
import syncchecker.core.Checker;
import syncchecker.core.DataMap;
import syncchecker.core.TestCheckers;

/**
 * Micro-benchmark (not a test), part of {@code make bench-probes}: what the checker adds to each nonblocking
 * operation (its post and its completion) in a fresh JVM, as a program meets it. The pattern is a pipeline's: one
 * receive and one of two alternating sends pending, as in the LU kernel, whose timed section makes about 13k such
 * operations per rank. Printed: the mean time inside the checker's calls over the first 12,800 operations (while
 * the JIT is still compiling its path), the mean CPU time of the whole loop over them (the benchmark's own code
 * warms up too), the fastest later round inside the checker, and the bytes the checker allocates per operation
 * (the binding's event objects not counted). Times include two System.nanoTime calls per checker call (about 25 ns
 * each).
 */
public final class PostBench {
    private static final int FIRST = 12_800;
    private static final int ROUND = 2_000;
    private static final int ROUNDS = 100;

    private PostBench() {}

    public static void main(String[] args) {
        System.out.printf("%-40s%14s%14s%14s%14s%n", "ns per operation (post + completion)", "first", "first (cpu)",
                "steady", "bytes");
        System.out.printf("%-40s", "checker, fresh JVM");
        run();
        System.out.printf("(first %d operations of a fresh JVM, then the fastest of %d rounds of %d)%n", FIRST, ROUNDS,
                ROUND);
    }

    private static void run() {
        Checker c = TestCheckers.installed(d -> { }, true);
        ByteBuffer receive = ByteBuffer.allocateDirect(128);
        ByteBuffer[] sends = {ByteBuffer.allocateDirect(128), ByteBuffer.allocateDirect(128)};
        Object[] pending = new Object[2];
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        LongSupplier nanos = System::nanoTime;
        long cpu = mx.getCurrentThreadCpuTime();
        long first = 0;
        long best = Long.MAX_VALUE;
        int done = 0;
        for (int round = -1; round < ROUNDS; round++) {
            int n = round < 0 ? FIRST : ROUND;
            long inChecker = 0; // only the time inside the checker's calls: the loop's own code warms up too
            for (int i = 0; i < n; i++, done++) {
                inChecker += step(c, pending, done & 1, receive, sends[done & 1], nanos);
            }
            if (round < 0) {
                first = inChecker;
                cpu = mx.getCurrentThreadCpuTime() - cpu;
            } else {
                best = Math.min(best, inChecker);
            }
        }
        // what the checker allocates per operation once compiled (on a fresh heap page every byte is paid twice:
        // allocated, then the page touched for the first time)
        LongSupplier bytes = ((com.sun.management.ThreadMXBean) mx)::getCurrentThreadAllocatedBytes;
        long allocated = 0;
        for (int i = 0; i < ROUND; i++, done++) {
            allocated += step(c, pending, done & 1, receive, sends[done & 1], bytes);
        }
        // two operations per iteration: the receive and a send
        System.out.printf("%14.0f%14.0f%14.0f%14.0f%n", first / (2.0 * FIRST), cpu / (2.0 * FIRST), best / (2.0 * ROUND),
                allocated / (2.0 * ROUND));
        Checker.install(null);
    }

    /**
     * One pipeline step: a receive posted, the older send on this send buffer completed, a send posted, the receive
     * completed. Returns what {@code meter} counted inside the checker's calls only (the events are built outside).
     */
    private static long step(Checker c, Object[] pending, int b, ByteBuffer receive, ByteBuffer send,
            LongSupplier meter) {
        Object r = new Object();
        long spent = post(c, operation("iRecv", r, BufferUse.WRITTEN_BY_LIBRARY, receive), meter);
        if (pending[b] != null) {
            spent += complete(c, pending[b], meter);
        }
        pending[b] = new Object();
        spent += post(c, operation("iSend", pending[b], BufferUse.READ_BY_LIBRARY, send), meter);
        return spent + complete(c, r, meter);
    }

    /** The post's call site, as the instrumentation announces it before the call. */
    private static final int SITE = AccessSites.register("app.Pipeline", "sweep", "Pipeline.java", 42);

    private static long post(Checker c, PostedOperation op, LongSupplier meter) {
        long t0 = meter.getAsLong();
        c.beforePost(SITE);
        c.posted(op, t -> DOUBLES);
        return meter.getAsLong() - t0;
    }

    private static long complete(Checker c, Object request, LongSupplier meter) {
        long t0 = meter.getAsLong();
        c.completed(request);
        return meter.getAsLong() - t0;
    }

    /** The event the binding reports for a post of 16 doubles in {@code buf}. */
    private static PostedOperation operation(String call, Object request, int access, ByteBuffer buf) {
        return new PostedOperation(call, request, 1L, 1, 0, List.of(new BufferUse(access, buf, Memory.address(buf), 16,
                1L, "MPI.DOUBLE", "buf")));
    }

    private static final DataMap DOUBLES = DataMap.contiguous(8);
}
