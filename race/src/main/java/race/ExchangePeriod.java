package race;

/**
 * When phase I ships and checks accesses: first after {@code shortest} synchronizations over all ranks, then at a
 * period set from the volume the last exchange saw, so that the next batch holds about {@link #TARGET} accesses of
 * the busiest rank: between {@code shortest} and {@link #STRETCH} times it. A program that records a few accesses
 * per step (a halo exchange) pays for a handful of exchanges, and one that records many keeps its batches, and the
 * memory they take, bounded. Every rank decides from the same numbers (the synchronization count and the
 * allreduced batch size), so all exchange at the same synchronization.
 *
 * <p>The exchanges run a few times per job, in the interpreter with cold caches (in kernels.StencilRma each one took
 * 10-20 ms per rank for a few hundred accesses), so the period is set in one step from the measured rate rather
 * than doubled exchange by exchange: stencil-rma, 3 accesses per synchronization, went 64 -> 128 -> 256 -> 512 ...
 * and paid for an exchange in every few hundred steps; now the second exchange comes 1,365 synchronizations after
 * the first.
 */
final class ExchangePeriod {
    /** Accesses of one rank the next batch aims at. */
    static final int TARGET = 4096;
    static final int STRETCH = 64;

    private final long shortest;
    private long period;
    private long last;
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
        long longest = STRETCH * shortest;
        long since = Math.max(1, syncs - last);
        // TARGET * since / largestBatch syncs at the rate seen, computed in double: no overflow for any count
        double atRate = largestBatch <= 0 ? longest : (double) TARGET * since / largestBatch;
        period = (long) Math.max(shortest, Math.min(longest, atRate));
        last = syncs;
        next = syncs + period;
    }

    long period() {
        return period;
    }
}
