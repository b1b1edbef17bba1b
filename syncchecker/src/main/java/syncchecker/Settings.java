package syncchecker;

import java.nio.file.Path;
import java.util.Set;
import race.SettingValues;
import syncchecker.core.FilterConfig;

/**
 * The checker's settings: each one a system property, or the environment variable of the same name in upper case
 * with dots as underscores (so {@code mpirun -x SYNCCHECKER_REPORT=...} reaches every rank). Properties win. A bad
 * value (an unknown word, a number out of range) is refused with an IllegalArgumentException naming the setting:
 * the listener fails, and MPI.Init throws it.
 */
public final class Settings {
    /** Path of the merged job report. */
    public final Path report;
    /** Directory of the per-rank JSON Lines streams (default: beside the report). */
    public final Path streamDirectory;
    /** Checks enabled: "sync" (this checker); others belong to other checkers. */
    public final Set<String> checks;
    /** "quiet" (nothing on stderr), "summary" (the end summary, default), "verbose" (each finding as found). */
    public final String verbosity;
    /** How the agent gets in without -javaagent: "exec" (default), "attach", or "none". */
    public final String launch;
    /** Whether writes to a pending receive buffer are reported (default true). */
    public final boolean writesToReceives;
    /** Whether the re-executed JVM preloads the native tracer of the library's copies (SR), "on" or "off". */
    public final boolean tracer;
    /** Frames kept per call stack. */
    public final int stackDepth;
    /**
     * JIT thresholds of the checkers' own code in the re-executed JVM, as a fraction of the JVM's (see
     * syncchecker.agent.CheckerCompilation); 1 leaves them alone.
     */
    public final double compileScaling;

    private Settings() {
        report = Path.of(get("syncchecker.report", "syncchecker-report.json")).toAbsolutePath();
        String dir = get("syncchecker.streams", null);
        streamDirectory = dir != null ? Path.of(dir).toAbsolutePath() : report.getParent();
        checks = SettingValues.checks();
        verbosity = SettingValues.choice("syncchecker.verbosity", "summary", "quiet", "summary", "verbose");
        launch = SettingValues.choice("syncchecker.launch", "exec", "exec", "attach", "none");
        writesToReceives = SettingValues.bool("syncchecker.writesToReceives", "true");
        tracer = SettingValues.onOff("syncchecker.tracer", "off");
        stackDepth = (int) SettingValues.integer("syncchecker.stackDepth", "16", 1);
        compileScaling = SettingValues.fraction("syncchecker.compileScaling", "0.1", false);
        FilterConfig.fromSettingsOrThrow(); // the probes fall back to every filter on a bad value: refuse it here
    }

    public static Settings load() {
        return new Settings();
    }

    public boolean syncEnabled() {
        return checks.contains("sync");
    }

    public boolean quiet() {
        return verbosity.equals("quiet");
    }

    public boolean verbose() {
        return verbosity.equals("verbose");
    }

    /** The per-rank stream file: syncchecker-report.rank3.jsonl beside the report. */
    public Path stream(int rank) {
        String name = report.getFileName().toString();
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        return streamDirectory.resolve(stem + ".rank" + rank + ".jsonl");
    }

    /** A setting: the system property, else the environment variable (SYNCCHECKER_X for syncchecker.x). */
    public static String get(String property, String fallback) {
        return SettingValues.get(property, fallback);
    }
}
