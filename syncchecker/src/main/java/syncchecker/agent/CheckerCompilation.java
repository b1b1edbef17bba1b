package syncchecker.agent;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * JVM options for the re-executed JVM that make the JIT compile the checker's own hot code sooner than the
 * application's ({@code -XX:CompileCommand=CompileThresholdScaling}, per class pattern). A short job runs the
 * checker's post and completion paths a few thousand times: under the JIT's usual thresholds most of that ran in
 * C1's profiling code, and the C2 compiles queued for it ran late, on the cores the ranks need (LU, 2 ranks, 200
 * sweeps: C2 compiled Checker.posted after half the timed sweeps). The application's own code keeps the JVM's
 * thresholds. The binding's classes are left alone too, except the event classes only a checker uses, so plain
 * and checked runs compile the binding alike. With race checking, the race checker's bookkeeping gets a scaling of
 * its own ({@link #raceClasses}). Only the re-executed JVM gets these options; with -javaagent given on the command
 * line, pass them there.
 */
final class CheckerCompilation {
    /**
     * Classes whose methods compile sooner: CompileCommand class patterns (a trailing * is a prefix). The
     * synchronization checker's bookkeeping, the listener and its parts (package syncchecker but Settings), its
     * report streams, the binding's event classes, and the calls into the preloaded tracer
     * (mpi.shim.nat.ProcessFunction, which only TracerProgress uses). Left out:
     * <ul>
     * <li>what the JIT inlines into the application's loops: the probes (syncchecker.rt, race.Accesses, race.Runs)
     * and the summary they test (PendingSummary). A method compiled early stops profiling; inlined later into an
     * application loop, its stale profile turned branches into traps that the loop then kept hitting (stencil with
     * the checker: 0.37 s against 0.25 s), and a probe compiled on its own into a medium-sized method was no longer
     * inlined at call sites that were not yet hot;</li>
     * <li>the race checker: it has its own scaling ({@link #raceClasses}), milder than this one;</li>
     * <li>mpi.RmaEvents: its one-sided operation event inlines the datatype's byte ranges, and C2 compiled it, a
     * large compile, inside the stencil's timed steps once it had 500 calls instead of 5,000 (race stencil-rma,
     * 800 steps, 5 alternated rounds, median ratio to plain: 1.16x scaled, 1.12x not, 2 ranks; 1.25x and 1.21x,
     * 4 ranks; is-rma 1.09x and 1.04x, 2 ranks; the synchronization checker alone unchanged).</li>
     * </ul>
     */
    static final List<String> PATTERNS = List.of("syncchecker.core.Checker*", "syncchecker.core.Summaries*",
            "syncchecker.core.LibraryProgress*", "syncchecker.core.PendingOperation*", "syncchecker.core.PendingBuffer*",
            "syncchecker.core.CallStacks*", "syncchecker.core.RequestStatusProgress*", "syncchecker.core.TracerProgress*",
            "syncchecker.core.BufferState*", "syncchecker.core.AccessSites*", "syncchecker.core.DataMap*",
            "syncchecker.SyncListener*", "syncchecker.SyncCheckListener*", "syncchecker.RaceCheckListener*",
            "syncchecker.JobOutput*", "syncchecker.OnceWarning*", "syncchecker.BlockingCallAccesses*",
            "syncchecker.report.*", "mpi.Notify", "mpi.BlockingUses", "mpi.shim.event.*",
            "mpi.shim.nat.ProcessFunction");

    /** The race checker's classes the probes inline into application loops: left at the JVM's thresholds. */
    static final List<String> RACE_INLINED = List.of("race.Accesses", "race.Runs");

    private CheckerCompilation() {}

    /**
     * The options for threshold scaling {@code scaling} of {@link #PATTERNS} and {@code raceScaling} of
     * {@code raceClasses} (each 0 < scaling <= 1; no option at 1).
     */
    static List<String> options(double scaling, double raceScaling, List<String> raceClasses) {
        List<String> out = new ArrayList<>();
        if (scaling < 1) {
            for (String pattern : PATTERNS) {
                out.add(scale(pattern, scaling));
            }
        }
        if (raceScaling < 1) {
            for (String c : raceClasses) {
                out.add(scale(c, raceScaling));
            }
        }
        if (!out.isEmpty()) {
            out.add(0, "-XX:CompileCommand=quiet"); // the JVM would print each command on standard output
        }
        return out;
    }

    private static String scale(String classPattern, double scaling) {
        return "-XX:CompileCommand=CompileThresholdScaling," + classPattern + "::*," + scaling;
    }

    /**
     * The race checker's classes in {@code location} (the jar or class directory holding package race), nested ones
     * included, but not {@link #RACE_INLINED} and theirs: the bookkeeping that each synchronization, one-sided
     * operation and recorded run goes through. A job of a few seconds calls it a few hundred to a few thousand
     * times, so under the JVM's thresholds much of it was compiled by C1 inside the job's timed steps (a method
     * called once per stencil step reaches C1's threshold after 256 steps, the interpreter asking the JIT at every
     * 128th call) and ran in C1's profiling code from then on. At half the thresholds most of those compiles come
     * sooner (in the stencil's timed steps, 45 C1 compiles taking 64 ms instead of 76 taking 123 ms), while the C2
     * thresholds stay above the few thousand calls the synchronization path gets in such a job; at a tenth or 0.3,
     * C2 compiles came into the timed steps and cost more than they saved. Measurements:
     * docs/checker-overhead.md, "The race checker's JIT thresholds".
     */
    static List<String> raceClasses(Path location) throws IOException {
        List<String> entries = new ArrayList<>();
        if (Files.isDirectory(location)) {
            Path pkg = location.resolve("race");
            if (Files.isDirectory(pkg)) {
                try (Stream<Path> files = Files.list(pkg)) {
                    files.forEach(f -> entries.add("race/" + f.getFileName()));
                }
            }
        } else {
            try (ZipFile jar = new ZipFile(location.toFile())) {
                jar.stream().map(ZipEntry::getName).forEach(entries::add);
            }
        }
        List<String> classes = new ArrayList<>();
        for (String e : entries) {
            if (!e.startsWith("race/") || !e.endsWith(".class") || e.indexOf('/', 5) >= 0) {
                continue;
            }
            String name = e.substring(0, e.length() - ".class".length()).replace('/', '.');
            int nested = name.indexOf('$');
            String outer = nested < 0 ? name : name.substring(0, nested);
            if (!RACE_INLINED.contains(outer)) {
                classes.add(name);
            }
        }
        classes.sort(null);
        return classes;
    }
}
