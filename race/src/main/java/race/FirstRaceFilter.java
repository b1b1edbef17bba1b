package race;

import java.util.HashMap;
import java.util.Map;

/**
 * The first-race filter of Jun and McDowell: per variable (here: window, owner, byte range, accessing task and lock
 * state) and per synchronization epoch of the accessing rank and thread, only the first access, and the first write
 * after a first read, go to the checker; later ones cannot be part of a first race. State is dropped at each epoch
 * change of the rank; a thread's epoch is its clock snapshot.
 *
 * <p>An epoch usually sees a handful of variables (a halo exchange: the put's two sides and one unpack run), and
 * this code runs a few times per epoch, mostly in the interpreter: so the first {@link #SHORT} variables of an
 * epoch are kept in a short list compared field by field, with no key object, no hash and no table to clear at the
 * next epoch; only the variables after them go to a hash map (dropped whole at the epoch change).
 */
public final class FirstRaceFilter {
    private static final int READ_SEEN = 1;
    private static final int WRITE_SEEN = 2;
    static final int SHORT = 16;

    /** The first access of each of the epoch's first variables, its thread's clock, and what was seen of it. */
    private final Access[] firsts = new Access[SHORT];
    private final Clock[] clocks = new Clock[SHORT];
    private final int[] seen = new int[SHORT];
    private int count;
    /** The epoch's later variables; null while the short list holds them all. */
    private Map<Key, Integer> more;
    private long epoch = -1;

    /**
     * Whether {@code a}, made in local synchronization epoch {@code localEpoch} (advanced by the rank's
     * synchronization calls, operations and completions) with its thread's clock at {@code clock} (null: threads
     * not tracked), must be checked. The thread's own epoch ends where its clock changes (a release or an acquire, which
     * makes a new Clock): an access after a latch's countDown is ordered otherwise than the same access before it.
     */
    public synchronized boolean admit(Access a, long localEpoch, Clock clock) {
        if (localEpoch != epoch) {
            java.util.Arrays.fill(firsts, 0, count, null); // not kept alive until the list is reused
            java.util.Arrays.fill(clocks, 0, count, null);
            count = 0;
            more = null;
            epoch = localEpoch;
        }
        if (a.seqFrom != a.seqTo) {
            return true; // an operation in flight over an interval: its ordering facts differ from any other
        }
        boolean write = a.writes();
        for (int i = 0; i < count; i++) {
            if (clocks[i] == clock && sameVariable(firsts[i], a)) {
                int s = next(seen[i], write);
                if (s == seen[i]) {
                    return false;
                }
                seen[i] = s;
                return true;
            }
        }
        int first = next(0, write);
        if (count < SHORT) {
            firsts[count] = a;
            clocks[count] = clock;
            seen[count++] = first;
            return true;
        }
        if (more == null) {
            more = new HashMap<>();
        }
        Key k = new Key(a, clock);
        Integer s = more.get(k);
        int now = next(s == null ? 0 : s, write);
        if (s != null && now == s) {
            return false;
        }
        more.put(k, now);
        return true;
    }

    /**
     * What is seen of a variable after an access: a write is admitted once (also after a read), a read only as the
     * variable's first access. Unchanged state means the access is filtered out.
     */
    private static int next(int seen, boolean write) {
        if (write) {
            return seen | WRITE_SEEN;
        }
        return seen == 0 ? READ_SEEN : seen;
    }

    private static boolean sameVariable(Access x, Access a) {
        return x.owner == a.owner && x.lo == a.lo && x.hi == a.hi && x.thread == a.thread
                && x.exclusive == a.exclusive && shared(x) == shared(a) && x.epoch == a.epoch
                && (x.window == a.window || x.window.equals(a.window));
    }

    private static boolean shared(Access a) {
        return a.locked && !a.exclusive;
    }

    private static final class Key {
        final Access a;
        final Clock clock;
        final int hash;

        Key(Access a, Clock clock) {
            this.a = a;
            this.clock = clock;
            long h = a.lo * 31 + a.hi;
            h = h * 31 + a.thread;
            h = h * 31 + a.owner;
            this.hash = (int) (h ^ (h >>> 32)) * 31 + a.window.hashCode();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).clock == clock && sameVariable(((Key) o).a, a);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
