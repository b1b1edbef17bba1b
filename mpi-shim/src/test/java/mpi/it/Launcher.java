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
}
