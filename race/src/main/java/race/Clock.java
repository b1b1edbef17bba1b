package race;

/**
 * A thread's vector clock at one moment (immutable): the index of the thread and, per thread index, the last time
 * of that thread known to happen before this moment. The thread's own entry is its epoch (FastTrack): an event
 * stamped with this clock happens before any moment whose clock has at least that time for this thread.
 */
public final class Clock {
    /** The clock of nothing: no thread's events happen before it (an operation issued before any thread forked). */
    static final Clock EMPTY = new Clock(-1, new int[0]);

    final int thread;
    private final int[] times;

    Clock(int thread, int[] times) {
        this.thread = thread;
        this.times = times;
    }

    /** This thread's own time: the epoch of an event stamped with this clock. */
    int time() {
        return thread < 0 ? Integer.MAX_VALUE : times[thread];
    }

    /** The time of thread {@code t} known here (0: none of its events). */
    int get(int t) {
        return t >= 0 && t < times.length ? times[t] : 0;
    }

    int length() {
        return times.length;
    }

    /** Whether an event stamped {@code end} happens before a moment with clock {@code start}; null end: never. */
    static boolean before(Clock end, Clock start) {
        return end != null && end.thread >= 0 && end.time() <= start.get(end.thread);
    }

    @Override
    public String toString() {
        return "T" + thread + java.util.Arrays.toString(times);
    }
}
