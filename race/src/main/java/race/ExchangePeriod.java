package race;

/**
 * When phase I ships and checks accesses: every {@code shortest} synchronizations over all ranks at first, then
 * adapted to the volume. While the largest batch of any rank stays under {@link #FEW} accesses the period doubles,
 * up to {@link #STRETCH} times the shortest; a batch over {@link #MANY} halves it again. A program whose sampled
 * accesses are few (a halo exchange per step) then pays for a handful of exchanges instead of one every few steps,
 * and one that records many keeps its batches, and the memory they take, bounded. Every rank decides from the same
 * numbers (the synchronization count and the allreduced batch size), so all exchange at the same synchronization.
 */
final class ExchangePeriod {
    static final int FEW = 1024;
    static final int MANY = 16384;
    static final int STRETCH = 64;

    private final long shortest;
    private long period;
    private long next;

    /** {@code shortest} 0: only at the end. */
    ExchangePeriod(int shortest) {
        this.shortest = shortest;
        this.period = shortest;
        this.next = shortest;
    }

    /** Whether the {@code syncs}-th synchronization over all ranks exchanges. */
    boolean due(long syncs) {
        return shortest > 0 && syncs >= next;
    }

    /** An exchange at synchronization {@code syncs} moved at most {@code largestBatch} accesses of one rank. */
    void exchanged(long syncs, long largestBatch) {
        if (shortest == 0) {
            return;
        }
        if (largestBatch < FEW) {
            period = Math.min(2 * period, STRETCH * shortest);
        } else if (largestBatch > MANY) {
            period = Math.max(period / 2, shortest);
        }
        next = syncs + period;
    }

    long period() {
        return period;
    }
}
