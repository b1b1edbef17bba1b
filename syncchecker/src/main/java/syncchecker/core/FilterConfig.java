package syncchecker.core;

import java.util.Locale;
import race.SettingValues;
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
    public final boolean analysis;

    /**
     * Whether probes count accesses per filter stage (the report's counters, the paper's Fig. 7): setting
     * {@code syncchecker.counters} (on/off), by default on for the profiler-only configurations
     * ({@code syncchecker.analysis=off}) and off for the checker. Counting costs every access a per-thread
     * counter update, which is most of a probe's cost while nothing pending is near (make bench-probes), so the
     * checker's own fast path does not count. Any filter configuration other than er-at-mr counts too: those
     * exist only to be compared with it.
     */
    public final boolean counted;

    private FilterConfig(String name, boolean er, boolean at, boolean mr, long mrThreshold, boolean analysis,
            boolean countersOn) {
        this.name = name;
        this.er = er;
        this.at = at;
        this.mr = mr;
        this.mrThreshold = mrThreshold;
        this.analysis = analysis;
        this.counted = !(er && at && mr) || countersOn;
    }

    /** Parses {@code basic}, {@code er}, {@code er-at} or {@code er-at-mr} (case-insensitive); analysis on. */
    public static FilterConfig of(String name, long mrThreshold) {
        return of(name, mrThreshold, true, false);
    }

    private static FilterConfig of(String name, long mrThreshold, boolean analysis, boolean countersOn) {
        if (mrThreshold < 0) {
            throw new IllegalArgumentException("syncchecker.mrThreshold must be >= 0, not " + mrThreshold);
        }
        switch (name.trim().toLowerCase(Locale.ROOT)) {
            case "basic": return new FilterConfig("basic", false, false, false, mrThreshold, analysis, countersOn);
            case "er": return new FilterConfig("er", true, false, false, mrThreshold, analysis, countersOn);
            case "er-at": return new FilterConfig("er-at", true, true, false, mrThreshold, analysis, countersOn);
            case "er-at-mr": return new FilterConfig("er-at-mr", true, true, true, mrThreshold, analysis, countersOn);
            default:
                throw new IllegalArgumentException(
                        "syncchecker.filters must be basic, er, er-at or er-at-mr, not '" + name + "'");
        }
    }

    /**
     * The configuration the settings give: syncchecker.filters, syncchecker.mrThreshold, syncchecker.analysis
     * (on, off) and syncchecker.counters (on, off); an IllegalArgumentException naming a bad one.
     */
    public static FilterConfig fromSettingsOrThrow() {
        String name = Settings.get("syncchecker.filters", "er-at-mr");
        long bytes = SettingValues.integer("syncchecker.mrThreshold", "0", 0, Long.MAX_VALUE);
        boolean analysis = SettingValues.onOff("syncchecker.analysis", "on");
        boolean counters = SettingValues.onOff("syncchecker.counters", analysis ? "off" : "on");
        return of(name, bytes, analysis, counters);
    }

    /**
     * {@link #fromSettingsOrThrow}, for the probes, which must not fail: on a bad value every filter and the
     * analysis stay on (the listener has refused the value at MPI.Init already, see syncchecker.Settings).
     */
    private static FilterConfig fromSettings() {
        try {
            return fromSettingsOrThrow();
        } catch (IllegalArgumentException e) {
            return of("er-at-mr", 0);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
