package race;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Global phases and message clocks as each of this rank's threads knows them, once several threads may run.
 *
 * <p>A barrier, a job-wide fence or a send orders only what happens before it in the thread that makes the call: a
 * put that another thread completed, with nothing (no join, lock or latch) ordering it before the call, may still be
 * in flight after it; an access of a thread that has learnt nothing of the call since is not after it. So an access
 * starts in the latest phase whose synchronizing call happens before it (in its thread's happens-before), and it
 * ends, in phases and in messages, at the first later call that it happens before. Its end is not known when it is
 * made: the access waits here until a job-wide synchronization it happens before gives its last phase (a send it
 * happens before, seen first, gives its message clock), then goes to the owners as before. Likewise a receive
 * orders after the sender's past only the accesses its thread's happens-before puts after it: an access's vector
 * of other ranks' clocks joins those of the receives that happen before it.
 *
 * <p>With one thread this is the rank's own count: every call happens after what the thread did before it.
 */
final class ThreadPhases {
    /** Not known yet: no send the access happens before has been seen. */
    private static final long UNKNOWN = -1;
    /** Points kept before they are trimmed against the threads' frontier (see {@link #trim}). */
    static final int TRIM_AT = 256;

    /**
     * A job-wide synchronization ({@code phase}: the phase after it), a send ({@code clock}: its message's) or a
     * receive ({@code received}: the sender's vector).
     */
    private static final class Point {
        final Clock stamp;
        final long seq;
        final boolean sync;
        final long phase;
        final long clock;
        final long[] received;

        Point(Clock stamp, long seq, boolean sync, long phase, long clock, long[] received) {
            this.stamp = stamp;
            this.seq = seq;
            this.sync = sync;
            this.phase = phase;
            this.clock = clock;
            this.received = received;
        }
    }

    /** An access whose end is not known yet, and the clock and sequence number of that end. */
    private static final class Pending {
        final Access access;
        final Clock end;
        final long endSeq;
        long clockDone = UNKNOWN;

        Pending(Access access, Clock end, long endSeq) {
            this.access = access;
            this.end = end;
            this.endSeq = endSeq;
        }
    }

    /**
     * Whether the moment stamped {@code first} (sequence {@code firstSeq}) comes no later than {@code then}: program
     * order in one thread (an operation a fence completes shares the fence's sequence number), else happens-before.
     */
    private static boolean ordered(Clock first, long firstSeq, Clock then, long thenSeq) {
        return first.thread == then.thread ? firstSeq <= thenSeq : Clock.before(first, then);
    }

    private final List<Point> points = new ArrayList<>();
    private final List<Pending> pending = new ArrayList<>();
    /** A phase every thread knows of: points up to it were dropped (see {@link #trim}). */
    private long basePhase;
    /** Other ranks' clocks every thread knows of (null: none yet); receive points in {@link #points} add to it. */
    private long[] baseVector;
    private int receives;
    /** The last vector computed, for the stamp and point count it was computed for (a thread's accesses share it). */
    private Clock vectorStamp;
    private int vectorPoints = -1;
    private long[] vector;

    /** Starts with {@code phase} and vector {@code vc} known to every thread: one thread ran until now. */
    ThreadPhases(long phase, long[] vc) {
        this.basePhase = phase;
        this.baseVector = vc;
    }

    /** The latest global phase whose synchronizing call happens before an access stamped {@code stamp}, seq. */
    long phaseAt(Clock stamp, long seq) {
        for (int i = points.size() - 1; i >= 0; i--) {
            Point p = points.get(i);
            if (p.sync && ordered(p.stamp, p.seq, stamp, seq)) {
                return Math.max(basePhase, p.phase);
            }
        }
        return basePhase;
    }

    /**
     * The other ranks' clocks known to an access stamped {@code stamp}, sequence {@code seq}: the vector every thread
     * knows, joined with the receives that happen before it ({@code rankVector}, the rank's own, while no receive
     * came since several threads may run). Do not modify it.
     */
    long[] vectorAt(Clock stamp, long seq, long[] rankVector) {
        if (receives == 0) {
            return rankVector;
        }
        if (stamp == vectorStamp && points.size() == vectorPoints) {
            return vector; // same clock, no point since: every point is before both or after neither
        }
        long[] out = baseVector;
        for (Point p : points) {
            if (p.received != null && ordered(p.stamp, p.seq, stamp, seq)) {
                out = join(out == baseVector ? null : out, out, p.received);
            }
        }
        vectorStamp = stamp;
        vectorPoints = points.size();
        vector = out;
        return out;
    }

    /** {@code into} (null: a new array) set to the element-wise maximum of {@code a} (may be null) and {@code b}. */
    private static long[] join(long[] into, long[] a, long[] b) {
        int n = Math.max(a == null ? 0 : a.length, b.length);
        long[] out = into != null && into.length >= n ? into : new long[n];
        for (int i = 0; i < n; i++) {
            long x = a != null && i < a.length ? a[i] : 0;
            long y = i < b.length ? b[i] : 0;
            out[i] = Math.max(x, y);
        }
        return out;
    }

    /** Keeps {@code a} (its phaseTo and clockDone to be replaced) until a call it ends before is seen. */
    void hold(Access a, Clock end, long endSeq) {
        pending.add(new Pending(a, end, endSeq));
    }

    /**
     * A job-wide synchronization made by the thread stamped {@code stamp} moved the rank to {@code phase}: each
     * access held that ends before it ends in the phase before, and goes to {@code ship}.
     */
    void synchronizedAt(Clock stamp, long seq, long phase, Consumer<Access> ship) {
        Point p = new Point(stamp, seq, true, phase, 0, null);
        points.add(p);
        int kept = 0;
        for (int i = 0; i < pending.size(); i++) {
            Pending x = pending.get(i);
            if (ordered(x.end, x.endSeq, p.stamp, p.seq)) {
                ship.accept(x.access.ended(phase - 1, x.clockDone == UNKNOWN ? Access.NEVER : x.clockDone));
            } else {
                pending.set(kept++, x);
            }
        }
        truncate(kept);
    }

    /** The thread stamped {@code stamp} sent a message with this rank's clock {@code clock}. */
    void sentAt(Clock stamp, long seq, long clock) {
        Point p = new Point(stamp, seq, false, 0, clock, null);
        points.add(p);
        for (Pending x : pending) {
            if (x.clockDone == UNKNOWN && ordered(x.end, x.endSeq, p.stamp, p.seq)) {
                x.clockDone = clock - 1;
            }
        }
    }

    /** The thread stamped {@code stamp} received a message carrying the sender's vector {@code vc}. */
    void receivedAt(Clock stamp, long seq, long[] vc) {
        points.add(new Point(stamp, seq, false, 0, 0, vc.clone()));
        receives++;
    }

    /** The program ends in {@code phase} with message clock {@code clock}: what is held ends there. */
    void finish(long phase, long clock, Consumer<Access> ship) {
        for (Pending x : pending) {
            ship.accept(x.access.ended(phase, x.clockDone == UNKNOWN ? clock : x.clockDone));
        }
        pending.clear();
    }

    /** The oldest phase an access held here started in, or {@code phase} when none is held. */
    long oldest(long phase) {
        long oldest = phase;
        for (Pending x : pending) {
            oldest = Math.min(oldest, x.access.phaseFrom);
        }
        return oldest;
    }

    int points() {
        return points.size();
    }

    /**
     * Drops the points every thread already knows of ({@code frontier}: per thread index, the lowest time anything
     * still to come knows of that thread): every later access starts after them. Accesses held here were compared
     * with them when they were added.
     */
    void trim(int[] frontier) {
        int kept = 0;
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            int t = p.stamp.thread;
            if (t >= 0 && t < frontier.length && p.stamp.time() <= frontier[t]) {
                if (p.sync) {
                    basePhase = Math.max(basePhase, p.phase);
                }
                if (p.received != null) {
                    baseVector = join(null, baseVector, p.received);
                    receives--;
                }
            } else {
                points.set(kept++, p);
            }
        }
        for (int i = points.size() - 1; i >= kept; i--) {
            points.remove(i);
        }
        vectorPoints = -1;
    }

    private void truncate(int kept) {
        for (int i = pending.size() - 1; i >= kept; i--) {
            pending.remove(i);
        }
    }
}
