package mpi.it;

import java.io.File;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Two simulated hosts on this machine (scripts/two-hosts.sh, docs/two-hosts.md): network namespaces jmpi-h1 and
 * jmpi-h2 joined by a veth pair (jmpi0, 10.213.77.1/24 and 10.213.77.2/24), each with its own hostname, IPC
 * namespace, /tmp, /dev/shm and boot id. A test class brings them up once ({@link #up()}) and takes them down in its
 * {@code @AfterClass} ({@link #close()}); {@link MpiRun#on(TwoHosts, int...)} runs a job on them. Root only; one
 * holder at a time on this machine (a lock file: another test run waits for it, at most 5 minutes).
 */
public final class TwoHosts implements AutoCloseable {
    /** The hosts' addresses, as the jobs' host lists name them. */
    public static final List<String> ADDRESSES = List.of("10.213.77.1", "10.213.77.2");
    /** The hosts' own hostnames, which MPI.getProcessorName reports. */
    public static final List<String> NAMES = List.of("jmpi-h1", "jmpi-h2");
    /** The veth end on each host: the only interface the MPIs may use between them. */
    public static final String IFACE = "jmpi0";

    private static final Path LOCK = Path.of("/run/jmpi-two-hosts.session.lock");
    private static final long LOCK_WAIT_SECONDS = 300;
    private static final long SCRIPT_TIMEOUT_SECONDS = 60;

    private final Path root;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private boolean closed;

    private TwoHosts(Path root, FileChannel lockChannel, FileLock lock) {
        this.root = root;
        this.lockChannel = lockChannel;
        this.lock = lock;
    }

    /**
     * Brings the two hosts up (removing leftovers of an earlier run first). Fails with a message that says what is
     * missing when this machine cannot simulate them: not root, no ip/unshare/nsenter, no network namespaces.
     */
    public static TwoHosts up() {
        Path root = projectRoot();
        String uid = output(List.of("id", "-u"), 10).strip();
        if (!uid.equals("0")) {
            throw new AssertionError("two simulated hosts need root (network namespaces, veth, mounts); uid is " + uid
                    + ". Run the integration tests as root, as CI does.");
        }
        for (String tool : List.of("ip", "unshare", "nsenter")) {
            if (which(tool) == null) {
                throw new AssertionError("two simulated hosts need '" + tool + "' on the PATH (Debian: "
                        + (tool.equals("ip") ? "iproute2" : "util-linux") + ")");
            }
        }
        Exec netns = exec(List.of("ip", "netns", "list"), 10);
        if (netns.code != 0) {
            throw new AssertionError("'ip netns' does not work here, so no simulated hosts: " + netns.output);
        }
        FileChannel channel = null;
        try {
            channel = FileChannel.open(LOCK, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = null;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(LOCK_WAIT_SECONDS);
            while (lock == null) {
                lock = channel.tryLock();
                if (lock == null) {
                    if (System.nanoTime() > deadline) {
                        throw new AssertionError("another test run has held the simulated hosts (" + LOCK
                                + ") for more than " + LOCK_WAIT_SECONDS + " s");
                    }
                    Thread.sleep(500);
                }
            }
            TwoHosts hosts = new TwoHosts(root, channel, lock);
            Exec up = exec(List.of(hosts.script().toString(), "up"), SCRIPT_TIMEOUT_SECONDS);
            if (up.code != 0) {
                hosts.close();
                throw new AssertionError("scripts/two-hosts.sh up failed (exit " + up.code + "):\n" + up.output);
            }
            return hosts;
        } catch (IOException e) {
            closeQuietly(channel);
            throw new AssertionError("cannot lock " + LOCK + ": " + e, e);
        } catch (InterruptedException e) {
            closeQuietly(channel);
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** Takes the hosts down (namespaces, mounts, any process left in them) and releases the lock. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            Exec down = exec(List.of(script().toString(), "down"), SCRIPT_TIMEOUT_SECONDS);
            if (down.code != 0) {
                throw new AssertionError("scripts/two-hosts.sh down failed (exit " + down.code + "):\n" + down.output);
            }
        } finally {
            try {
                lock.release();
            } catch (IOException ignored) {
                // closing the channel releases it too
            }
            closeQuietly(lockChannel);
        }
    }

    /** The repository root: system property jmpi.root, else the folder above dist/ of the jar under test. */
    static Path projectRoot() {
        String explicit = System.getProperty("jmpi.root");
        if (explicit != null && !explicit.isBlank()) {
            return Path.of(explicit).toAbsolutePath();
        }
        Path jar = Path.of(System.getProperty("jmpi.jar", "dist/mpi.jar")).toAbsolutePath();
        Path candidate = jar.getParent() == null ? null : jar.getParent().getParent();
        if (candidate != null && Files.isRegularFile(candidate.resolve("scripts/two-hosts.sh"))) {
            return candidate;
        }
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("scripts/two-hosts.sh"))) {
                return p;
            }
        }
        throw new AssertionError("cannot find scripts/two-hosts.sh above " + here + " or beside " + jar);
    }

    public Path script() {
        return root.resolve("scripts/two-hosts.sh");
    }

    /** The "ssh" the launchers start their daemons on a host with. */
    public Path agent() {
        return root.resolve("scripts/two-hosts-agent.sh");
    }

    /** What runs a command on the first host, where the launcher runs. */
    List<String> onFirstHost() {
        return new ArrayList<>(List.of(script().toString(), "exec", NAMES.get(0)));
    }

    /**
     * The full command of a job of {@code ranks} ranks, {@code perHost[i]} of them on host i in rank order: the
     * launcher (with its flags for these hosts, {@link Launcher#commandOnHosts}) started on the first host.
     */
    List<String> command(int ranks, Collection<String> exported, int[] perHost) {
        if (perHost.length != ADDRESSES.size() || Arrays.stream(perHost).sum() != ranks) {
            throw new IllegalArgumentException("ranks per host " + Arrays.toString(perHost) + " must add up to "
                    + ranks + " over " + ADDRESSES.size() + " hosts");
        }
        List<String> cmd = onFirstHost();
        cmd.addAll(Launcher.commandOnHosts(ranks, exported, ADDRESSES, perHost, agent().toString(), IFACE));
        return cmd;
    }

    /** The launcher's environment for a job on these hosts. */
    void prepare(Map<String, String> environment) {
        Launcher.prepareOnHosts(environment, IFACE);
        // the project (jars, classes, shared directories) stays visible on both hosts, also from a clone in /tmp.
        // The project root, not the working directory: a module's tests may run in its target/ folder
        environment.put("JMPI_TWO_HOSTS_SHARED", root.toString());
    }

    /**
     * A new directory that both hosts see, as a cluster's shared file system (under the module's target/, not /tmp:
     * each host has a /tmp of its own).
     */
    public Path sharedDirectory(String prefix) {
        try {
            Path base = Path.of("target", "two-hosts").toAbsolutePath();
            Files.createDirectories(base);
            return Files.createTempDirectory(base, prefix);
        } catch (IOException e) {
            throw new AssertionError("cannot create a shared directory: " + e, e);
        }
    }

    /** Bytes through the first host's jmpi0 so far, both directions: what crossed between the hosts. */
    public long wireBytes() {
        Exec e = exec(List.of("ip", "netns", "exec", NAMES.get(0), "cat", "/sys/class/net/" + IFACE
                + "/statistics/rx_bytes", "/sys/class/net/" + IFACE + "/statistics/tx_bytes"), 10);
        if (e.code != 0) {
            throw new AssertionError("cannot read the counters of " + IFACE + ": " + e.output);
        }
        long sum = 0;
        for (String line : e.output.strip().split("\n")) {
            sum += Long.parseLong(line.strip());
        }
        return sum;
    }

    /** Index of the host a name or address denotes (0 or 1), or -1. */
    public static int host(String nameOrAddress) {
        String s = nameOrAddress.strip();
        for (int i = 0; i < ADDRESSES.size(); i++) {
            if (s.equals(ADDRESSES.get(i)) || s.equals(NAMES.get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** A finished command: exit code and stdout+stderr. */
    static final class Exec {
        final int code;
        final String output;

        Exec(int code, String output) {
            this.code = code;
            this.output = output;
        }
    }

    /** Runs a command to its end (bounded: killed after {@code timeoutSeconds}). */
    static Exec exec(List<String> cmd, long timeoutSeconds) {
        try {
            Path out = Files.createTempFile("two-hosts", ".out");
            try {
                Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
                if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                    p.waitFor();
                    return new Exec(-1, "timed out after " + timeoutSeconds + " s: " + cmd + "\n"
                            + Files.readString(out, StandardCharsets.UTF_8));
                }
                return new Exec(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
            }
        } catch (IOException e) {
            return new Exec(-1, "cannot run " + cmd + ": " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    private static String output(List<String> cmd, long timeoutSeconds) {
        Exec e = exec(cmd, timeoutSeconds);
        if (e.code != 0) {
            throw new AssertionError(cmd + " failed: " + e.output);
        }
        return e.output;
    }

    /** The tool's path on PATH or in the sbin folders (root's tools), or null. */
    private static String which(String tool) {
        List<String> dirs = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
        dirs.addAll(List.of("/usr/sbin", "/sbin", "/usr/bin", "/bin"));
        for (String d : dirs) {
            Path p = Path.of(d.isEmpty() ? "." : d, tool);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }

    private static void closeQuietly(FileChannel c) {
        if (c != null) {
            try {
                c.close();
            } catch (IOException ignored) {
                // nothing left to release
            }
        }
    }
}
