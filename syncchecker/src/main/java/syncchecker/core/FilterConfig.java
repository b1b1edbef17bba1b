package syncchecker.core;

import java.util.Locale;
import syncchecker.Settings;

/**
 * Which of the paper's three conservative filters (Algorithm 1) run before an instrumented access reaches the
 * full check: ER (nothing pending at all), AT (only pending buffers the access kind can conflict with), MR (the
 * address is within the [min, max] range of those buffers). Cumulative, as in the paper's Fig. 6 and 7:
 * {@code basic} (none: every direct-buffer access is profiled), {@code er}, {@code er-at}, {@code er-at-mr}.
 */
public final class FilterConfig {
    /** The configuration of this JVM: setting {@code syncchecker.filters} (env SYNCCHECKER_FILTERS). */
    public static final FilterConfig ACTIVE = fromSettings();

    public final String name;
    public final boolean er;
    public final boolean at;
    public final boolean mr;
    /**
     * MR's threshold: the bytes each pending buffer is assumed to reach past its lower bound. The paper uses a
     * large constant instead of the datatype's extent; here the extent is known (the data-map), so 0 means
     * exact, and a threshold only widens the range: it is raised to a buffer's extent when smaller, never drops
     * an access to a pending byte.
     */
    public final long mrThreshold;
    /**
     * Whether profiled accesses go on to the analysis (the full check and the reports): setting
     * {@code syncchecker.analysis}, default on; off gives the paper's profiler-only configurations (Fig. 6).
     */
    public final boolean analysis = !Settings.get("syncchecker.analysis", "on").equalsIgnoreCase("off");

    /**
     * Whether probes count accesses per filter stage (the report's counters, the paper's Fig. 7): setting
     * {@code syncchecker.counters} (on/off), by default on for the profiler-only configurations
     * ({@code syncchecker.analysis=off}) and off for the checker. Counting costs every access a per-thread
     * counter update, which is most of a probe's cost while nothing pending is near (make bench-probes), so the
     * checker's own fast path does not count. Any filter configuration other than er-at-mr counts too: those
     * exist only to be compared with it.
     */
    public final boolean counted;

    private FilterConfig(String name, boolean er, boolean at, boolean mr, long mrThreshold) {
        this.name = name;
        this.er = er;
        this.at = at;
        this.mr = mr;
        this.mrThreshold = mrThreshold;
        String counters = Settings.get("syncchecker.counters", analysis ? "off" : "on");
        this.counted = !(er && at && mr) || counters.trim().equalsIgnoreCase("on");
    }

    /** Parses {@code basic}, {@code er}, {@code er-at} or {@code er-at-mr} (case-insensitive). */
    public static FilterConfig of(String name, long mrThreshold) {
        if (mrThreshold < 0) {
            throw new IllegalArgumentException("syncchecker.mrThreshold must be >= 0, not " + mrThreshold);
        }
        switch (name.trim().toLowerCase(Locale.ROOT)) {
            case "basic": return new FilterConfig("basic", false, false, false, mrThreshold);
            case "er": return new FilterConfig("er", true, false, false, mrThreshold);
            case "er-at": return new FilterConfig("er-at", true, true, false, mrThreshold);
            case "er-at-mr": return new FilterConfig("er-at-mr", true, true, true, mrThreshold);
            default:
                throw new IllegalArgumentException(
                        "syncchecker.filters must be basic, er, er-at or er-at-mr, not '" + name + "'");
        }
    }

    private static FilterConfig fromSettings() {
        String name = Settings.get("syncchecker.filters", "er-at-mr");
        String threshold = Settings.get("syncchecker.mrThreshold", "0");
        try {
            return of(name, Long.parseLong(threshold.trim()));
        } catch (IllegalArgumentException e) {
            // a bad setting must not stop the program: check everything, and say so once
            System.err.println("syncchecker: " + e.getMessage() + "; using er-at-mr");
            return new FilterConfig("er-at-mr", true, true, true, 0);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
