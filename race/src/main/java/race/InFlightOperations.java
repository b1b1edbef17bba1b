package race;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * This rank's operations in flight (see {@link InFlightOperation}), in issue order, and those of each request not
 * yet completed or freed. The loops a synchronization runs are indexed: no iterator per synchronization.
 */
final class InFlightOperations {
    /** Completes a side or both of an operation, stamping it with the moment (RankTracker#complete). */
    interface Completion {
        void complete(InFlightOperation o, boolean target, boolean origin);
    }

    private final List<InFlightOperation> inFlight = new ArrayList<>();
    private final Map<Object, List<InFlightOperation>> byRequest = new IdentityHashMap<>();

    void add(InFlightOperation o) {
        inFlight.add(o);
        if (o.request != null) {
            byRequest.computeIfAbsent(o.request, k -> new ArrayList<>()).add(o);
        }
    }

    /** The request completed: its operations, no longer waiting for it; null when it has none in flight. */
    List<InFlightOperation> requestCompleted(Object request) {
        List<InFlightOperation> ops = byRequest.remove(request);
        if (ops != null) {
            for (InFlightOperation o : ops) {
                o.request = null;
            }
        }
        return ops;
    }

    /**
     * The request was freed: the nonblocking calls' buffers among its operations, no longer waiting for it (their
     * one-sided operations stay with it); null when it has none in flight.
     */
    List<InFlightOperation> requestFreed(Object request) {
        List<InFlightOperation> ops = byRequest.get(request);
        if (ops == null) {
            return null;
        }
        List<InFlightOperation> released = new ArrayList<>();
        List<InFlightOperation> kept = new ArrayList<>();
        for (InFlightOperation o : ops) {
            if (o.win == null) {
                o.request = null;
                released.add(o);
            } else {
                kept.add(o);
            }
        }
        if (kept.isEmpty()) {
            byRequest.remove(request);
        } else {
            byRequest.put(request, kept);
        }
        return released;
    }

    /** Completes the operations on window {@code w}. */
    void completeAll(KnownWindow w, boolean target, boolean origin, Completion completion) {
        for (int i = 0; i < inFlight.size(); i++) {
            InFlightOperation o = inFlight.get(i);
            if (o.win == w) {
                completion.complete(o, target, origin);
            }
        }
    }

    /** Completes the operations on window {@code w} to group rank {@code rank}. */
    void completeTo(KnownWindow w, int rank, boolean target, boolean origin, Completion completion) {
        for (int i = 0; i < inFlight.size(); i++) {
            InFlightOperation o = inFlight.get(i);
            if (o.win == w && o.target == rank) {
                completion.complete(o, target, origin);
            }
        }
    }

    /** Hands the finished operations to {@code finished} in issue order, and keeps the others. */
    void drain(Consumer<InFlightOperation> finished) {
        int kept = 0;
        int n = inFlight.size();
        for (int i = 0; i < n; i++) { // compacting in place
            InFlightOperation o = inFlight.get(i);
            if (o.finished()) {
                finished.accept(o);
            } else {
                inFlight.set(kept++, o);
            }
        }
        for (int i = n - 1; i >= kept; i--) {
            inFlight.remove(i);
        }
    }

    /** Whether the library may still read or write an origin buffer of an operation in flight. */
    boolean originBuffersBusy() {
        for (int i = 0; i < inFlight.size(); i++) {
            if (inFlight.get(i).originBuffersBusy()) {
                return true;
            }
        }
        return false;
    }

    /** The program ends: what is in flight stays so to the end, and no request completes it any more. */
    void neverCompleted() {
        for (InFlightOperation o : inFlight) {
            o.neverCompleted();
        }
    }

    /** Forgets the requests (after {@link #neverCompleted} and a drain). */
    void forgetRequests() {
        byRequest.clear();
    }

    /** The oldest global phase an operation in flight was issued in, {@code oldest} if none is older. */
    long oldestIssuePhase(long oldest) {
        for (InFlightOperation o : inFlight) {
            oldest = Math.min(oldest, o.issuePhase);
        }
        return oldest;
    }

    /** Lowers {@code frontier} to the thread clocks the operations in flight were issued at. */
    void lowerToIssues(int[] frontier) {
        for (InFlightOperation o : inFlight) {
            if (o.issueStamp != null) {
                ThreadClocks.lower(frontier, o.issueStamp);
            }
        }
    }
}
