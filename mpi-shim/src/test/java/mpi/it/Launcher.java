package mpi.it;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The mpirun the integration tests launch their jobs with: Open MPI's {@code mpirun} by default, or the command
 * named by the system property {@code jmpi.mpirun} (environment variable {@code JMPI_MPIRUN}), e.g.
 * {@code mpirun.mpich} for MPICH's Hydra (`make test-mpis` sets it per MPI). The two take different flags for the
 * same job: Open MPI must be told to run more ranks than cores and which variables to export; Hydra does both by
 * default.
 */
public final class Launcher {
    /** The launcher command. */
    public static final String COMMAND = setting();
    /** Whether it is MPICH's Hydra (its name or its link's target says so: mpirun.mpich, mpiexec.hydra). */
    public static final boolean HYDRA = isHydra(COMMAND);

    private Launcher() {}

    private static String setting() {
        String v = System.getProperty("jmpi.mpirun");
        if (v == null || v.isBlank()) {
            v = System.getenv("JMPI_MPIRUN");
        }
        return v == null || v.isBlank() ? "mpirun" : v.strip();
    }

    static boolean isHydra(String command) {
        List<String> names = new ArrayList<>(List.of(command));
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, command);
            if (Files.isExecutable(p)) {
                try {
                    names.add(p.toRealPath().getFileName().toString());
                } catch (java.io.IOException ignored) {
                    // a dangling link: its own name is all there is
                }
                break;
            }
        }
        return names.stream().anyMatch(n -> n.contains("mpich") || n.contains("hydra"));
    }

    /**
     * Whether a job in which a rank exited with an error (before MPI_Finalize) exited with an error too. Open MPI's
     * mpirun says so every time; MPICH 4.2's Hydra now and then exits 0 when a JVM rank dies so (seen with plain
     * mpi.jar as with the checker): tests of crashing ranks then rely on what the rank printed.
     */
    public static boolean failedJob(int exitCode) {
        return exitCode != 0 || HYDRA;
    }

    /** The family of the MPI this launcher starts: "mpich" or "openmpi". */
    public static String family() {
        return HYDRA ? "mpich" : "openmpi";
    }

    /**
     * {@code <mpirun> -np ranks}, with what this launcher needs to start more ranks than there are cores and to give
     * every rank the variables {@code exported} from its own environment.
     */
    public static List<String> command(int ranks, Collection<String> exported) {
        List<String> cmd = new ArrayList<>(List.of(COMMAND));
        if (!HYDRA) {
            cmd.add("--oversubscribe");
            for (String name : exported) {
                cmd.add("-x");
                cmd.add(name);
            }
        }
        cmd.add("-np");
        cmd.add(Integer.toString(ranks));
        return cmd;
    }

    /** What the launcher needs in its own environment: Open MPI's (4 and 5) permission to run as root. */
    public static void prepare(Map<String, String> environment) {
        environment.put("OMPI_ALLOW_RUN_AS_ROOT", "1");
        environment.put("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
        environment.put("PRTE_ALLOW_RUN_AS_ROOT", "1");
        environment.put("PRTE_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
    }

    /**
     * {@code <mpirun> ... -np ranks} for a job on several hosts (docs/two-hosts.md): {@code perHost[i]} ranks on
     * {@code hosts.get(i)} (addresses), in rank order; the launcher starts its daemons there with {@code agent} in
     * place of ssh, and the MPI's traffic between hosts goes over the interface {@code iface} only. The launcher also
     * says where each rank runs ({@link #placement}). Open MPI 4.1: {@code osc ^ucx} overrides Debian's
     * {@code osc = ^ucx,pt2pt} (/etc/openmpi/openmpi-mca-params.conf), since over TCP only osc/pt2pt serves
     * windows (osc/rdma needs an RDMA network there). MPICH: the UCX settings are in {@link #prepareOnHosts}.
     */
    public static List<String> commandOnHosts(int ranks, Collection<String> exported, List<String> hosts,
            int[] perHost, String agent, String iface) {
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < hosts.size(); i++) {
            if (perHost[i] > 0) {
                list.append(list.length() == 0 ? "" : ",").append(hosts.get(i)).append(':').append(perHost[i]);
            }
        }
        List<String> cmd = new ArrayList<>(List.of(COMMAND));
        if (HYDRA) {
            cmd.addAll(List.of("-launcher", "ssh", "-launcher-exec", agent, "-hosts", list.toString(),
                    "-iface", iface, "-prepend-pattern", "[%r@%h] "));
        } else {
            cmd.add("--oversubscribe");
            for (String name : exported) {
                cmd.add("-x");
                cmd.add(name);
            }
            cmd.addAll(List.of("--host", list.toString(), "--mca", "plm_rsh_agent", agent,
                    "--mca", "btl_tcp_if_include", iface, "--mca", "oob_tcp_if_include", iface,
                    "--mca", "osc", "^ucx", "--display-map"));
        }
        cmd.add("-np");
        cmd.add(Integer.toString(ranks));
        return cmd;
    }

    /**
     * The launcher's environment for a job on several hosts: {@link #prepare}, and for MPICH (ch4:ucx) UCX's devices
     * restricted to {@code iface} and its transports to TCP between hosts, shared memory within one (Hydra passes
     * its whole environment on to every rank). A value already set in the environment wins.
     */
    public static void prepareOnHosts(Map<String, String> environment, String iface) {
        prepare(environment);
        if (HYDRA) {
            environment.putIfAbsent("UCX_NET_DEVICES", iface);
            environment.putIfAbsent("UCX_TLS", "tcp,self,sm");
        }
    }

    /**
     * Where the launcher of a {@link #commandOnHosts} job put each rank, from the job's output: rank to host (a
     * name or an address, as the launcher says it). Open MPI: its --display-map ("Data for node: H" then "Process
     * rank: N" lines); Hydra: the [rank@host] prefix of every line a rank printed, so only ranks that printed
     * something appear.
     */
    public static Map<Integer, String> placement(String stdout, String stderr) {
        Map<Integer, String> out = new java.util.TreeMap<>();
        java.util.regex.Pattern hydra = java.util.regex.Pattern.compile("^\\[(\\d+)@([^\\]\\s]+)\\] ");
        java.util.regex.Pattern node = java.util.regex.Pattern.compile("Data for node: (\\S+)");
        java.util.regex.Pattern proc = java.util.regex.Pattern.compile("Process rank: (\\d+)");
        for (String text : List.of(stdout, stderr)) {
            String current = null;
            for (String line : text.split("\n")) {
                java.util.regex.Matcher m = hydra.matcher(line);
                if (HYDRA && m.find()) {
                    out.put(Integer.parseInt(m.group(1)), m.group(2));
                    continue;
                }
                m = node.matcher(line);
                if (!HYDRA && m.find()) {
                    current = m.group(1);
                    continue;
                }
                m = proc.matcher(line);
                if (!HYDRA && current != null && m.find()) {
                    out.put(Integer.parseInt(m.group(1)), current);
                }
            }
        }
        return out;
    }
}
