package race;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import mpi.MPIException;
import mpi.shim.event.RmaSync;

/**
 * Phase II (the active-testing paper's confirmation): in a re-run, a rank that reaches one site of a candidate pair
 * announces the access to the rank expected at the other site, and a race is confirmed when the two accesses are
 * seen in flight together, overlapping, with a write on either side. A load or store is in flight only while its
 * rank pauses at it (10 ms by default, listening for the partner's announcement). A one-sided operation, its target
 * bytes and its origin buffers, is in flight from its issue until it completes: the origin says so with a second
 * message when a synchronization of the window or the request's completion ends it, and a target's own fence (or
 * the wait of its exposure epoch) ends what was announced to it, which that synchronization completed at the
 * target. So a store made well after another rank's put was issued, but before the fence that ends the put, is
 * confirmed, however the ranks' first calls happened to be timed. A pair on one rank is confirmed when its second
 * access comes while the first, an operation, is still in flight. Messages go over a {@link ConfirmerLink} (the
 * checker's private communicator), in order per sender, so an operation's end arrives after its announcement.
 */
public final class Confirmer {
    /** The first field of an announcement of an operation: in flight until its end is announced. */
    private static final long UNTIL_ENDED = Long.MAX_VALUE;
    /** The first field of the announcement that the sender's operation {@code id} ended. */
    private static final long ENDED = -1;

    private final ConfirmerLink link;
    private final int rank;
    private final Candidates candidates;
    private final long pauseMillis;
    private final Consumer<RacePair> sink;
    private final List<Heard> heard = new ArrayList<>();
    /** This rank's own operations' accesses at candidate sites, until they complete. */
    private final List<InFlight> ownInFlight = new ArrayList<>();
    private final Set<String> confirmed = new HashSet<>();
    private long lastId;

    /** An access announced by another rank. */
    private static final class Heard {
        final Access access;
        final int sender;
        /** Until when the sender pauses at it, or {@link #UNTIL_ENDED} for an operation. */
        final long pausedUntil;
        /** The sender's number for an operation's access (0 for a load or store). */
        final long id;

        Heard(Access access, int sender, long pausedUntil, long id) {
            this.access = access;
            this.sender = sender;
            this.pausedUntil = pausedUntil;
            this.id = id;
        }
    }

    /** One access of this rank's operation in flight, and the ranks it was announced to under {@code id}. */
    private static final class InFlight {
        final Access access;
        final String window;
        final Object request;
        /** An origin-side buffer (not the target bytes): a local flush completes it. */
        final boolean buffer;
        /** Whether the completion of {@link #request} ends it. */
        final boolean endsWithRequest;
        final long id;
        final List<Integer> toldRanks = new ArrayList<>();

        InFlight(Access access, String window, Object request, boolean buffer, boolean endsWithRequest, long id) {
            this.access = access;
            this.window = window;
            this.request = request;
            this.buffer = buffer;
            this.endsWithRequest = endsWithRequest;
            this.id = id;
        }
    }

    public Confirmer(ConfirmerLink link, int rank, Candidates candidates, long pauseMillis, Consumer<RacePair> sink) {
        this.link = link;
        this.rank = rank;
        this.candidates = candidates;
        this.pauseMillis = pauseMillis;
        this.sink = sink;
    }

    /**
     * This rank issued a one-sided operation on {@code window}: its {@code targets} bytes and its origin-side
     * {@code buffers} are in flight until a synchronization of the window completes them (a local flush only the
     * buffers), or the completion of {@code request}: the buffers, and the target bytes too when
     * {@code requestCompletesTarget} (an rGet's data has arrived; an rPut's may not have). A nonblocking call that is
     * not one-sided has no target and no window: its buffers are in flight until its request completes.
     */
    public synchronized void reached(List<Access> targets, List<Access> buffers, String window, Object request,
            boolean requestCompletesTarget) throws MPIException {
        List<Access> accesses = new ArrayList<>(targets);
        accesses.addAll(buffers);
        if (accesses.isEmpty()) {
            return;
        }
        List<Candidates.End> partners = candidates.partners(accesses.get(0).site.key(), rank);
        if (partners.isEmpty()) {
            return;
        }
        List<InFlight> mine = new ArrayList<>();
        for (int i = 0; i < accesses.size(); i++) {
            boolean buffer = i >= targets.size();
            mine.add(new InFlight(accesses.get(i), window, request, buffer,
                    request != null && (buffer || requestCompletesTarget), ++lastId));
        }
        ownInFlight.addAll(mine);
        reached(accesses, partners, mine);
    }

    /**
     * This rank loads or stores memory with {@code accesses} (one per name its bytes have): in flight while it
     * pauses here, and only then (another rank's operation in flight over the same bytes meanwhile confirms the
     * pair).
     */
    public synchronized void reachedLocal(List<Access> accesses) throws MPIException {
        if (accesses.isEmpty()) {
            return;
        }
        List<Candidates.End> partners = candidates.partners(accesses.get(0).site.key(), rank);
        if (!partners.isEmpty()) {
            reached(accesses, partners, null);
        }
    }

    /**
     * {@code accesses} of one site with candidate {@code partners}: {@code operation} their records when they are an
     * operation's (the same order), else null. All are announced before the one pause, so that a partner's access
     * meeting any of them is heard while this rank pauses.
     */
    private void reached(List<Access> accesses, List<Candidates.End> partners, List<InFlight> operation)
            throws MPIException {
        poll();
        long now = System.currentTimeMillis();
        heard.removeIf(h -> h.pausedUntil < now); // loads and stores whose ranks no longer pause there
        boolean remote = false;
        for (int i = 0; i < accesses.size(); i++) {
            Access a = accesses.get(i);
            InFlight record = operation == null ? null : operation.get(i);
            for (Candidates.End p : partners) {
                if (p.rank == rank) {
                    confirmOwn(a, p, record);
                } else {
                    remote = true;
                    if (record != null) {
                        send(p.rank, a, UNTIL_ENDED, record.id);
                        record.toldRanks.add(p.rank);
                    } else {
                        send(p.rank, a, now + pauseMillis, 0);
                    }
                }
            }
        }
        if (!remote || match(accesses, partners, now)) {
            return;
        }
        long deadline = System.currentTimeMillis() + pauseMillis;
        while (System.currentTimeMillis() < deadline) {
            if (poll() && match(accesses, partners, Long.MAX_VALUE)) {
                return;
            }
            Thread.onSpinWait();
        }
    }

    /** A pair on this rank: {@code a} against this rank's operations in flight at partner site {@code p}. */
    private void confirmOwn(Access a, Candidates.End p, InFlight record) {
        for (InFlight own : ownInFlight) {
            if (own != record && own.access.site.key().equals(p.site) && Conflict.overlaps(own.access, a)
                    && Conflict.conflictingTypes(own.access, a) && !Conflict.orderedAccumulates(own.access, a)) {
                confirm(own.access, a);
            }
        }
    }

    /** Whether some candidate pair has {@code site} at this rank. */
    public boolean hasPartners(Site site) {
        return !candidates.partners(site.key(), rank).isEmpty();
    }

    /**
     * This rank's synchronization {@code call} on {@code window} returned. One that ends an access epoch, or
     * flushes, completes this rank's operations there (a local flush only their origin-side buffers). A fence also
     * ends the other ranks' operations issued before it (all ranks have entered it, and an access after it is
     * ordered after them), and the wait (or successful test) of an exposure epoch completes those into this rank.
     * Opening an epoch (lock, start, post) or {@code sync} completes nothing.
     */
    public synchronized void synced(String window, RmaSync.Call call) throws MPIException {
        switch (call) {
            case FLUSH_LOCAL:
            case FLUSH_LOCAL_ALL:
                ended(x -> x.buffer && window.equals(x.window));
                break;
            case FENCE:
            case COMPLETE:
            case UNLOCK:
            case UNLOCK_ALL:
            case FLUSH:
            case FLUSH_ALL:
            case FREE:
                ended(x -> window.equals(x.window));
                break;
            default:
                break;
        }
        boolean fence = call == RmaSync.Call.FENCE;
        if (fence || call == RmaSync.Call.WAIT || call == RmaSync.Call.TEST) {
            poll(); // announcements sent before the other ranks' side of the synchronization are here now
            // a fence closes every rank's epoch on the window; an exposure epoch only the operations into this rank
            heard.removeIf(h -> h.pausedUntil == UNTIL_ENDED && h.access.window.equals(window)
                    && (fence || h.access.owner == rank));
        }
    }

    /** The request of a request-based operation or nonblocking call completed (see {@link #reached}). */
    public synchronized void requestDone(Object request) throws MPIException {
        ended(x -> x.request == request && x.endsWithRequest);
    }

    private void ended(Predicate<InFlight> which) throws MPIException {
        for (Iterator<InFlight> it = ownInFlight.iterator(); it.hasNext();) {
            InFlight x = it.next();
            if (which.test(x)) {
                it.remove();
                for (int r : x.toldRanks) {
                    sendEnded(r, x.id);
                }
            }
        }
    }

    /** Confirms one of {@code accesses} against an announcement heard that is still in flight. */
    private boolean match(List<Access> accesses, List<Candidates.End> partners, long heardAfter) {
        long now = System.currentTimeMillis();
        for (Iterator<Heard> it = heard.iterator(); it.hasNext();) {
            Heard h = it.next();
            if (heardAfter != Long.MAX_VALUE && h.pausedUntil < now) {
                continue;
            }
            for (Candidates.End p : partners) {
                if (p.rank != h.access.rank || !p.site.equals(h.access.site.key())) {
                    continue;
                }
                for (Access a : accesses) {
                    if (Conflict.overlaps(h.access, a) && Conflict.conflictingTypes(h.access, a)
                            && !Conflict.excludedByLocks(h.access, a)) {
                        if (h.pausedUntil != UNTIL_ENDED) {
                            it.remove(); // a load or store confirms one pair; an operation stays until it ends
                        }
                        confirm(h.access, a);
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private void confirm(Access x, Access y) {
        if (x.rank > y.rank || x.rank == y.rank && x.site.key().compareTo(y.site.key()) > 0) {
            Access t = x; // both ranks may confirm one pair: the same order on each, so the reports merge
            x = y;
            y = t;
        }
        RacePair p = new RacePair(x, y, true);
        if (confirmed.add(p.key())) {
            sink.accept(p);
        }
    }

    private void send(int to, Access a, long pausedUntil, long id) throws MPIException {
        byte[] access = AccessCodec.encode(List.of(a));
        byte[] b = ByteBuffer.allocate(2 * Long.BYTES + access.length).putLong(pausedUntil).putLong(id).put(access)
                .array();
        if (b.length <= ConfirmerLink.MAX_MESSAGE) {
            link.send(to, b);
        }
    }

    private void sendEnded(int to, long id) throws MPIException {
        link.send(to, ByteBuffer.allocate(2 * Long.BYTES).putLong(ENDED).putLong(id).array());
    }

    /** Takes in the announcements that arrived; true when there was one. */
    private boolean poll() throws MPIException {
        boolean any = false;
        ConfirmerLink.Incoming in;
        while ((in = link.poll()) != null) {
            take(in);
            any = true;
        }
        return any;
    }

    private void take(ConfirmerLink.Incoming message) {
        ByteBuffer in = ByteBuffer.wrap(message.bytes);
        long until = in.getLong();
        long id = in.getLong();
        int source = message.source;
        if (until == ENDED) {
            heard.removeIf(h -> h.sender == source && h.id == id);
        } else {
            heard.add(new Heard(AccessCodec.decode(message.bytes, 2 * Long.BYTES).get(0), source, until, id));
        }
    }

    /** Collective at the end: receives every announcement still on the way, so the communicator can be freed. */
    public synchronized void finish() throws MPIException {
        link.finish();
    }
}
