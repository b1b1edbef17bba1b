package race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Races between threads of this rank, checked here (no exchange): every access of the rank (its loads and stores
 * of window memory and of in-flight origin buffers, its one-sided operations at the target and at the origin)
 * with the clock of its start (issue) and the epoch of its end (completion, possibly by another thread), against
 * the accesses of its other threads. Two of them race when they overlap, one writes, and neither ends before the
 * other starts in happens-before. Same-thread pairs are left to the owner's check (program order and flights).
 */
final class ThreadRaces {
    /** One access with its ordering: clock at start, end epoch (null: never completed). */
    static final class Entry {
        final Access access;
        final Clock from;
        final Clock to;

        Entry(Access access, Clock from, Clock to) {
            this.access = access;
            this.from = from;
            this.to = to;
        }
    }

    /** Per window@owner: entries by start offset, and the longest. */
    private static final class Index {
        final TreeMap<Long, List<Entry>> byStart = new TreeMap<>();
        long longest;
    }

    private final Map<String, Index> windows = new HashMap<>();
    private final Set<String> reported = new HashSet<>();
    private final List<RacePair> found = new ArrayList<>();
    private int size;

    /** Checks {@code a} against the other threads' accesses, then keeps it unless one kept already covers it. */
    void add(Access a, Clock from, Clock to) {
        Entry e = new Entry(a, from, to);
        Index index = windows.computeIfAbsent(a.window + "@" + a.owner, k -> new Index());
        boolean covered = false;
        for (List<Entry> list : index.byStart.subMap(a.lo - index.longest, true, a.hi, false).values()) {
            for (Entry x : list) {
                if (x.access.hi <= a.lo) {
                    continue;
                }
                if (x.access.thread == a.thread) {
                    covered |= covers(x, e);
                } else if (races(x, e)) {
                    RacePair p = new RacePair(x.access, a, false);
                    if (reported.add(p.key())) {
                        found.add(p);
                    }
                }
            }
        }
        if (!covered) {
            index.byStart.computeIfAbsent(a.lo, k -> new ArrayList<>(2)).add(e);
            index.longest = Math.max(index.longest, a.hi - a.lo);
            size++;
        }
    }

    /** Whether two accesses of different threads race. */
    static boolean races(Entry x, Entry y) {
        Access a = x.access;
        Access b = y.access;
        if (!Conflict.overlaps(a, b) || !Conflict.conflictingTypes(a, b)) {
            return false;
        }
        boolean pointA = a.seqFrom == a.seqTo;
        boolean pointB = b.seqFrom == b.seqTo;
        if (pointA && pointB && RankTracker.ORIGIN.equals(a.window)) {
            return false; // plain memory of two threads: only origin buffers in flight are ours to check
        }
        if (a.type == Access.ATOMIC && b.type == Access.ATOMIC && !RankTracker.ORIGIN.equals(a.window)) {
            return false; // accumulates of one origin to one target are ordered (accumulate_ordering)
        }
        return !endsBefore(x, y) && !endsBefore(y, x);
    }

    /**
     * Whether {@code x} ends before {@code y} starts: in program order when one thread did both (its epoch cannot
     * tell, nothing need be released between an issue and its completion), else in happens-before.
     */
    static boolean endsBefore(Entry x, Entry y) {
        if (x.to == null) {
            return false;
        }
        if (x.to.thread == y.from.thread) {
            return x.access.seqTo < y.access.seqFrom;
        }
        return Clock.before(x.to, y.from);
    }

    /**
     * Whether kept {@code x} of the same thread makes {@code y} redundant: same clocks (no synchronization in
     * between), wider bytes, and a write or the same access type.
     */
    private static boolean covers(Entry x, Entry y) {
        Access a = x.access;
        Access b = y.access;
        return x.from == y.from && x.to == y.to && a.lo <= b.lo && b.hi <= a.hi
                && (a.seqFrom == a.seqTo) == (b.seqFrom == b.seqTo)
                && (a.type == Access.WRITE || a.type == b.type && java.util.Objects.equals(a.op, b.op)
                        && java.util.Objects.equals(a.element, b.element));
    }

    /** Races found since the last call. */
    List<RacePair> take() {
        if (found.isEmpty()) {
            return List.of(); // asked at every MPI event: nothing allocated while no thread races
        }
        List<RacePair> out = new ArrayList<>(found);
        found.clear();
        return out;
    }

    int size() {
        return size;
    }

    /**
     * Forgets accesses that end before {@code frontier} (per thread index, the lowest time anything still to come
     * knows of that thread): they happen before every later access, so they race with none.
     */
    void evict(int[] frontier) {
        for (Iterator<Index> wi = windows.values().iterator(); wi.hasNext();) {
            Index index = wi.next();
            for (Iterator<List<Entry>> it = index.byStart.values().iterator(); it.hasNext();) {
                List<Entry> list = it.next();
                int before = list.size();
                list.removeIf(x -> x.to != null && x.to.thread >= 0 && x.to.thread < frontier.length
                        && x.to.time() <= frontier[x.to.thread]);
                size -= before - list.size();
                if (list.isEmpty()) {
                    it.remove();
                }
            }
            if (index.byStart.isEmpty()) {
                wi.remove();
            }
        }
    }
}
