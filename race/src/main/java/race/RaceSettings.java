package race;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Race-check settings, read like syncchecker's: a system property, or the environment variable of the same name in
 * upper case with '_' for '.' (for mpirun -x); the property wins.
 */
public final class RaceSettings {
    /** Whether {@code race} is among syncchecker.checks (default "sync": off). */
    public final boolean enabled;
    /** Merged report of the standalone listener (under syncchecker its report is used instead). */
    public final Path report;
    /** Phase II: path of a phase I report whose races are to be confirmed; null for phase I. */
    public final Path confirm;
    /** Phase II: how long a rank waits at one site of a candidate pair for the other, in ms. */
    public final long pauseMillis;
    /** Sampling of loads and stores: back-off factor per recorded access and the floor it stops at. */
    public final double backoff;
    public final double floor;
    /** Whether one-sided operations are sampled too (default false: each is recorded). */
    public final boolean sampleOperations;
    /** Ship and check accesses at every N-th synchronization over all ranks (fence, barrier, ...); 0: at the end. */
    public final int exchangeEvery;
    /** Contiguous loads or stores of a site are recorded as one access per run (see Runs); false: sampled only. */
    public final boolean runs;
    /** Point-to-point messages order accesses (vector clocks piggybacked on messages of the checker's own). */
    public final boolean messages;

    private RaceSettings() {
        enabled = Arrays.stream(get("syncchecker.checks", "sync").split("[,\\s]+"))
                .anyMatch(s -> s.trim().equalsIgnoreCase("race"));
        String r = get("race.report", null);
        report = Path.of(r != null ? r : get("syncchecker.report", "syncchecker-report.json")).toAbsolutePath();
        String c = get("race.confirm", null);
        confirm = c == null ? null : Path.of(c).toAbsolutePath();
        pauseMillis = integer("race.pauseMillis", "10", 0);
        backoff = fraction("race.backoff", "0.9", false);
        floor = fraction("race.sampleFloor", "0.001", true);
        sampleOperations = Boolean.parseBoolean(get("race.sampleOperations", "false"));
        exchangeEvery = (int) integer("race.exchangeEvery", "64", 0);
        messages = Boolean.parseBoolean(get("race.messages", "true"));
        runs = Boolean.parseBoolean(get("race.runs", "true"));
    }

    public static RaceSettings load() {
        return new RaceSettings();
    }

    /** An integer setting of at least {@code min} (and at most Integer.MAX_VALUE); a clear error otherwise. */
    private static long integer(String property, String fallback, long min) {
        String v = get(property, fallback);
        try {
            long n = Long.parseLong(v.trim());
            if (n >= min && n <= Integer.MAX_VALUE) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(property + " must be an integer from " + min + " to " + Integer.MAX_VALUE
                + ", not " + v);
    }

    /** A probability setting: in (0, 1], or [0, 1] when {@code zero} is allowed; a clear error otherwise. */
    private static double fraction(String property, String fallback, boolean zero) {
        String v = get(property, fallback);
        double p;
        try {
            p = Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            p = Double.NaN;
        }
        if (!((zero ? p >= 0 : p > 0) && p <= 1)) {
            throw new IllegalArgumentException(property + " must be a number in " + (zero ? "[0, 1]" : "(0, 1]")
                    + ", not " + v);
        }
        return p;
    }

    static String get(String property, String fallback) {
        String v = System.getProperty(property);
        if (v == null) {
            v = System.getenv(property.toUpperCase(Locale.ROOT).replace('.', '_'));
        }
        return v == null || v.isEmpty() ? fallback : v;
    }
}
