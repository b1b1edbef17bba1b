package race;

import java.util.ArrayList;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The vector clocks of one message stream (one source, communicator key and tag) at one receiver, numbered in the
 * order they were sent, and the receives of the stream numbered by when they were posted. MPI matches a stream's
 * messages to its receives in posting order (MPI-3.1 3.5, non-overtaking), so the receive posted k-th among the
 * stream's receives takes its k-th message, in whatever order the receives complete: two iRecvs waited for in the
 * opposite order each take their own message's clock. A receive with a wildcard source or tag is known to be the
 * stream's only when it completes; until then receives posted after it count one receive too few and take an
 * older clock than their own, which orders less, never more (a sender's clocks only grow). Not thread-safe: the
 * caller holds its lock.
 */
final class MessageStream {
    /** Fewer clocks than this no longer needed are kept rather than shifted out of the list. */
    private static final int DROP_BATCH = 32;

    /** The clocks from number {@link #dropped} on, in send order. */
    private final ArrayList<long[]> clocks = new ArrayList<>();
    /** How many clocks were dropped: only receives that have completed could take them. */
    private long dropped;
    /** The posting numbers of this stream's receives, but for those {@link #folded} away. */
    private final TreeSet<Long> posts = new TreeSet<>();
    /** How many of the stream's receives were posted before every receive still pending (and left {@link #posts}). */
    private long folded;

    /** The next clock sent on this stream arrived. */
    void arrived(long[] clock) {
        clocks.add(clock);
    }

    /** A receive of this stream was posted as number {@code post} (or is now known to be the stream's). */
    void include(long post) {
        posts.add(post);
    }

    /** The receive posted as {@code post} took no message of the stream after all (cancelled, or never told). */
    void exclude(long post) {
        posts.remove(post);
    }

    /** Which message of the stream (0 for the first sent) the receive posted as {@code post} took. */
    long messageOf(long post) {
        return folded + posts.headSet(post).size();
    }

    /** The clock of message {@code n}, or null while it has not arrived. */
    long[] clock(long n) {
        long i = n - dropped;
        return i >= 0 && i < clocks.size() ? clocks.get((int) i) : null;
    }

    /**
     * No receive that is pending, or still to be posted, was posted before number {@code oldestPending}: the
     * receives posted before it only count from now on, and the clocks they took are dropped.
     */
    void fold(long oldestPending) {
        SortedSet<Long> done = posts.headSet(oldestPending);
        folded += done.size();
        done.clear();
        long unneeded = Math.min(folded - dropped, clocks.size());
        if (unneeded >= DROP_BATCH || (unneeded > 0 && unneeded == clocks.size())) {
            clocks.subList(0, (int) unneeded).clear();
            dropped += unneeded;
        }
    }

    /** Clocks held (for tests). */
    int held() {
        return clocks.size();
    }
}
