package race;

/**
 * Per-site sampling with exponential back-off (the papers' instruction sampling): each site starts at probability
 * 1 and keeps it for its first {@link #FULL} recorded runs, or {@link #FULL_ELEMENTS} recorded single elements;
 * after that every recorded access multiplies it by the back-off factor, down to a floor (0 turns a site off for
 * good after enough accesses, as in UPC-Thrille; a small positive floor keeps late races visible). Without the
 * first ones, a loop that visits a window out of order (with a stride, a column of a matrix) was sampled from its
 * second element on: a race on the eighth of ten elements was missed about half the time. Runs (a whole loop in
 * one access, see Runs) back off sooner: each is a loop already, and a kernel records one per site and epoch.
 */
public final class SiteSampler {
    /** Recorded runs of a site before its back-off starts. */
    static final int FULL = 64;
    /** Recorded single elements (at most {@link #ELEMENT} bytes) of a site before its back-off starts. */
    static final int FULL_ELEMENTS = 256;
    /** The widest primitive element: an access no wider is one element, not a run. */
    static final long ELEMENT = 8;
    private final double backoff;
    private final double floor;
    /** Per site: recorded accesses so far, up to {@link #FULL_ELEMENTS} (counted until its back-off starts). */
    private int[] recorded = new int[64];
    private double[] probability = new double[64];
    /** Per site: the probability {@link #logMiss} was computed for (0: none yet), and log(1 - p). */
    private double[] missFor = new double[64];
    private double[] logMiss = new double[64];
    /**
     * The state of a xorshift generator of its own (guarded by this sampler's lock): a draw is a few shifts inline,
     * where ThreadLocalRandom's is a thread lookup and three calls, which the interpreter and C1's profiled code
     * ran for every recorded run (about a third of this class's CPU samples in kernels.StencilRma, 4 ranks).
     */
    private long random;

    public SiteSampler(double backoff, double floor) {
        this.backoff = backoff;
        this.floor = floor;
        java.util.Arrays.fill(probability, 1.0);
        random = seed(System.nanoTime() ^ System.identityHashCode(this));
    }

    /** A non-zero state from {@code x} (SplitMix64's finalizer: nearby inputs give unrelated states). */
    static long seed(long x) {
        x = (x ^ (x >>> 30)) * 0xbf58476d1ce4e5b9L;
        x = (x ^ (x >>> 27)) * 0x94d049bb133111ebL;
        x ^= x >>> 31;
        return x != 0 ? x : 0x9e3779b97f4a7c15L;
    }

    /** The next uniform draw in (0, 1], from the top 53 bits of the next xorshift64 state. */
    private double uniform() {
        long x = random;
        x ^= x << 13;
        x ^= x >>> 7;
        x ^= x << 17;
        random = x;
        return ((x >>> 11) + 1) * 0x1.0p-53;
    }

    /** Whether to record this execution of {@code site}; lowers its probability when it says yes. */
    public synchronized boolean sample(int site) {
        if (site < 0) {
            return true;
        }
        grow(site);
        double p = probability[site];
        if (p >= 1.0 || uniform() <= p) {
            probability[site] = lowered(site, p, FULL);
            return true;
        }
        return false;
    }

    /**
     * For a load or store (or a run of them, see Runs) that the probe's countdown let through, when it is about to
     * be recorded: -1 when the site is off (nothing is recorded); else lowers the site's probability and returns
     * how many of its next executions to skip before the next one is recorded, geometric with the lowered
     * probability (0 at probability 1, never again at 0). The countdown skipped a geometric number of the site's
     * executions before this one, so recording every one it lets through samples each with probability p. One
     * call per recorded run; the logarithm of the miss probability is kept per site, since it is the same draw
     * after draw once the probability rests at the floor (Math.log1p is not an intrinsic: interpreted, its Java
     * code cost microseconds per recorded run).
     */
    public synchronized int next(int site, long bytes) {
        if (site < 0) {
            return 0;
        }
        grow(site);
        double p = probability[site];
        if (p <= 0) {
            return -1;
        }
        double lowered = lowered(site, p, bytes <= ELEMENT ? FULL_ELEMENTS : FULL);
        probability[site] = lowered;
        return skips(site, lowered);
    }

    /** The site's probability after one more recorded access: unchanged until it has had {@code full}. */
    private double lowered(int site, double p, int full) {
        if (recorded[site] < full) {
            recorded[site]++;
            return p;
        }
        return Math.max(floor, p * backoff);
    }

    private int skips(int site, double p) {
        if (p >= 1) {
            return 0;
        }
        if (p <= 0) {
            return Integer.MAX_VALUE;
        }
        if (missFor[site] != p) {
            missFor[site] = p;
            logMiss[site] = Math.log1p(-p);
        }
        double u = uniform();
        // log(u) <= 0 and logMiss < 0: the quotient is >= 0, so the cast floors it (and caps it at MAX_VALUE);
        // Math.floor is not a C1 intrinsic, and its Java code was compiled inside kernels' timed steps
        return (int) (Math.log(u) / logMiss[site]);
    }

    private void grow(int site) {
        if (site >= probability.length) {
            int old = probability.length;
            probability = java.util.Arrays.copyOf(probability, Math.max(site + 1, old * 2));
            java.util.Arrays.fill(probability, old, probability.length, 1.0);
            missFor = java.util.Arrays.copyOf(missFor, probability.length);
            recorded = java.util.Arrays.copyOf(recorded, probability.length);
            logMiss = java.util.Arrays.copyOf(logMiss, probability.length);
        }
    }

    /** A race was found at {@code site}: stop sampling it. */
    public synchronized void disable(int site) {
        if (site >= 0 && site < probability.length) {
            probability[site] = 0;
        }
    }
}
