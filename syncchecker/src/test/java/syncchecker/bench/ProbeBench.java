package syncchecker.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import syncchecker.agent.AccessTransformer;
import syncchecker.core.Checker;
import syncchecker.core.TestCheckers;
import syncchecker.core.DataMap;
import syncchecker.core.FilterConfig;
import syncchecker.rt.Counters;

/**
 * Micro-benchmark (not a test): nanoseconds per instrumented access, in each filter configuration, for the
 * cases the filters are for. Run with {@code make bench-probes}. Without arguments it starts one JVM per
 * configuration (the switches are static finals read at start-up, as in a real run) and prints one table; with
 * {@code child} it measures the configuration of its own JVM and prints "case ns-per-access" lines.
 * <p>
 * Cost per access = (time of the loop rewritten by the real AccessTransformer - time of the same loop as
 * compiled) / accesses, each the fastest of its rounds. Before timing, the probes see several buffer classes (heap and direct,
 * byte, int, double), so their type tests are as polymorphic as in a real program.
 */
public final class ProbeBench {
    /** The profiler's configurations (counting per stage), then the checker's own fast path (not counting). */
    private static final String[] CONFIGS = {"basic", "er", "er-at", "er-at-mr", "checker"};
    private static final String[] CASES = {"nothing pending", "heap buffer, a send pending",
        "send pending far away (MR)", "read, a send pending (AT)", "read between pending recvs (MR)",
        "write to the pending send (full)", "the same read, after the write"};
    /** Short rounds (well under a scheduler time slice when nothing is pending), many of them. */
    private static final int N = 200_000;
    private static final int ROUNDS = 201;

    private ProbeBench() {}

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("child")) {
            child();
            return;
        }
        Map<String, Map<String, String>> table = new LinkedHashMap<>();
        for (String config : CONFIGS) {
            table.put(config, runChild(config));
        }
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%-34s", "ns per instrumented access"));
        for (String config : CONFIGS) {
            sb.append(String.format("%10s", config));
        }
        sb.append('\n');
        for (String c : CASES) {
            sb.append(String.format("%-34s", c));
            for (String config : CONFIGS) {
                sb.append(String.format("%10s", table.get(config).getOrDefault(c, "?")));
            }
            sb.append('\n');
        }
        sb.append(String.format("(plain access, no probe: %s ns; %d accesses per round, fastest of up to %d rounds (1 s);"
                + " one JVM per configuration)%n", table.get("checker").getOrDefault("plain", "?"), N, ROUNDS));
        System.out.print(sb);
    }

    private static Map<String, String> runChild(String config) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        boolean checker = config.equals("checker");
        ProcessBuilder pb = new ProcessBuilder(java, "-Dsyncchecker.filters=" + (checker ? "er-at-mr" : config),
                "-Dsyncchecker.counters=" + (checker ? "off" : "on"), "-cp",
                System.getProperty("java.class.path"), ProbeBench.class.getName(), "child");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        Map<String, String> out = new LinkedHashMap<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null;) {
                int tab = line.indexOf('\t');
                if (tab > 0) {
                    out.put(line.substring(0, tab), line.substring(tab + 1));
                } else {
                    System.err.println(config + ": " + line);
                }
            }
        }
        if (p.waitFor() != 0) {
            throw new IllegalStateException("the " + config + " run failed");
        }
        return out;
    }

    /** In a JVM of one configuration: each case's cost, as "case TAB ns" lines. */
    private static void child() throws Exception {
        Class<?> plain = benchwork.ProbeLoops.class;
        Class<?> probed = instrumented();
        Method plainWrite = plain.getMethod("writeInts", IntBuffer.class, int.class);
        Method plainRead = plain.getMethod("readInts", IntBuffer.class, int.class);
        Method write = probed.getMethod("writeInts", IntBuffer.class, int.class);
        Method read = probed.getMethod("readInts", IntBuffer.class, int.class);
        Method mixed = probed.getMethod("mixed", ByteBuffer.class, DoubleBuffer.class, int.class);

        ByteBuffer pendingBytes = ByteBuffer.allocateDirect(1 << 16).order(ByteOrder.nativeOrder());
        IntBuffer accessed = ByteBuffer.allocateDirect(1 << 14).order(ByteOrder.nativeOrder()).asIntBuffer();
        IntBuffer heap = IntBuffer.allocate(1 << 12);
        Checker checker = TestCheckers.installed(d -> { }, true);

        // polymorphic probes, as in a real program: several buffer classes, with and without something pending
        Object warm = new Object();
        for (int i = 0; i < 40; i++) {
            if (i % 2 == 1) {
                checker.posted(op(warm, BufferUse.READ_BY_LIBRARY, pendingBytes, 1 << 14), t -> DataMap.contiguous(4));
            }
            mixed.invoke(null, ByteBuffer.allocateDirect(64).order(ByteOrder.nativeOrder()), DoubleBuffer.allocate(8), 50_000);
            mixed.invoke(null, ByteBuffer.allocate(64), ByteBuffer.allocateDirect(64).asDoubleBuffer(), 50_000);
            write.invoke(null, heap, 50_000);
            read.invoke(null, accessed, 50_000);
            write.invoke(null, accessed, 50_000);
            checker.completed(warm);
        }

        System.out.println("plain\t" + fmt(time(plainWrite, accessed)));
        System.out.println(CASES[0] + "\t" + fmt(time(write, accessed) - time(plainWrite, accessed)));

        Object send = new Object();
        checker.posted(op(send, BufferUse.READ_BY_LIBRARY, pendingBytes, 1 << 14), t -> DataMap.contiguous(4));
        System.out.println(CASES[1] + "\t" + fmt(time(write, heap) - time(plainWrite, heap)));
        System.out.println(CASES[2] + "\t" + fmt(time(write, accessed) - time(plainWrite, accessed)));
        System.out.println(CASES[3] + "\t" + fmt(time(read, accessed) - time(plainRead, accessed)));
        IntBuffer pendingInts = pendingBytes.asIntBuffer();
        checker.completed(send);
        System.out.println(CASES[4] + "\t" + fmt(betweenPendingReceives(checker, plain, pendingBytes)));
        checker.posted(op(send, BufferUse.READ_BY_LIBRARY, pendingBytes, 1 << 14), t -> DataMap.contiguous(4));
        System.out.println(CASES[5] + "\t" + fmt(time(write, pendingInts) - time(plainWrite, pendingInts)));
        checker.completed(send);
        // the conflicts above took the probe's branch to the full check: a loop compiled from now on has it as
        // a path out of the loop, not as a trap
        System.out.println(CASES[6] + "\t" + fmt(betweenPendingReceives(checker, plain, pendingBytes)));
        if (FilterConfig.ACTIVE.counted) {
            System.out.println("counters\t" + Counters.total(0).profiled + " profiled of "
                    + Counters.total(0).instrumented + " (" + FilterConfig.ACTIVE + ")");
        }
    }

    /**
     * Reads of the middle of a buffer while receives into its first and last 1 KiB are pending (a halo exchange):
     * ns per access over the plain loop. ProbeLoops.readMiddle is loaded anew each time, so that it is compiled
     * with the probes' profile as it is now.
     */
    private static double betweenPendingReceives(Checker checker, Class<?> plain, ByteBuffer pendingBytes)
            throws Exception {
        Method plainMiddle = plain.getMethod("readMiddle", IntBuffer.class, int.class, int.class, int.class);
        Method middle = instrumented().getMethod("readMiddle", IntBuffer.class, int.class, int.class, int.class);
        IntBuffer ints = pendingBytes.asIntBuffer();
        Object lo = new Object();
        Object hi = new Object();
        checker.posted(op(lo, BufferUse.WRITTEN_BY_LIBRARY, pendingBytes, 256), t -> DataMap.contiguous(4));
        checker.posted(op(hi, BufferUse.WRITTEN_BY_LIBRARY,
                pendingBytes.duplicate().position((1 << 16) - 1024).slice(), 256), t -> DataMap.contiguous(4));
        int from = 3192; // rows of 10,000 ints between the two, N of them in 20 rows
        int to = from + 10_000;
        double ns = time(() -> middle.invoke(null, ints, from, to, N))
                - time(() -> plainMiddle.invoke(null, ints, from, to, N));
        checker.completed(lo);
        checker.completed(hi);
        return ns;
    }

    /** One round of a timed loop: N accesses. */
    private interface Round {
        void run() throws Exception;
    }

    private static double time(Method loop, IntBuffer b) throws Exception {
        return time(() -> loop.invoke(null, b, N));
    }

    /**
     * Nanoseconds per access of a round of N accesses, after warm-up: the fastest of the rounds, the least
     * disturbed by other processes on the same cores (a median is several times the cost on a busy machine).
     */
    private static double time(Round round) throws Exception {
        for (int i = 0; i < 20; i++) {
            round.run();
        }
        double best = Double.MAX_VALUE;
        long deadline = System.nanoTime() + 1_000_000_000L;
        for (int r = 0; r < ROUNDS && (r < 5 || System.nanoTime() < deadline); r++) {
            long t0 = System.nanoTime();
            round.run();
            best = Math.min(best, (System.nanoTime() - t0) / (double) N);
        }
        return best;
    }

    private static String fmt(double ns) {
        return String.format("%.2f", Math.max(0, ns));
    }

    private static PostedOperation op(Object request, int access, ByteBuffer buf, long count) {
        BufferUse use = new BufferUse(access, buf, Memory.address(buf), count, 1L, "MPI.INT", "buf");
        return new PostedOperation("iSend", request, 1L, 1, 0, List.of(use));
    }

    /** ProbeLoops rewritten by the real transformer, in its own class loader. */
    private static Class<?> instrumented() throws IOException, ClassNotFoundException {
        byte[] original;
        try (InputStream in = ProbeBench.class.getResourceAsStream("/benchwork/ProbeLoops.class")) {
            original = in.readAllBytes();
        }
        ClassLoader parent = ProbeBench.class.getClassLoader();
        byte[] rewritten = new AccessTransformer().transform(parent, "benchwork/ProbeLoops", null, null, original);
        if (rewritten == null) {
            throw new IllegalStateException("ProbeLoops was not instrumented");
        }
        return new ClassLoader(parent) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (name.equals("benchwork.ProbeLoops")) {
                    synchronized (getClassLoadingLock(name)) {
                        Class<?> c = findLoadedClass(name);
                        return c != null ? c : defineClass(name, rewritten, 0, rewritten.length);
                    }
                }
                return super.loadClass(name, resolve);
            }
        }.loadClass("benchwork.ProbeLoops");
    }
}
