package race;

import java.util.HashMap;
import java.util.Map;

/**
 * The first-race filter of Jun and McDowell: per variable (here: window, owner, byte range, accessing task and lock
 * state) and per synchronization epoch of the accessing rank, only the first access, and the first write after a
 * first read, go to the checker; later ones cannot be part of a first race. State is dropped at each epoch change.
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

    /** The first access of each of the epoch's first variables, and what was seen of that variable. */
    private final Access[] firsts = new Access[SHORT];
    private final int[] seen = new int[SHORT];
    private int count;
    /** The epoch's later variables; null while the short list holds them all. */
    private Map<Key, Integer> more;
    private long epoch = -1;

    /** Whether {@code a}, made in local synchronization epoch {@code localEpoch}, must be checked. */
    public synchronized boolean admit(Access a, long localEpoch) {
        if (localEpoch != epoch) {
            java.util.Arrays.fill(firsts, 0, count, null); // not kept alive until the list is reused
            count = 0;
            more = null;
            epoch = localEpoch;
        }
        if (a.seqFrom != a.seqTo) {
            return true; // an operation in flight over an interval: its ordering facts differ from any other
        }
        boolean write = a.writes();
        for (int i = 0; i < count; i++) {
            if (sameVariable(firsts[i], a)) {
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
            seen[count++] = first;
            return true;
        }
        if (more == null) {
            more = new HashMap<>();
        }
        Key k = new Key(a);
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
        final int hash;

        Key(Access a) {
            this.a = a;
            long h = a.lo * 31 + a.hi;
            h = h * 31 + a.thread;
            h = h * 31 + a.owner;
            this.hash = (int) (h ^ (h >>> 32)) * 31 + a.window.hashCode();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && sameVariable(((Key) o).a, a);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
