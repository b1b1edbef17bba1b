package race;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The accesses to one window's bytes at one owner, searchable by byte range (the role of the paper's interval
 * skip list): a sorted map from start offset to the accesses starting there, plus the longest access seen, so an
 * overlap query only visits starts in [lo - longest, hi). Insertion keeps only the weakest accesses (Algorithm 2).
 */
public final class IntervalIndex {
    private final TreeMap<Long, List<Access>> byStart = new TreeMap<>();
    private long longest;
    private int size;

    /** Accesses overlapping [lo, hi). */
    public List<Access> overlapping(long lo, long hi) {
        List<Access> out = new ArrayList<>();
        for (Map.Entry<Long, List<Access>> e : byStart.subMap(lo - longest, true, hi, false).entrySet()) {
            for (Access a : e.getValue()) {
                if (a.hi > lo) {
                    out.add(a);
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
        List<Access> near = overlapping(e.lo, e.hi);
        for (Access a : near) {
            if (Conflict.weakerThan(a, e)) {
                return false;
            }
        }
        for (Access a : near) {
            if (Conflict.weakerThan(e, a)) {
                List<Access> list = byStart.get(a.lo);
                list.remove(a);
                size--;
                if (list.isEmpty()) {
                    byStart.remove(a.lo);
                }
            }
        }
        byStart.computeIfAbsent(e.lo, k -> new ArrayList<>(2)).add(e);
        longest = Math.max(longest, e.hi - e.lo);
        size++;
        return true;
    }

    /** Drops accesses that can race with nothing recorded later (see {@link OwnerChecker#evictBefore}). */
    public void evict(java.util.function.Predicate<Access> old) {
        for (java.util.Iterator<Map.Entry<Long, List<Access>>> it = byStart.entrySet().iterator(); it.hasNext();) {
            List<Access> list = it.next().getValue();
            int before = list.size();
            list.removeIf(old);
            size -= before - list.size();
            if (list.isEmpty()) {
                it.remove();
            }
        }
    }

    public int size() {
        return size;
    }
}
