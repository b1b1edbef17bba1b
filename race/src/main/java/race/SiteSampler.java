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

    /** A race was found at {@code site}: stop sampling it. */
    public synchronized void disable(int site) {
        if (site >= 0 && site < probability.length) {
            probability[site] = 0;
        }
    }
}
