package syncchecker.bench;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import syncchecker.core.AccessSites;
import syncchecker.core.Checker;
import syncchecker.core.DataMap;
import syncchecker.core.TestCheckers;
import syncchecker.core.WarmUp;

/**
 * Micro-benchmark (not a test), part of {@code make bench-probes}: what the checker adds to each nonblocking
 * operation (its post and its completion), in a fresh JVM as a program meets it, with and without the warm-up
 * the checker runs at MPI.Init ({@code syncchecker.warmup}). The pattern is a pipeline's: one receive and one of
 * two alternating sends pending, as in the LU kernel, whose timed section makes about 13k such operations per
 * rank. Printed: the mean time inside the checker's calls over the first 12,800 operations, the mean CPU time of
 * the whole loop over them (the benchmark's own code warms up too), and the fastest later round inside the
 * checker. Times include two System.nanoTime calls per checker call (about 25 ns each).
 */
public final class PostBench {
    private static final int FIRST = 12_800;
    private static final int ROUND = 2_000;
    private static final int ROUNDS = 100;

    private PostBench() {}

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("child")) {
            child(Integer.parseInt(args[1]));
            return;
        }
        System.out.printf("%-40s%14s%14s%14s%n", "ns per operation (post + completion)", "first", "first (cpu)",
                "steady");
        for (int warmUp : new int[] {0, 10_000}) {
            System.out.printf("%-40s%s%n", "warm-up " + warmUp + " at MPI.Init", runChild(warmUp));
        }
        System.out.printf("(first %d operations of a fresh JVM, then the fastest of %d rounds of %d)%n", FIRST, ROUNDS,
                ROUND);
    }

    private static String runChild(int warmUp) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), PostBench.class.getName(),
                "child", Integer.toString(warmUp)).redirectErrorStream(true).start();
        StringBuilder out = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null;) {
                out.append(line);
            }
        }
        if (p.waitFor() != 0) {
            throw new IllegalStateException("the run with warm-up " + warmUp + " failed: " + out);
        }
        return out.toString();
    }

    private static void child(int warmUp) {
        WarmUp.run(warmUp);
        Checker c = TestCheckers.installed(d -> { }, true);
        ByteBuffer receive = ByteBuffer.allocateDirect(128);
        ByteBuffer[] sends = {ByteBuffer.allocateDirect(128), ByteBuffer.allocateDirect(128)};
        Object[] pending = new Object[2];
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long cpu = mx.getCurrentThreadCpuTime();
        long first = 0;
        long best = Long.MAX_VALUE;
        int done = 0;
        for (int round = -1; round < ROUNDS; round++) {
            int n = round < 0 ? FIRST : ROUND;
            long inChecker = 0; // only the time inside the checker's calls: the loop's own code warms up too
            for (int i = 0; i < n; i++, done++) {
                Object r = new Object();
                inChecker += post(c, "iRecv", r, BufferUse.WRITTEN_BY_LIBRARY, receive);
                int b = done & 1;
                if (pending[b] != null) {
                    long t0 = System.nanoTime();
                    c.completed(pending[b]);
                    inChecker += System.nanoTime() - t0;
                }
                pending[b] = new Object();
                inChecker += post(c, "iSend", pending[b], BufferUse.READ_BY_LIBRARY, sends[b]);
                long t0 = System.nanoTime();
                c.completed(r);
                inChecker += System.nanoTime() - t0;
            }
            if (round < 0) {
                first = inChecker;
                cpu = mx.getCurrentThreadCpuTime() - cpu;
            } else {
                best = Math.min(best, inChecker);
            }
        }
        // two operations per iteration: the receive and a send
        System.out.printf("%14.0f%14.0f%14.0f%n", first / (2.0 * FIRST), cpu / (2.0 * FIRST), best / (2.0 * ROUND));
        Checker.install(null);
    }

    /** The post's call site, as the instrumentation announces it before the call. */
    private static final int SITE = AccessSites.register("app.Pipeline", "sweep", "Pipeline.java", 42);

    /** Posts one operation; returns the nanoseconds spent in the checker. */
    private static long post(Checker c, String call, Object request, int access, ByteBuffer buf) {
        PostedOperation op = new PostedOperation(call, request, 1L, 1, 0, List.of(new BufferUse(access, buf,
                Memory.address(buf), 16, 1L, "MPI.DOUBLE", "buf")));
        long t0 = System.nanoTime();
        c.beforePost(SITE);
        c.posted(op, t -> DOUBLES);
        return System.nanoTime() - t0;
    }

    private static final DataMap DOUBLES = DataMap.contiguous(8);
}
