package race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Phase II for races between two threads of one rank (the active-testing paper's confirmation, within a process):
 * a thread reaching one site of a candidate pair is paused there (10 ms by default) while its access is announced
 * as in flight; when another thread reaches the pair's other site with an overlapping access, a write on either
 * side, while the first is still there, both accesses were in flight together and the race is confirmed. A load or
 * store is in flight while its thread is paused; a one-sided operation from its issue until a synchronization of
 * its window or its request completes it. Pairs of two one-sided operations stay with {@link Confirmer} (the second
 * issued while the first is in flight), so no pair is confirmed twice.
 */
final class ThreadPauses {
    private final Candidates candidates;
    private final int rank;
    private final long pauseNanos;
    private final Consumer<RacePair> sink;
    /** Partners by site key, computed once per site (loads and stores reach here at every sampled access). */
    private final Map<String, List<Candidates.End>> partners = new HashMap<>();
    /** Accesses in flight at candidate sites. Guarded by this. */
    private final List<Present> present = new ArrayList<>();
    private final Map<Object, List<Present>> byRequest = new IdentityHashMap<>();
    private final Set<String> confirmed = new HashSet<>();
    /** Site pairs already confirmed: no more pauses for them. */
    private final Set<String> confirmedSites = new HashSet<>();

    /** One access at a candidate site, in flight. */
    private static final class Present {
        final Access access;
        /** The window whose synchronization completes it (operations only; null for a load or store). */
        final String window;
        boolean matched;

        Present(Access access, String window) {
            this.access = access;
            this.window = window;
        }
    }

    ThreadPauses(Candidates candidates, int rank, long pauseMillis, Consumer<RacePair> sink) {
        this.candidates = candidates;
        this.rank = rank;
        this.pauseNanos = pauseMillis * 1_000_000L;
        this.sink = sink;
    }

    /** The partner ends of {@code site} in races between this rank's threads (empty: not a candidate site). */
    synchronized List<Candidates.End> partners(Site site) {
        return partners.computeIfAbsent(site.key(), k -> candidates.threadPartners(k, rank));
    }

    /**
     * The current thread is at a candidate site with {@code accesses} (all of one load, store or operation):
     * confirms against another thread's access in flight at a partner site, else announces them and pauses until
     * another thread confirms or the pause ends. {@code window}: the window of an operation (null for a load or
     * store), whose accesses stay in flight after the pause, until {@link #synced} or {@link #requestDone}.
     */
    void reached(List<Access> accesses, String window, Object request) {
        if (accesses.isEmpty()) {
            return;
        }
        boolean operation = window != null;
        String here = accesses.get(0).site.key();
        List<Candidates.End> ends = new ArrayList<>();
        for (Candidates.End e : partners(accesses.get(0).site)) {
            if ((!operation || e.loadOrStore()) && !done(here, e.site)) {
                ends.add(e); // two operations: Confirmer's
            }
        }
        if (ends.isEmpty()) {
            return;
        }
        synchronized (this) {
            boolean matched = false;
            for (Access a : accesses) {
                for (Present p : present) {
                    if (matches(p, a, operation, ends)) {
                        p.matched = true;
                        matched = true;
                        confirm(p.access, a);
                    }
                }
            }
            if (matched) {
                notifyAll();
                if (!operation) {
                    return;
                }
            }
            List<Present> mine = new ArrayList<>();
            for (Access a : accesses) {
                Present p = new Present(a, window);
                present.add(p);
                mine.add(p);
            }
            if (request != null) {
                byRequest.computeIfAbsent(request, k -> new ArrayList<>()).addAll(mine);
            }
            long deadline = System.nanoTime() + pauseNanos;
            try {
                while (!matched && !anyMatched(mine)) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        break;
                    }
                    wait(left / 1_000_000L, (int) (left % 1_000_000L));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // the application's interrupt: stop pausing, keep it set
            }
            if (!operation) {
                present.removeAll(mine);
            }
        }
    }

    /** Another thread's access {@code p} at a partner site, overlapping {@code a} with a write on either side. */
    private static boolean matches(Present p, Access a, boolean operation, List<Candidates.End> ends) {
        Access x = p.access;
        if (x.thread == a.thread || operation && p.window != null || !Conflict.overlaps(x, a)
                || !Conflict.conflictingTypes(x, a)) {
            return false;
        }
        if (p.window == null && !operation && RankTracker.ORIGIN.equals(a.window)) {
            return false; // two loads or stores of an origin buffer: not window memory (as in phase I)
        }
        for (Candidates.End e : ends) {
            if (e.site.equals(x.site.key())) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyMatched(List<Present> mine) {
        for (Present p : mine) {
            if (p.matched) {
                return true;
            }
        }
        return false;
    }

    private synchronized boolean done(String a, String b) {
        return confirmedSites.contains(sites(a, b));
    }

    private static String sites(String a, String b) {
        return a.compareTo(b) <= 0 ? a + "|" + b : b + "|" + a;
    }

    private void confirm(Access x, Access y) {
        confirmedSites.add(sites(x.site.key(), y.site.key()));
        RacePair p = new RacePair(x, y, true);
        if (confirmed.add(p.key())) {
            sink.accept(p);
        }
    }

    /** A synchronization on window {@code id}: the operations on it are complete. */
    synchronized void synced(String id) {
        present.removeIf(p -> id.equals(p.window));
    }

    /** The request of a request-based operation completed. */
    synchronized void requestDone(Object request) {
        List<Present> done = byRequest.remove(request);
        if (done != null) {
            present.removeAll(done);
        }
    }
}
