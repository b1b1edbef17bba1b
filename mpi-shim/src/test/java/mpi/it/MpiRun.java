package mpi.it;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * Launches a real {@code mpirun -np N java ... Main} job, as a user would, and captures what it printed (with the
 * {@link Launcher} of the MPI under test). The
 * classpath is the built jar under test (system property jmpi.jar, set by failsafe) plus the compiled test
 * programs (jmpi.programs).
 */
public final class MpiRun {
    private final int ranks;
    private final String mainClass;
    private final List<String> args = new ArrayList<>();
    private final List<String> jvmArgs = new ArrayList<>();
    private final Map<String, String> env = new LinkedHashMap<>();
    private String classpath = System.getProperty("jmpi.jar", "dist/mpi.jar") + File.pathSeparator
            + System.getProperty("jmpi.programs", "target/test-classes");
    private long timeoutSeconds = 120;
    private Path directory;
    private String java = System.getProperty("jmpi.it.java",
            Path.of(System.getProperty("java.home"), "bin", "java").toString());
    private TwoHosts hosts;
    private int[] ranksPerHost;
    private BooleanSupplier done;
    private long graceSeconds;

    private MpiRun(int ranks, String mainClass) {
        this.ranks = ranks;
        this.mainClass = mainClass;
        String common = System.getProperty("jmpi.it.jvmArgs", "").strip();
        if (!common.isEmpty()) {
            jvmArgs.addAll(Arrays.asList(common.split("\\s+")));
        }
    }

    /**
     * The native path the jobs' JVMs take (mpi.shim.nat.NativePath): -Djmpi.it.native, set with -Djmpi.it.java when
     * the jobs run on another JDK than the tests (make test's JDK 25 pass), else jffi (the tests' JDK 17).
     */
    public static String expectedNativePath() {
        return System.getProperty("jmpi.it.native", "jffi");
    }

    public static MpiRun of(int ranks, Class<?> main) {
        return new MpiRun(ranks, main.getName());
    }

    public static MpiRun of(int ranks, String mainClass) {
        return new MpiRun(ranks, mainClass);
    }

    public MpiRun args(String... values) {
        args.addAll(Arrays.asList(values));
        return this;
    }

    public MpiRun jvmArg(String value) {
        jvmArgs.add(value);
        return this;
    }

    /** An environment variable for every rank (exported with mpirun -x). */
    public MpiRun env(String name, String value) {
        env.put(name, value);
        return this;
    }

    public MpiRun classpath(String value) {
        classpath = value;
        return this;
    }

    /** The working directory of the job (where a checker writes its reports by default). */
    public MpiRun directory(Path dir) {
        directory = dir;
        return this;
    }

    /** The java launcher of every rank (default: the one running the tests). */
    public MpiRun java(String executable) {
        java = executable;
        return this;
    }

    public MpiRun timeout(long seconds) {
        timeoutSeconds = seconds;
        return this;
    }

    /**
     * Runs the job on the two simulated hosts (docs/two-hosts.md): {@code ranksPerHost[i]} ranks on host i, in rank
     * order, the launcher on the first host. The job's working directory and files must be in a directory both hosts
     * see ({@link TwoHosts#sharedDirectory}), not in /tmp.
     */
    public MpiRun on(TwoHosts twoHosts, int... perHost) {
        hosts = twoHosts;
        ranksPerHost = perHost.clone();
        return this;
    }

    /**
     * For a library known to hang in its own MPI_Finalize (MPICH 4.0 over UCX 1.13's TCP, docs/two-hosts.md): once
     * {@code finished} says every rank has done and recorded all its work, the job gets {@code seconds} more to
     * exit; if it has not, its processes are ended and the result says so ({@link Result#endedAfterDone}), for the
     * test to decide whether to accept that. Without this the job must exit by itself within the timeout.
     */
    public MpiRun doneWhen(BooleanSupplier finished, long seconds) {
        done = finished;
        graceSeconds = seconds;
        return this;
    }

    /** Output and exit code of a finished job. */
    public static final class Result {
        public final int exitCode;
        public final String stdout;
        public final String stderr;
        /**
         * Whether the job was ended by the test after its {@link MpiRun#doneWhen} condition held and the grace period
         * ran out (exitCode is then that of the killed launcher).
         */
        public final boolean endedAfterDone;

        Result(int exitCode, String stdout, String stderr) {
            this(exitCode, stdout, stderr, false);
        }

        Result(int exitCode, String stdout, String stderr, boolean endedAfterDone) {
            this.exitCode = exitCode;
            this.stdout = stdout;
            this.stderr = stderr;
            this.endedAfterDone = endedAfterDone;
        }

        /** Lines of stdout that start with {@code prefix}. */
        public List<String> lines(String prefix) {
            List<String> out = new ArrayList<>();
            for (String line : stdout.split("\n")) {
                if (line.startsWith(prefix)) {
                    out.add(line);
                }
            }
            return out;
        }

        @Override
        public String toString() {
            return "exit " + exitCode + (endedAfterDone ? " (ended by the test after the job was done)" : "")
                    + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
        }
    }

    /**
     * The variable that marks every process of one job (exported to the ranks like any {@link #env}): after the job,
     * whatever still carries its value is ended. A launcher that dies or aborts may leave a rank behind, reparented
     * away from it and spinning in the library's progress loop (MPICH 4.2's Hydra after an MPI_Abort), which
     * would take a core from every later test.
     */
    static final String JOB_MARK = "JMPI_IT_JOB";
    private static final AtomicLong JOBS = new AtomicLong();

    public Result run() {
        String job = ProcessHandle.current().pid() + "-" + JOBS.incrementAndGet();
        env.put(JOB_MARK, job);
        try {
            return launch();
        } finally {
            endLeftovers(job);
        }
    }

    /** Ends the processes left of job {@code job}: those whose environment has its {@link #JOB_MARK}. */
    private static void endLeftovers(String job) {
        byte[] mark = (JOB_MARK + "=" + job + "\0").getBytes(StandardCharsets.UTF_8);
        ProcessHandle.allProcesses().forEach(h -> {
            if (h.pid() == ProcessHandle.current().pid()) {
                return;
            }
            try {
                byte[] environ = Files.readAllBytes(Path.of("/proc", Long.toString(h.pid()), "environ"));
                if (indexOf(environ, mark) >= 0) {
                    System.err.println("MpiRun: ending process " + h.pid() + " left by job " + job + ": "
                            + h.info().commandLine().orElse("?"));
                    h.destroyForcibly();
                }
            } catch (IOException | RuntimeException e) {
                // gone already, or not ours to read
            }
        });
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (i > 0 && haystack[i - 1] != 0) {
                continue; // variables start after a NUL
            }
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private Result launch() {
        List<String> cmd = hosts != null ? hosts.command(ranks, env.keySet(), ranksPerHost)
                : Launcher.command(ranks, env.keySet());
        cmd.add(java);
        // -cp first: mpirun takes the first java argument containing "cp" for the class path option (README)
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add("-XX:+UseSerialGC");
        cmd.add("-XX:TieredStopAtLevel=1");
        cmd.addAll(jvmArgs);
        cmd.add(mainClass);
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd);
        Launcher.prepare(pb.environment());
        if (hosts != null) {
            hosts.prepare(pb.environment());
        }
        pb.environment().putAll(env);
        if (directory != null) {
            pb.directory(directory.toFile());
        }
        try {
            Path out = Files.createTempFile("mpirun", ".out");
            Path err = Files.createTempFile("mpirun", ".err");
            pb.redirectOutput(out.toFile());
            pb.redirectError(err.toFile());
            Process p = pb.start();
            if (done != null) {
                return waitUntilDone(p, cmd, out, err);
            }
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor();
                throw new AssertionError("mpirun timed out after " + timeoutSeconds + " s: " + cmd + "\n"
                        + read(out) + "\n" + read(err));
            }
            Result r = new Result(p.exitValue(), read(out), read(err));
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            return r;
        } catch (IOException e) {
            throw new AssertionError("cannot start mpirun: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** The wait of a {@link #doneWhen} job: its exit, or its end by the test once done and the grace is over. */
    private Result waitUntilDone(Process p, List<String> cmd, Path out, Path err)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        long doneAt = -1;
        boolean ended = false;
        while (!p.waitFor(200, TimeUnit.MILLISECONDS)) {
            long now = System.nanoTime();
            if (doneAt < 0 && done.getAsBoolean()) {
                doneAt = now;
            }
            if (doneAt >= 0 && now - doneAt > TimeUnit.SECONDS.toNanos(graceSeconds)) {
                ended = true;
            } else if (now > deadline) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor();
                throw new AssertionError("mpirun timed out after " + timeoutSeconds + " s: " + cmd + "\n"
                        + read(out) + "\n" + read(err));
            }
            if (ended) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor();
                break;
            }
        }
        Result r = new Result(p.exitValue(), read(out), read(err), ended);
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
        return r;
    }

    /** Runs and asserts that every rank exited 0. */
    public Result runOk() {
        Result r = run();
        if (r.exitCode != 0) {
            throw new AssertionError("job failed: " + r);
        }
        return r;
    }

    private static String read(Path p) throws IOException {
        return new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
    }
}
