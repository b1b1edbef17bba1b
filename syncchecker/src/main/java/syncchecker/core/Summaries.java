package syncchecker.core;

import java.util.Arrays;
import java.util.List;
import mpi.shim.event.BufferUse;

/**
 * Builds a checker's {@link PendingSummary} on every post and completion, and finds it again among the last few it
 * built when the pending buffers' ranges come back to one of them: a pipeline or a halo exchange posts the same
 * buffers every iteration, so a handful of summaries serve the whole run instead of a new object and two arrays
 * per operation (allocation into fresh heap pages is what made the first thousands of operations slow). The ranges
 * are gathered in scratch arrays kept here. Not thread-safe: used under the checker's lock.
 */
final class Summaries {
    private final PendingSummary[] recent = new PendingSummary[8];
    private int next;
    private long[] writes = new long[16];
    private long[] reads = new long[16];

    /**
     * The summary of {@code buffers}, or null when none is pending (so ER is a null test). Each buffer counts
     * from the lower end of its hull (the data-map's true lower bound, below the address for a negative one) up
     * to its hull's end, or to lo + {@code threshold} when that is further (the paper's threshold).
     */
    PendingSummary of(List<PendingBuffer> buffers, boolean writesToReceives, long threshold) {
        int n = buffers.size();
        if (n == 0) {
            return null;
        }
        if (writes.length < 2 * n) {
            writes = new long[4 * n];
            reads = new long[4 * n];
        }
        int sends = 0;
        int receives = 0;
        int nWrites = 0;
        for (int i = 0; i < n; i++) {
            PendingBuffer b = buffers.get(i);
            long hi = Math.max(b.hi, PendingSummary.saturatedAdd(b.lo, threshold));
            // a buffer the library both reads and writes (an in-place collective) counts as both kinds
            boolean sendSide = b.use.access != BufferUse.WRITTEN_BY_LIBRARY;
            sends += sendSide ? 1 : 0;
            // what a write can conflict with: the send side, and every buffer when writes to receives count
            if (sendSide || writesToReceives) {
                writes[2 * nWrites] = b.lo;
                writes[2 * nWrites + 1] = hi;
                nWrites++;
            }
            if (b.use.access != BufferUse.READ_BY_LIBRARY) {
                reads[2 * receives] = b.lo;
                reads[2 * receives + 1] = hi;
                receives++;
            }
        }
        nWrites = PendingSummary.joinInPlace(writes, nWrites);
        int nReads = PendingSummary.joinInPlace(reads, receives);
        for (PendingSummary s : recent) {
            if (s != null && s.holds(sends, receives, writesToReceives, writes, nWrites, reads, nReads)) {
                return s;
            }
        }
        PendingSummary s = new PendingSummary(sends, receives, writesToReceives, copy(writes, nWrites),
                copy(reads, nReads));
        recent[next] = s;
        next = (next + 1) % recent.length;
        return s;
    }

    private static long[] copy(long[] ranges, int n) {
        return n == 0 ? PendingSummary.EMPTY : Arrays.copyOf(ranges, 2 * n);
    }
}
