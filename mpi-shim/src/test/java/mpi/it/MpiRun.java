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
    private String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    private MpiRun(int ranks, String mainClass) {
        this.ranks = ranks;
        this.mainClass = mainClass;
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

    /** Output and exit code of a finished job. */
    public static final class Result {
        public final int exitCode;
        public final String stdout;
        public final String stderr;

        Result(int exitCode, String stdout, String stderr) {
            this.exitCode = exitCode;
            this.stdout = stdout;
            this.stderr = stderr;
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
            return "exit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
        }
    }

    public Result run() {
        List<String> cmd = Launcher.command(ranks, env.keySet());
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
