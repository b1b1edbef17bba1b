package race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Runs at the owner of window memory: takes the accesses of every rank to its bytes (shipped at synchronization
 * points, and its own), translates PSCW epochs to its own exposure epochs, and reports each race once per pair of
 * sites. One index per window, split by phase.
 */
public final class OwnerChecker {
    private final Map<String, PhasedIndex> windows = new HashMap<>();
    private final Map<String, RacePair> found = new LinkedHashMap<>();
    private final Consumer<RacePair> sink;
    /** Per window: the owner's post calls in order, each with the world ranks of its group (null: everyone). */
    private final Map<String, List<int[]>> posts = new HashMap<>();

    public OwnerChecker(Consumer<RacePair> sink) {
        this.sink = sink;
    }

    /** The owner posted an exposure epoch of {@code window} to {@code origins} (world ranks). */
    public void posted(String window, int[] origins) {
        posts.computeIfAbsent(window, k -> new ArrayList<>()).add(origins);
    }

    /**
     * The exposure epoch (index of the owner's post) that the {@code ordinal}-th access epoch of {@code origin}
     * to this owner matches: the ordinal-th post whose group holds the origin; NO_EPOCH when there is none.
     */
    int exposureOf(String window, int origin, int ordinal) {
        List<int[]> list = posts.get(window);
        if (list == null) {
            return Access.NO_EPOCH;
        }
        int seen = 0;
        for (int i = 0; i < list.size(); i++) {
            int[] g = list.get(i);
            boolean member = g == null;
            for (int k = 0; g != null && k < g.length; k++) {
                member |= g[k] == origin;
            }
            if (member && seen++ == ordinal) {
                return i;
            }
        }
        return Access.NO_EPOCH;
    }

    /** Checks {@code e} against what was recorded before, then records it (Algorithm 2). */
    public void check(Access e) {
        if (e.epoch >= 0 && e.rank != e.owner) {
            e = e.withEpoch(exposureOf(e.window, e.rank, e.epoch));
        }
        PhasedIndex index = windows.computeIfAbsent(e.window, k -> new PhasedIndex());
        List<Access> near = index.candidates(e);
        for (Access a : near) {
            if (Conflict.races(a, e)) {
                RacePair p = new RacePair(a, e, false);
                if (found.putIfAbsent(p.key(), p) == null) {
                    sink.accept(p);
                }
            }
        }
        index.add(e, near);
    }

    /**
     * Forgets accesses that were complete before global phase {@code phase}: every access recorded later starts in
     * that phase or after it (the caller passes the oldest phase any still in-flight operation was issued in), so
     * none can be concurrent with them. Accesses of PSCW exposure epochs are kept: an epoch can span phases, and
     * another origin may still join it.
     */
    public void evictBefore(long phase) {
        for (PhasedIndex index : windows.values()) {
            index.evictBefore(phase);
        }
    }

    /** Accesses currently kept (for tests). */
    public int size() {
        int n = 0;
        for (PhasedIndex index : windows.values()) {
            n += index.size();
        }
        return n;
    }

    public List<RacePair> races() {
        return new ArrayList<>(found.values());
    }
}
