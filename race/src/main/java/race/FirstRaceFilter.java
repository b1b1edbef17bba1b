package race;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The first-race filter of Jun and McDowell: per variable (here: window, owner, byte range, accessing task and lock
 * state) and per synchronization epoch of the accessing rank, only the first access, and the first write after a
 * first read, go to the checker; later ones cannot be part of a first race. State is dropped at each epoch change.
 */
public final class FirstRaceFilter {
    private static final int READ_SEEN = 1;
    private static final int WRITE_SEEN = 2;

    private final Map<Key, Integer> state = new HashMap<>();
    private long epoch = -1;

    /** Whether {@code a}, made in local synchronization epoch {@code localEpoch}, must be checked. */
    public synchronized boolean admit(Access a, long localEpoch) {
        if (localEpoch != epoch) {
            state.clear();
            epoch = localEpoch;
        }
        if (a.seqFrom != a.seqTo) {
            return true; // an operation in flight over an interval: its ordering facts differ from any other
        }
        Key k = new Key(a);
        int s = state.getOrDefault(k, 0);
        boolean write = a.writes();
        if (write) {
            if ((s & WRITE_SEEN) != 0) {
                return false;
            }
            state.put(k, s | WRITE_SEEN);
            return true;
        }
        if (s != 0) {
            return false; // a read after a first read or write
        }
        state.put(k, READ_SEEN);
        return true;
    }

    private static final class Key {
        final String window;
        final int owner;
        final long lo;
        final long hi;
        final long thread;
        final boolean exclusive;
        final boolean shared;
        final int epoch;

        Key(Access a) {
            window = a.window;
            owner = a.owner;
            lo = a.lo;
            hi = a.hi;
            thread = a.thread;
            exclusive = a.exclusive;
            shared = a.locked && !a.exclusive;
            epoch = a.epoch;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Key)) {
                return false;
            }
            Key k = (Key) o;
            return owner == k.owner && lo == k.lo && hi == k.hi && thread == k.thread && exclusive == k.exclusive
                    && shared == k.shared
                    && epoch == k.epoch && window.equals(k.window);
        }

        @Override
        public int hashCode() {
            return Objects.hash(window, owner, lo, hi, thread, exclusive, shared, epoch);
        }
    }
}
