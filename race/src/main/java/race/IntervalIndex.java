package race;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The accesses to one window's bytes at one owner, searchable by byte range (the role of the paper's interval
 * skip list). Accesses are grouped by length class (lengths in [2^k, 2^(k+1))); each class is a sorted map from
 * start offset to the accesses starting there, plus the longest access of the class, so an overlap query visits
 * in each class only the starts in [lo - longest, hi). With one class for all, a single long access (a put of a
 * whole plane, an accumulate of a whole histogram) made every query of an element walk every stored element
 * access; per class, a start visited that does not overlap lies within twice its own length of the query.
 * Insertion keeps only the weakest accesses (Algorithm 2).
 */
public final class IntervalIndex {
    /** Per length class (grown to the largest class stored: an index per phase is made often and holds little). */
    @SuppressWarnings("unchecked")
    private TreeMap<Long, List<Access>>[] byStart = new TreeMap[0];
    private long[] longest = new long[0];
    /** Bit k set: class k holds accesses. */
    private long used;
    private int size;

    private static int lengthClass(Access a) {
        return 63 - Long.numberOfLeadingZeros(Math.max(1, a.hi - a.lo));
    }

    /** Accesses overlapping [lo, hi). */
    public List<Access> overlapping(long lo, long hi) {
        List<Access> out = new ArrayList<>();
        for (long classes = used; classes != 0; classes &= classes - 1) {
            int k = Long.numberOfTrailingZeros(classes);
            for (Map.Entry<Long, List<Access>> e : byStart[k].subMap(lo - longest[k], true, hi, false).entrySet()) {
                for (Access a : e.getValue()) {
                    if (a.hi > lo) {
                        out.add(a);
                    }
                }
            }
        }
        return out;
    }

    /** The first stored access that races with {@code e}, or null (Algorithm 1). */
    public Access findRace(Access e) {
        for (Access a : overlapping(e.lo, e.hi)) {
            if (Conflict.races(a, e)) {
                return a;
            }
        }
        return null;
    }

    /**
     * Adds {@code e} unless a stored access is weaker than it; removes stored accesses {@code e} is weaker than.
     * Returns whether it was added.
     */
    public boolean add(Access e) {
        return add(e, overlapping(e.lo, e.hi));
    }

    /** {@link #add(Access)} with {@code near} = {@link #overlapping} of e's range, already computed by the caller. */
    boolean add(Access e, List<Access> near) {
        return prune(e, near, this::remove) && insert(e);
    }

    /**
     * Weaker-than pruning (Algorithm 2): false when an access of {@code near} is weaker than {@code e} (e is
     * redundant); otherwise hands every access of {@code near} that e is weaker than to {@code drop}, and returns true.
     */
    static boolean prune(Access e, List<Access> near, Consumer<Access> drop) {
        for (Access a : near) {
            if (Conflict.weakerThan(a, e)) {
                return false;
            }
        }
        for (Access a : near) {
            if (Conflict.weakerThan(e, a)) {
                drop.accept(a);
            }
        }
        return true;
    }

    /** Stores {@code e} without pruning; returns true. */
    boolean insert(Access e) {
        int k = lengthClass(e);
        if (k >= byStart.length) {
            byStart = java.util.Arrays.copyOf(byStart, k + 1);
            longest = java.util.Arrays.copyOf(longest, k + 1);
        }
        if (byStart[k] == null) {
            byStart[k] = new TreeMap<>();
        }
        byStart[k].computeIfAbsent(e.lo, x -> new ArrayList<>(2)).add(e);
        longest[k] = Math.max(longest[k], e.hi - e.lo);
        used |= 1L << k;
        size++;
        return true;
    }

    /** Removes the stored access {@code a} (the same object). */
    void remove(Access a) {
        int k = lengthClass(a);
        List<Access> list = byStart[k].get(a.lo);
        list.remove(a);
        size--;
        if (list.isEmpty()) {
            byStart[k].remove(a.lo);
            if (byStart[k].isEmpty()) {
                used &= ~(1L << k);
            }
        }
    }

    /** Drops accesses that can race with nothing recorded later (see {@link OwnerChecker#evictBefore}). */
    public void evict(Predicate<Access> old) {
        for (long classes = used; classes != 0; classes &= classes - 1) {
            int k = Long.numberOfTrailingZeros(classes);
            for (java.util.Iterator<Map.Entry<Long, List<Access>>> it = byStart[k].entrySet().iterator();
                    it.hasNext();) {
                List<Access> list = it.next().getValue();
                int before = list.size();
                list.removeIf(old);
                size -= before - list.size();
                if (list.isEmpty()) {
                    it.remove();
                }
            }
            if (byStart[k].isEmpty()) {
                used &= ~(1L << k);
            }
        }
    }

    /** Hands every stored access to {@code to}. */
    void forEach(Consumer<Access> to) {
        for (long classes = used; classes != 0; classes &= classes - 1) {
            for (List<Access> list : byStart[Long.numberOfTrailingZeros(classes)].values()) {
                list.forEach(to);
            }
        }
    }

    public int size() {
        return size;
    }
}
