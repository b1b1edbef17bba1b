package syncchecker;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    /** The job report's formats, written beside each other with one base name: "json", "sarif", "html". */
    public final Set<String> formats;
    /**
     * Where the HTML report looks for the sources of the reported frames: directories, in order. The default is the
     * working directory and its Maven/Gradle source roots ({@link #DEFAULT_SOURCE_ROOTS}).
     */
    public final List<Path> sourcePath;
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

    /**
     * The usual places of Java sources under a project directory (Maven and Gradle layouts, then a plain src/):
     * an mpirun job usually starts in the project's directory, and class files only name their source file.
     */
    public static final List<String> DEFAULT_SOURCE_ROOTS = List.of(".", "src/main/java", "src/test/java", "src");

    private Settings() {
        report = Path.of(get("syncchecker.report", "syncchecker-report.json")).toAbsolutePath();
        formats = SettingValues.words("syncchecker.format", "json", "json", "sarif", "html");
        sourcePath = sourcePath(get("syncchecker.sourcePath", String.join(File.pathSeparator, DEFAULT_SOURCE_ROOTS)));
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
        return streamDirectory.resolve(reportStem() + ".rank" + rank + ".jsonl");
    }

    /**
     * The job report in {@code format}: the report itself for "json", else the same base name with the format as
     * extension beside it (syncchecker-report.sarif, .html).
     */
    public Path report(String format) {
        return format.equals("json") ? report : report.resolveSibling(reportStem() + "." + format);
    }

    /** The job report's file of each format asked for, in the order given. */
    public Map<String, Path> reports() {
        Map<String, Path> files = new LinkedHashMap<>();
        for (String f : formats) {
            files.put(f, report(f));
        }
        return files;
    }

    /** The report's file name less ".json". */
    private String reportStem() {
        String name = report.getFileName().toString();
        return name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
    }

    /** Directories separated as in a class path (':' on Linux), each made absolute; empty entries are skipped. */
    private static List<Path> sourcePath(String value) {
        List<Path> roots = new ArrayList<>();
        for (String s : value.split(File.pathSeparator)) {
            if (!s.isBlank()) {
                roots.add(Path.of(s.trim()).toAbsolutePath().normalize());
            }
        }
        return List.copyOf(roots);
    }

    /** A setting: the system property, else the environment variable (SYNCCHECKER_X for syncchecker.x). */
    public static String get(String property, String fallback) {
        return SettingValues.get(property, fallback);
    }
}
