package syncchecker.agent;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import race.RaceSettings;
import syncchecker.Settings;

/**
 * Gets the Java agent into this JVM when it was started without -javaagent, at MPI.Init, before MPI_Init runs.
 *
 * <p>Attaching to a running JVM only retransforms classes: methods already on the stack (typically {@code main},
 * which called MPI.Init) keep running their old, uninstrumented code, so accesses in them would go unseen. So by
 * default ("exec") the JVM replaces itself, with execv on the same pid, by the same command line plus
 * -javaagent: the application restarts from main with every class instrumented from the start, and mpirun sees
 * the same process. What main did before MPI.Init runs twice, but its output is shown once (the re-executed JVM
 * drops output until MPI.Init, see {@link OutputGate}). "attach" loads the agent from a child process
 * (the Attach API; a JVM may not attach to itself by default on JDK 17), keeping the process but missing the
 * accesses of the frames already running.
 */
public final class Bootstrap {
    /** Set in the environment of the re-executed JVM, so it never re-executes again. */
    static final String RELAUNCHED = "SYNCCHECKER_RELAUNCHED";

    private Bootstrap() {}

    public static boolean agentActive() {
        return Agent.active();
    }

    public static void ensureAgent(Settings settings, RaceSettings race) throws Exception {
        OutputGate.open();
        if (Agent.active() || settings.launch.equals("none")) {
            return;
        }
        Path jar = jarPath();
        if (jar == null) {
            return;
        }
        if (settings.launch.equals("exec") && System.getenv(RELAUNCHED) == null) {
            // returns only when the exec was not possible
            // the jar's listing only when the race classes get an option (none at scaling 1)
            boolean raceScaled = race.enabled && race.compileScaling < 1;
            Relauncher.execWithAgent(jar, settings.tracer ? tracer(jar) : null, CheckerCompilation.options(
                    settings.compileScaling, race.compileScaling, raceScaled ? raceClasses(jar) : List.of()));
        }
        Attacher.attachFromChild(jar);
    }

    /** The race checker's classes in {@code jar} (see CheckerCompilation#raceClasses); none if it cannot be read. */
    private static List<String> raceClasses(Path jar) {
        try {
            return CheckerCompilation.raceClasses(jar);
        } catch (IOException | RuntimeException e) {
            return List.of(); // then the race checker compiles at the JVM's thresholds, nothing else changes
        }
    }

    /** The preloadable tracer beside the jar (make build puts both in dist/), or null. */
    static Path tracer(Path jar) {
        Path lib = jar.resolveSibling("libsyncchecker-trace.so");
        return java.nio.file.Files.isRegularFile(lib) ? lib : null;
    }

    /** The jar these classes were loaded from, or null when they were not loaded from a jar. */
    public static Path jarPath() {
        try {
            Path p = Path.of(Bootstrap.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return p.toString().endsWith(".jar") ? p.toAbsolutePath() : null;
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
