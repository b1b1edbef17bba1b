package race;

import java.util.List;
import java.util.TreeMap;

/**
 * One window's accesses at its owner, split by global phase. Outside PSCW exposure epochs two accesses can only be
 * concurrent when their phase intervals overlap (for one rank, disjoint phases mean disjoint event sequences too),
 * so an access in flight during a single phase is kept under that phase and a query visits only the phases it spans.
 * Without the split, every element load of a phase walked the whole-plane puts of every earlier phase until the
 * next eviction. Accesses spanning phases, and those of PSCW epochs (which ignore phases), stay in one index that
 * every query visits.
 */
final class PhasedIndex {
    private final TreeMap<Long, IntervalIndex> singlePhase = new TreeMap<>();
    private final IntervalIndex spanning = new IntervalIndex();

    private static boolean singlePhase(Access a) {
        return a.phaseFrom == a.phaseTo && a.epoch < 0;
    }

    private IntervalIndex indexOf(Access a) {
        return singlePhase(a) ? singlePhase.computeIfAbsent(a.phaseFrom, k -> new IntervalIndex()) : spanning;
    }

    /** Stored accesses overlapping {@code e}'s bytes whose phases may overlap {@code e}'s. */
    List<Access> candidates(Access e) {
        List<Access> out = spanning.overlapping(e.lo, e.hi);
        if (e.phaseFrom == e.phaseTo) {
            IntervalIndex index = singlePhase.get(e.phaseFrom); // most accesses: no sub-map view to walk
            if (index != null) {
                out.addAll(index.overlapping(e.lo, e.hi));
            }
            return out;
        }
        for (IntervalIndex index : singlePhase.subMap(e.phaseFrom, true, e.phaseTo, true).values()) {
            out.addAll(index.overlapping(e.lo, e.hi));
        }
        return out;
    }

    /** Stores {@code e} with weaker-than pruning against {@code near} (its {@link #candidates}). */
    boolean add(Access e, List<Access> near) {
        return IntervalIndex.prune(e, near, a -> indexOf(a).remove(a)) && indexOf(e).insert(e);
    }

    /** Forgets the accesses complete before {@code phase}, except those of PSCW epochs. */
    void evictBefore(long phase) {
        singlePhase.headMap(phase, false).clear();
        spanning.evict(a -> a.phaseTo < phase && a.epoch < 0);
    }

    /** Adds the stored accesses that span phases or belong to PSCW epochs to {@code into}. */
    void spanning(List<Access> into) {
        spanning.forEach(into::add);
    }

    int size() {
        int n = spanning.size();
        for (IntervalIndex index : singlePhase.values()) {
            n += index.size();
        }
        return n;
    }
}
