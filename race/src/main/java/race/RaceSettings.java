package race;

import java.nio.file.Path;

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
    /**
     * JIT thresholds of the race checker's bookkeeping in syncchecker's re-executed JVM, as a fraction of the JVM's
     * (1: the JVM's own; see syncchecker.agent.CheckerCompilation).
     */
    public final double compileScaling;
    /**
     * Directory where each rank writes the batches it ships at every exchange (race-accesses.rank<r>.bin), for the
     * scale simulation of make bench-scale ({@link AccessDump}); null (the default): nothing written.
     */
    public final Path dumpAccesses;

    private RaceSettings() {
        enabled = SettingValues.checks().contains("race");
        String r = SettingValues.get("race.report", null);
        String report = r != null ? r : SettingValues.get("syncchecker.report", "syncchecker-report.json");
        this.report = Path.of(report).toAbsolutePath();
        String c = SettingValues.get("race.confirm", null);
        confirm = c == null ? null : Path.of(c).toAbsolutePath();
        pauseMillis = SettingValues.integer("race.pauseMillis", "10", 0);
        backoff = SettingValues.fraction("race.backoff", "0.9", false);
        floor = SettingValues.fraction("race.sampleFloor", "0.001", true);
        sampleOperations = SettingValues.bool("race.sampleOperations", "false");
        exchangeEvery = (int) SettingValues.integer("race.exchangeEvery", "64", 0);
        messages = SettingValues.bool("race.messages", "true");
        runs = SettingValues.bool("race.runs", "true");
        compileScaling = SettingValues.fraction("race.compileScaling", "0.5", false);
        String d = SettingValues.get("race.dumpAccesses", null);
        dumpAccesses = d == null ? null : Path.of(d).toAbsolutePath();
    }

    public static RaceSettings load() {
        return new RaceSettings();
    }
}
