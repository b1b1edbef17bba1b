package race;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Per-site sampling with exponential back-off (the papers' instruction sampling): each site starts at probability
 * 1; every recorded access multiplies it by the back-off factor, down to a floor (0 turns a site off for good
 * after enough accesses, as in UPC-Thrille; a small positive floor keeps late races visible).
 */
public final class SiteSampler {
    private final double backoff;
    private final double floor;
    private double[] probability = new double[64];

    public SiteSampler(double backoff, double floor) {
        this.backoff = backoff;
        this.floor = floor;
        java.util.Arrays.fill(probability, 1.0);
    }

    /** Whether to record this execution of {@code site}; lowers its probability when it says yes. */
    public synchronized boolean sample(int site) {
        if (site < 0) {
            return true;
        }
        if (site >= probability.length) {
            int old = probability.length;
            probability = java.util.Arrays.copyOf(probability, Math.max(site + 1, old * 2));
            java.util.Arrays.fill(probability, old, probability.length, 1.0);
        }
        double p = probability[site];
        if (p >= 1.0 || ThreadLocalRandom.current().nextDouble() < p) {
            probability[site] = Math.max(floor, p * backoff);
            return true;
        }
        return false;
    }

    /**
     * For a load or store (or a run of them, see Runs) that the probe's countdown let through, when it is about to
     * be recorded: false when the site is off, else lowers its probability and returns true. The countdown already
     * skipped a geometric number of the site's executions ({@link #gap}), so recording every one it lets through
     * samples each with probability p.
     */
    public synchronized boolean take(int site) {
        grow(site);
        if (site < 0) {
            return true;
        }
        double p = probability[site];
        if (p <= 0) {
            return false;
        }
        probability[site] = Math.max(floor, p * backoff);
        return true;
    }

    /**
     * How many executions of {@code site} to skip before the next one is recorded: geometric with the site's
     * probability (0 at probability 1, never again at 0).
     */
    public synchronized int gap(int site) {
        grow(site);
        double p = site < 0 ? 1 : probability[site];
        if (p >= 1) {
            return 0;
        }
        if (p <= 0) {
            return Integer.MAX_VALUE;
        }
        double u = 1 - ThreadLocalRandom.current().nextDouble(); // (0, 1]
        return (int) Math.min(Integer.MAX_VALUE, Math.floor(Math.log(u) / Math.log1p(-p)));
    }

    private void grow(int site) {
        if (site >= probability.length) {
            int old = probability.length;
            probability = java.util.Arrays.copyOf(probability, Math.max(site + 1, old * 2));
            java.util.Arrays.fill(probability, old, probability.length, 1.0);
        }
    }

    /** A race was found at {@code site}: stop sampling it. */
    public synchronized void disable(int site) {
        if (site >= 0 && site < probability.length) {
            probability[site] = 0;
        }
    }
}
