package race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Runs at the owner of window memory: takes the accesses of every rank to its bytes (shipped at synchronization
 * points, and its own), translates PSCW epochs to its own exposure epochs, and reports each race once per pair of
 * sites. One index per window, split by phase. Bytes reachable under two names (two windows over the same memory,
 * an origin buffer inside window memory) are compared across the names ({@link #checkAliases}).
 */
public final class OwnerChecker {
    private final Map<String, PhasedIndex> windows = new HashMap<>();
    private final Map<String, RacePair> found = new LinkedHashMap<>();
    private final Consumer<RacePair> sink;
    private final RepeatedPhases repeats = new RepeatedPhases();
    /** Per window: the owner's post calls in order, each with the world ranks of its group (null: everyone). */
    private final Map<String, List<int[]>> posts = new HashMap<>();
    /**
     * This owner's windows' memory by window id (not dynamic windows'), for accesses of the same bytes under another
     * name.
     */
    private Map<String, WindowMemory> memory = Map.of();

    public OwnerChecker(Consumer<RacePair> sink) {
        this.sink = sink;
    }

    /**
     * What the owner's own tracker says of its windows: the post calls it made since last asked ({@code posts}, as
     * RankTracker.takePosts gives them) and its windows' memory.
     */
    void ownWindows(List<ExposurePost> posts, List<WindowMemory> windowMemory) {
        for (ExposurePost p : posts) {
            posted(p.window(), p.origins());
        }
        memory(windowMemory);
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

    /** The memory of this owner's windows so far (see {@link RankTracker#memory}). */
    void memory(List<WindowMemory> windowsHere) {
        memory = new HashMap<>();
        for (WindowMemory m : windowsHere) {
            memory.put(m.id, m);
        }
    }

    /**
     * Checks a batch of shipped accesses, in order, except the phases that repeat one checked before
     * ({@link RepeatedPhases}); {@code completeBefore}: the oldest phase still in flight on any rank.
     */
    public void checkAll(List<Access> batch, long completeBefore) {
        List<Access> spanning = new ArrayList<>();
        for (PhasedIndex index : windows.values()) {
            index.spanning(spanning);
        }
        Set<Long> skip = repeats.skippable(batch, completeBefore, spanning);
        for (Access a : batch) {
            if (a.phaseFrom != a.phaseTo || !skip.contains(a.phaseFrom)) {
                check(a);
            }
        }
    }

    /** Phases skipped by {@link #checkAll} so far. */
    long skippedPhases() {
        return repeats.skipped();
    }

    /** Checks {@code e} against what was recorded before, then records it (Algorithm 2). */
    public void check(Access e) {
        if (e.epoch >= 0 && e.rank != e.owner) {
            e = e.withEpoch(exposureOf(e.window, e.rank, e.epoch));
        }
        PhasedIndex index = windows.computeIfAbsent(e.window, k -> new PhasedIndex());
        List<Access> near = index.candidates(e);
        for (Access a : near) {
            report(a, e);
        }
        if (!memory.isEmpty()) {
            checkAliases(e);
        }
        index.add(e, near);
    }

    private void report(Access a, Access e) {
        if (Conflict.races(a, e)) {
            RacePair p = new RacePair(a, e, false);
            if (found.putIfAbsent(p.key(), p) == null) {
                sink.accept(p);
            }
        }
    }

    /**
     * {@code e} against the accesses recorded under another name for the same bytes: of another window over the same
     * memory that lived at the same time, or of this owner's origin buffers inside the window's memory while the
     * window lived (or, for an origin access, of the windows whose memory it is in). Compared in the window's
     * terms (the report names the window), without the other name's locks and PSCW epochs.
     */
    private void checkAliases(Access e) {
        boolean origin = e.window.equals(RankTracker.ORIGIN);
        WindowMemory home = origin ? null : memory.get(e.window);
        if (!origin && home == null) {
            return; // a dynamic window: its offsets are addresses, its memory attached piece by piece
        }
        long at = origin ? 0 : home.base; // e's offsets plus this are addresses
        for (WindowMemory m : memory.values()) {
            PhasedIndex other = windows.get(m.id);
            if (m == home || other == null || !m.holds(e.lo + at, e.hi + at)
                    || (origin ? !m.livedDuring(e.seqFrom, e.seqTo) : !m.livedWith(home))) {
                continue;
            }
            Access inM = e.renamed(m.id, at - m.base);
            for (Access a : other.candidates(inM)) {
                if (origin) {
                    report(a, inM); // named as the window's bytes
                } else {
                    report(a.renamed(e.window, m.base - at), e);
                }
            }
        }
        PhasedIndex origins = origin ? null : windows.get(RankTracker.ORIGIN);
        if (origins != null) {
            for (Access a : origins.candidates(e.renamed(RankTracker.ORIGIN, at))) {
                if (home.livedDuring(a.seqFrom, a.seqTo)) {
                    report(a.renamed(e.window, -at), e);
                }
            }
        }
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
