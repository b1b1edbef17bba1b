package syncchecker.agent;

import java.util.ArrayList;
import java.util.List;

/**
 * JVM options for the re-executed JVM that make the JIT compile the checker's own hot code sooner than the
 * application's ({@code -XX:CompileCommand=CompileThresholdScaling}, per class pattern). A short job runs the
 * checker's post and completion paths a few thousand times: under the JIT's usual thresholds most of that ran in
 * C1's profiling code, and the C2 compiles queued for it ran late, on the cores the ranks need (LU, 2 ranks, 200
 * sweeps: C2 compiled Checker.posted after half the timed sweeps). The application's own code keeps the JVM's
 * thresholds. The binding's classes are left alone too, except the event classes only a checker uses, so plain
 * and checked runs compile the binding alike. Only the re-executed JVM gets these options; with -javaagent given on
 * the command line, pass them there.
 */
final class CheckerCompilation {
    /**
     * Classes whose methods compile sooner: CompileCommand class patterns (a trailing * is a prefix). The
     * synchronization checker's bookkeeping, its report streams, and the binding's event classes. Left out:
     * <ul>
     * <li>what the JIT inlines into the application's loops: the probes (syncchecker.rt, race.Accesses, race.Runs)
     * and the summary they test (PendingSummary). A method compiled early stops profiling; inlined later into an
     * application loop, its stale profile turned branches into traps that the loop then kept hitting (stencil with
     * the checker: 0.37 s against 0.25 s), and a probe compiled on its own into a medium-sized method was no longer
     * inlined at call sites that were not yet hot;</li>
     * <li>the race checker: with its classes scaled, stencil-rma under race checking got slower (0.51 s against
     * 0.46-0.48 s, 7 runs each), more compiling than it saved;</li>
     * <li>mpi.RmaNotify: its one-sided operation event inlines the datatype's byte ranges, and C2 compiled it, a
     * large compile, inside the stencil's timed steps once it had 500 calls instead of 5,000 (race stencil-rma,
     * 800 steps, 5 alternated rounds, median ratio to plain: 1.16x scaled, 1.12x not, 2 ranks; 1.25x and 1.21x,
     * 4 ranks; is-rma 1.09x and 1.04x, 2 ranks; the synchronization checker alone unchanged).</li>
     * </ul>
     */
    static final List<String> PATTERNS = List.of("syncchecker.core.Checker*", "syncchecker.core.Summaries*",
            "syncchecker.core.LibraryProgress*", "syncchecker.core.PendingOperation*", "syncchecker.core.PendingBuffer*",
            "syncchecker.core.CallStacks*", "syncchecker.core.RequestStatusProgress*", "syncchecker.core.TracerProgress*",
            "syncchecker.core.BufferState*", "syncchecker.core.AccessSites*", "syncchecker.core.DataMap*",
            "syncchecker.SyncListener*", "syncchecker.report.*", "mpi.Notify", "mpi.shim.event.*");

    private CheckerCompilation() {}

    /** The options for threshold scaling {@code scaling} (0 < scaling <= 1); none at 1. */
    static List<String> options(double scaling) {
        List<String> out = new ArrayList<>();
        if (scaling >= 1) {
            return out;
        }
        out.add("-XX:CompileCommand=quiet"); // the JVM would print each command on standard output
        for (String pattern : PATTERNS) {
            out.add("-XX:CompileCommand=CompileThresholdScaling," + pattern + "::*," + scaling);
        }
        return out;
    }
}
