package race;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Loads and stores, made while several threads of this rank run, of memory that was neither window memory nor an
 * origin buffer yet. A thread that writes a buffer which another thread, unordered with it, then puts from (or
 * reads a buffer another thread gets into) races with that operation, although the buffer was no origin when it
 * was touched: the access may as well have come after the issue. These accesses are kept per thread, a bounded
 * list of byte ranges in which a loop's consecutive accesses under one clock merge into one entry, and handed to
 * the thread race check when an operation of another thread takes its origin buffer there
 * ({@link RankTracker#operation}). Accesses older than the bound are forgotten (a race with them goes unseen).
 */
final class UnclaimedAccesses {
    /** Entries kept per thread. */
    static final int PER_THREAD = 1024;

    /** One range of one thread's loads or stores of one site, under one clock of that thread. */
    private static final class Entry {
        long lo;
        long hi;
        final int type;
        final Site site;
        final Clock stamp;
        final long phase;
        final long seq;
        final long[] vc;
        final long clock;

        Entry(long lo, long hi, int type, Site site, Clock stamp, long phase, long seq, long[] vc, long clock) {
            this.lo = lo;
            this.hi = hi;
            this.type = type;
            this.site = site;
            this.stamp = stamp;
            this.phase = phase;
            this.seq = seq;
            this.vc = vc;
            this.clock = clock;
        }
    }

    /** A kept access, as the origin-memory access it is once an operation of another thread claims its bytes. */
    interface Sink {
        void accept(Access access, Clock stamp);
    }

    private final Map<Long, ArrayDeque<Entry>> byThread = new HashMap<>();

    /** Thread {@code thread} loaded or stored [lo, hi) at {@code site}; see {@link RankTracker#local}. */
    void add(long lo, long hi, int type, long thread, Site site, Clock stamp, long phase, long seq, long[] vc,
            long clock) {
        ArrayDeque<Entry> entries = byThread.computeIfAbsent(thread, k -> new ArrayDeque<>());
        Entry last = entries.peekLast();
        if (last != null && last.stamp == stamp && last.site == site && last.type == type && lo <= last.hi
                && last.lo <= hi) {
            last.lo = Math.min(last.lo, lo);
            last.hi = Math.max(last.hi, hi);
            return;
        }
        entries.addLast(new Entry(lo, hi, type, site, stamp, phase, seq, vc, clock));
        if (entries.size() > PER_THREAD) {
            entries.pollFirst();
        }
    }

    /**
     * Hands {@code sink} every kept access of a thread other than {@code thread} that overlaps [lo, hi), as an
     * access of this rank's ({@code rank}) origin memory.
     */
    void overlapping(long lo, long hi, long thread, int rank, Sink sink) {
        for (Map.Entry<Long, ArrayDeque<Entry>> t : byThread.entrySet()) {
            if (t.getKey() == thread) {
                continue; // program order: the thread's own earlier accesses end before its operation starts
            }
            for (Entry e : t.getValue()) {
                if (e.lo < hi && lo < e.hi) {
                    String call = e.type == Access.WRITE ? "store" : "load";
                    sink.accept(new Access(RankTracker.ORIGIN, rank, e.lo, e.hi, rank, t.getKey(), e.type, null, null,
                            false, false, e.phase, e.phase, e.seq, e.seq, Access.NO_EPOCH, call, e.site, e.vc,
                            e.clock), e.stamp);
                }
            }
        }
    }
}
