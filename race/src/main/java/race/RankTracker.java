package race;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import mpi.shim.event.RmaSync;

/**
 * One rank's view for phase I: follows windows, locks, epochs and global phases from the binding's events, turns
 * every one-sided operation into accesses once a synchronization completes it (the target's bytes, and the origin
 * buffers), and records this rank's own loads and stores of window memory. Accesses are kept per owner rank until
 * they are shipped there. Pure bookkeeping: no MPI calls, so it is unit-tested with synthetic event sequences.
 *
 * <p>It coordinates the parts that hold the state: the windows ({@link WindowRegistry}), the operations in flight
 * ({@link InFlightOperations}), the hull of origin buffers ({@link OriginHull}) and the accesses waiting to be shipped
 * ({@link Outbox}); the event sequence, phases and clocks are its own.
 */
public final class RankTracker {
    /** The window id of origin buffers: absolute addresses in the origin's own memory. */
    public static final String ORIGIN = "origin";

    private final int rank;
    /**
     * Ranks in the job; 0 when not known, and then every window is taken to span the job. Only a fence on a
     * window of every rank is a global phase: on a smaller group the other ranks would not count it.
     */
    private final int jobSize;
    /**
     * Global phase: advanced by fences on windows of every rank and by collectives that synchronize every rank (the
     * same count on every rank).
     */
    private long phase;
    /** Local event sequence: orders this rank's events. */
    private long seq;
    /** Local epoch for the first-race filter: advanced by synchronization calls, operations and completions. */
    private long localEpoch;
    private final WindowRegistry windows;
    private final InFlightOperations inFlight = new InFlightOperations();
    /** Completes an operation now ({@link #complete}), for {@link InFlightOperations}: one object, not one per call. */
    private final InFlightOperations.Completion completion = this::complete;
    /** Turns a finished operation into accesses ({@link #emit}): one object, not one per drain. */
    private final Consumer<InFlightOperation> emitter = this::emit;
    private final Outbox outbox = new Outbox();
    private final List<ExposurePost> posts = new ArrayList<>();
    private final FirstRaceFilter filter = new FirstRaceFilter();
    /** Origin buffers seen, and whether one is in use (see {@link #originMatters}). */
    private final OriginHull origins;
    /**
     * This rank's vector clock over point-to-point messages (null until the first one): replaced, never changed in
     * place, so accesses can share the array they began under.
     */
    private long[] vc;
    /** Happens-before between this rank's threads (see {@link ThreadClocks}), and their races checked here. */
    private final ThreadClocks clocks;
    private final ThreadRaces threadRaces = new ThreadRaces();
    /** Loads and stores of not-yet-origin memory while several threads run (see {@link UnclaimedAccesses}). */
    private final UnclaimedAccesses unclaimed = new UnclaimedAccesses();
    private int evictThreadsAt = 4096;
    /** Phases as each thread knows them, once a second thread may run (null before). */
    private ThreadPhases threadPhases;
    private int trimPointsAt = ThreadPhases.TRIM_AT;

    public RankTracker(int rank, LocalityCache cache) {
        this(rank, 0, cache, ThreadClocks.INSTANCE);
    }

    public RankTracker(int rank, LocalityCache cache, ThreadClocks clocks) {
        this(rank, 0, cache, clocks);
    }

    public RankTracker(int rank, int jobSize, LocalityCache cache, ThreadClocks clocks) {
        this.rank = rank;
        this.jobSize = jobSize;
        this.clocks = clocks;
        this.windows = new WindowRegistry(cache);
        this.origins = new OriginHull(cache);
    }

    // ---- windows -------------------------------------------------------------------------------------------------

    /**
     * A window was created over a group whose ranks are {@code worldRanks} (group rank to world rank); this rank is
     * {@code groupRank} there. The job-wide id is the group plus how many windows that group made before: every
     * member creates its windows in the same order.
     */
    public synchronized String windowCreated(long handle, int[] worldRanks, int groupRank, long base, long size) {
        return windows.create(handle, worldRanks, groupRank, base, size, ++seq).id;
    }

    /** Memory was attached to dynamic window {@code handle}: this rank's loads and stores there are tracked. */
    public synchronized void attached(long handle, long address, long bytes) {
        if (windows.attach(handle, address, bytes)) {
            seq++;
        }
    }

    /** Memory was detached from dynamic window {@code handle}. */
    public synchronized void detached(long handle, long address) {
        windows.detach(handle, address);
    }

    /**
     * Shared-memory window {@code handle}: group rank {@code groupRank}'s memory is mapped here at {@code address}
     * ({@code Win.sharedQuery}); this rank's loads and stores there are accesses to that rank's window.
     */
    public synchronized void sharedPeer(long handle, int groupRank, long address, long bytes) {
        windows.sharedPeer(handle, groupRank, address, bytes);
    }

    public synchronized String windowId(long handle) {
        KnownWindow w = windows.get(handle);
        return w == null ? null : w.id;
    }

    // ---- operations ----------------------------------------------------------------------------------------------

    /**
     * A one-sided operation was issued to {@code targetRank} (group rank) touching [offset, offset + bytes) of its
     * window; {@code originAddress[i]}, {@code originBytes[i]} are origin buffers the library reads or, when
     * {@code originWritten[i]}, writes until completion.
     */
    public synchronized void operation(long window, Object request, String call, int targetRank, long offset,
            long bytes, int type, String op, String element, long[] originAddress, long[] originBytes,
            boolean[] originWritten, long thread, Site site) {
        operation(window, request, call, targetRank, offset, bytes, type, op, element, originAddress, originBytes,
                originWritten, null, null, thread, site);
    }

    /**
     * As above, with the exact ranges of derived datatypes with gaps: {@code targetRanges} [from, to) pairs of
     * target window offsets, {@code originRanges[i]} pairs relative to {@code originAddress[i]} (null: the whole
     * range).
     */
    public synchronized void operation(long window, Object request, String call, int targetRank, long offset,
            long bytes, int type, String op, String element, long[] originAddress, long[] originBytes,
            boolean[] originWritten, long[] targetRanges, long[][] originRanges, long thread, Site site) {
        KnownWindow w = windows.get(window);
        if (w == null || targetRank < 0 || targetRank >= w.world.length) {
            return;
        }
        InFlightOperation o = new InFlightOperation();
        o.win = w;
        o.request = request;
        o.call = call;
        o.target = targetRank;
        o.offset = offset;
        o.bytes = bytes;
        o.type = type;
        o.op = op;
        o.element = element;
        o.exclusive = w.holdsExclusive(targetRank);
        o.locked = w.locked(targetRank);
        o.epoch = w.accessEpoch(targetRank);
        o.targetRanges = targetRanges;
        o.originRanges = originRanges;
        // an rGet's request completes its read of the target (the data has arrived); an rGetAccumulate's does not
        // complete its update there (MPI-3.1 11.3.5: the result is available, nothing more), nor an rPut's
        o.getLike = type == Access.READ;
        issue(o, originAddress, originBytes, originWritten, thread, site);
        claimOrigins(originAddress, originBytes, originRanges, thread);
    }

    /**
     * Another thread's earlier, unordered loads and stores of the bytes an operation now takes as its origin buffers
     * join the thread race check: the operation's origin access, added there at its completion, races with them.
     */
    private void claimOrigins(long[] address, long[] bytes, long[][] ranges, long thread) {
        if (!clocks.enabled() || !clocks.concurrent()) {
            return;
        }
        for (int i = 0; i < address.length; i++) {
            if (bytes[i] > 0) {
                unclaimed.overlapping(OriginHull.start(address, ranges, i), address[i] + bytes[i], thread, rank,
                        (a, stamp) -> threads(a, stamp, stamp));
            }
        }
    }

    /** Puts {@code o} in flight from now, with its origin-side buffers (the hull of origin buffers grows). */
    private void issue(InFlightOperation o, long[] originAddress, long[] originBytes, boolean[] originWritten,
            long thread, Site site) {
        o.thread = thread;
        o.site = site;
        o.issueSeq = ++seq;
        o.issueStamp = stamp();
        o.issuePhase = phaseAt(o.issueStamp, o.issueSeq);
        o.vc = vectorAt(o.issueStamp, o.issueSeq);
        o.originAddress = originAddress;
        o.originBytes = originBytes;
        o.originWritten = originWritten;
        origins.widen(originAddress, originBytes, o.originRanges);
        inFlight.add(o);
        localEpoch++; // what is in flight changed: the same load before and after the issue races differently
        updateOriginLive();
    }

    /**
     * A nonblocking call other than a one-sided operation (iSend, iRecv, a nonblocking collective, a persistent
     * request's start) reads or, where {@code written[i]}, writes [address[i], address[i] + bytes[i]) until its
     * request completes. When a buffer lies in this rank's window memory, the call's buffers are accesses in flight
     * until then, as a one-sided operation's origin buffers are (named by address, compared by the owner in the
     * window's terms): a put into a pending receive buffer, or a load of it, races with the receive. Returns the
     * call's site; null, tracking nothing and asking nothing of {@code site} (a stack walk), when no buffer touches
     * window memory (the synchronization checker has the rest).
     */
    public synchronized Site libraryAccess(Object request, String call, long[] address, long[] bytes,
            boolean[] written, long thread, Supplier<Site> site) {
        if (request == null || !touchesWindowMemory(address, bytes)) {
            return null;
        }
        InFlightOperation o = new InFlightOperation();
        o.request = request;
        o.call = call;
        o.target = -1;
        o.epoch = Access.NO_EPOCH;
        o.targetDone = true; // no target: only the buffers, until the request completes
        Site at = site.get();
        issue(o, address, bytes, written, thread, at);
        return at;
    }

    /** Whether one of the buffers [address[i], address[i] + bytes[i]) meets memory of this rank's windows. */
    private boolean touchesWindowMemory(long[] address, long[] bytes) {
        for (int i = 0; i < address.length; i++) {
            if (bytes[i] > 0 && windows.meets(address[i], address[i] + bytes[i])) {
                return true;
            }
        }
        return false;
    }

    /**
     * A request was freed before its completion was seen: a nonblocking call's buffers count as released now (the
     * program must have learnt of the completion some other way); a one-sided operation's stay in flight until a
     * synchronization completes it.
     */
    public synchronized void requestFreed(Object request) {
        List<InFlightOperation> released = inFlight.requestFreed(request);
        if (released == null) {
            return;
        }
        for (InFlightOperation o : released) {
            complete(o, true, true);
        }
        seq++;
        localEpoch++;
        drain();
    }

    /** Shows or hides the origin-buffer hull to the probes as an operation in flight uses an origin buffer or none. */
    private void updateOriginLive() {
        origins.live(inFlight.originBuffersBusy());
    }

    /**
     * Whether a load or store of an origin buffer can race now: with an operation of this rank still in flight
     * at the origin (program order orders it with every other), or with another thread's operation.
     */
    private boolean originMatters() {
        return origins.live() || clocks.concurrent();
    }

    /** A request of a request-based operation completed: the origin buffers are free; a get's data has arrived. */
    public synchronized void requestCompleted(Object request) {
        List<InFlightOperation> ops = inFlight.requestCompleted(request);
        if (ops == null) {
            return;
        }
        seq++;
        localEpoch++; // as at an issue: the same load before and after the completion races differently
        for (InFlightOperation o : ops) {
            complete(o, o.getLike, true);
        }
        drain();
    }

    // ---- synchronization -----------------------------------------------------------------------------------------

    /**
     * A collective that synchronizes every rank of the job (barrier, allReduce, ...): a new global phase. One over
     * fewer ranks orders its members through their message clocks instead.
     */
    public synchronized void collective() {
        threadPhases(); // made before the phase moves, if a second thread started since the last event
        phase++;
        seq++;
        localEpoch++;
        synchronizedJobWide();
    }

    /**
     * A window synchronization call: {@code rank} is the target of lock/unlock/flush (group rank), {@code group}
     * the group ranks of post/start.
     */
    public synchronized void sync(long window, RmaSync.Call call, int rank, boolean exclusive, int[] group) {
        KnownWindow w = windows.get(window);
        if (w == null) {
            return;
        }
        threadPhases(); // made before the phase moves (see collective)
        seq++;
        localEpoch++;
        boolean jobWide = false;
        switch (call) {
            case FENCE -> {
                inFlight.completeAll(w, true, true, completion);
                if (spansJob(w)) {
                    phase++;
                    jobWide = true;
                }
            }
            case LOCK -> w.lock(rank, exclusive);
            case UNLOCK -> {
                inFlight.completeTo(w, rank, true, true, completion);
                w.unlock(rank);
            }
            case FLUSH -> inFlight.completeTo(w, rank, true, true, completion);
            case FLUSH_LOCAL -> inFlight.completeTo(w, rank, false, true, completion);
            case LOCK_ALL -> w.lockAll = true;
            case UNLOCK_ALL -> {
                inFlight.completeAll(w, true, true, completion);
                w.lockAll = false;
            }
            case FLUSH_ALL -> inFlight.completeAll(w, true, true, completion);
            case FLUSH_LOCAL_ALL -> inFlight.completeAll(w, false, true, completion);
            case START -> w.startAccess(group);
            case COMPLETE -> {
                inFlight.completeAll(w, true, true, completion);
                w.accessGroup = null;
            }
            case POST -> posts.add(new ExposurePost(w.id, w.post(group)));
            case WAIT, TEST -> w.exposureOpen = false;
            case FREE -> {
                inFlight.completeAll(w, true, true, completion);
                windows.free(window, seq);
            }
            case SYNC -> { } // a memory barrier of shared windows: orders nothing here
        }
        drain();
        if (jobWide) {
            synchronizedJobWide(); // after drain: what the fence completed ends before it
        }
    }

    /** Completes a side or both of {@code o} now (a side already complete keeps its moment). */
    private void complete(InFlightOperation o, boolean target, boolean origin) {
        if (target && !o.targetDone) {
            o.targetCompleted(phase, seq, clock(), stamp());
        }
        if (origin && !o.originDone) {
            o.originCompleted(phase, seq, clock(), stamp());
        }
    }

    /** Turns operations complete on both sides (and whose request, if any, is done) into accesses. */
    private void drain() {
        inFlight.drain(emitter); // in issue order
        updateOriginLive();
    }

    private void emit(InFlightOperation o) {
        KnownWindow w = o.win;
        long[] t = w == null ? new long[0] // a nonblocking call's buffers only (libraryAccess)
                : o.targetRanges != null ? o.targetRanges : new long[] {o.offset, o.offset + o.bytes};
        for (int k = 0; k + 1 < t.length; k += 2) {
            Access target = new Access(w.id, w.world[o.target], t[k], t[k + 1], rank, o.thread, o.type, o.op,
                    o.element, o.exclusive, o.locked, o.issuePhase, o.targetPhase, o.issueSeq, o.targetSeq, o.epoch,
                    o.call, o.site, o.vc, o.targetClock);
            record(target, o.targetStamp, o.targetSeq);
            threads(target, o.issueStamp, o.targetStamp);
        }
        for (int i = 0; i < o.originAddress.length; i++) {
            if (o.originBytes[i] <= 0) {
                continue;
            }
            long[] r = o.originRanges != null && o.originRanges[i] != null ? o.originRanges[i]
                    : new long[] {0, o.originBytes[i]};
            for (int k = 0; k + 1 < r.length; k += 2) {
                Access origin = new Access(ORIGIN, rank, o.originAddress[i] + r[k], o.originAddress[i] + r[k + 1],
                        rank, o.thread, o.originWritten[i] ? Access.WRITE : Access.READ, null, null, false, false,
                        o.issuePhase, o.originPhase, o.issueSeq, o.originSeq, Access.NO_EPOCH, o.call, o.site, o.vc,
                        o.originClock);
                record(origin, o.originStamp, o.originSeq);
                threads(origin, o.issueStamp, o.originStamp);
                inPeerSegments(o, origin);
            }
        }
    }

    /**
     * An origin buffer that lies in another rank's part of a shared-memory window (reached through sharedQuery) is
     * also an access of that rank's window memory, checked by that rank against its own loads and stores there.
     */
    private void inPeerSegments(InFlightOperation o, Access origin) {
        for (KnownWindow w : windows.list) {
            for (int i = 0; i < w.peers.size(); i++) {
                long[] p = w.peers.get(i);
                if (origin.lo < p[1] + p[2] && p[1] < origin.hi) {
                    int owner = w.world[(int) p[0]];
                    Access a = new Access(w.id, owner, Math.max(origin.lo, p[1]) - p[1],
                            Math.min(origin.hi, p[1] + p[2]) - p[1], rank, o.thread, origin.type, null, null,
                            w.holdsExclusive((int) p[0]), w.locked((int) p[0]), o.issuePhase, o.originPhase,
                            o.issueSeq, o.originSeq, Access.NO_EPOCH, o.call, o.site, o.vc, o.originClock);
                    record(a, o.originStamp, o.originSeq);
                    threads(a, o.issueStamp, o.originStamp);
                }
            }
        }
    }

    /**
     * The current thread's clock when thread ordering is tracked (the agent instruments synchronization) and a
     * second thread may have run; null before that, as for an event before tracking: while one thread runs, every
     * stamp's only reader (threads, ThreadPhases) has nothing to order, and a lookup of the thread's state per event
     * was about a quarter of what recording a run cost (kernels.IsRma, whose events run in the interpreter).
     */
    private Clock stamp() {
        return clocks.enabled() && clocks.concurrent() ? clocks.now() : null;
    }

    /** Phases as threads know them, from the moment a second thread may run (null before, or untracked). */
    private ThreadPhases threadPhases() {
        if (threadPhases == null && clocks.enabled() && clocks.concurrent()) {
            threadPhases = new ThreadPhases(phase, vc); // the one thread so far knows every phase and message
        }
        return threadPhases;
    }

    /** The global phase an event of the thread stamped {@code stamp}, sequence {@code s}, starts in. */
    private long phaseAt(Clock stamp, long s) {
        ThreadPhases tp = stamp == null ? null : threadPhases();
        return tp == null ? phase : tp.phaseAt(stamp, s);
    }

    /** The other ranks' clocks known to an event of the thread stamped {@code stamp}, sequence {@code s}. */
    private long[] vectorAt(Clock stamp, long s) {
        ThreadPhases tp = stamp == null ? null : threadPhases();
        return tp == null ? vc : tp.vectorAt(stamp, s, vc);
    }

    /** This rank just moved to a new global phase: accesses held that end before the call end there. */
    private void synchronizedJobWide() {
        ThreadPhases tp = threadPhases();
        if (tp != null) {
            tp.synchronizedAt(stamp(), seq, phase, outbox::add);
            trimPoints(tp);
        }
    }

    private void trimPoints(ThreadPhases tp) {
        if (tp.points() >= trimPointsAt) {
            tp.trim(clocks.frontier());
            trimPointsAt = Math.max(ThreadPhases.TRIM_AT, tp.points() * 2);
        }
    }

    /**
     * Checks an access against this rank's other threads once a second thread may exist (before, every access of
     * the one thread happens before anything another thread does). {@code from} null: issued before tracking.
     */
    private void threads(Access a, Clock from, Clock to) {
        if (!clocks.enabled() || !clocks.concurrent()) {
            return;
        }
        threadRaces.add(windows.inWindowTerms(a), from != null ? from : Clock.EMPTY, to);
        if (threadRaces.size() >= evictThreadsAt) {
            int[] frontier = clocks.frontier();
            inFlight.lowerToIssues(frontier);
            threadRaces.evict(frontier);
            evictThreadsAt = Math.max(4096, threadRaces.size() * 2);
        }
    }

    /** Races between this rank's threads found since the last call (reported by the rank itself). */
    public synchronized List<RacePair> takeThreadRaces() {
        return threadRaces.take();
    }

    /**
     * Records {@code a}, which ends at the moment stamped {@code end} (sequence {@code endSeq}; null: not tracked).
     * While several threads may run, its last phase and message clock are known only later (see ThreadPhases).
     */
    private void record(Access a, Clock end, long endSeq) {
        if (filter.admit(a, localEpoch, end)) {
            ThreadPhases tp = threadPhases();
            if (tp != null && end != null && a.phaseTo != Access.NEVER) {
                tp.hold(a, end, endSeq);
            } else {
                outbox.add(a); // its end known
            }
        }
    }

    // ---- loads and stores ----------------------------------------------------------------------------------------

    /**
     * This rank's thread {@code thread} loaded or stored [address, address + bytes). Returns false when the bytes
     * are neither window memory of this rank nor inside the hull of origin buffers (the site may then be cached).
     */
    public synchronized boolean local(long address, long bytes, boolean write, long thread, Site site) {
        boolean tracked = false;
        long s = ++seq;
        int type = write ? Access.WRITE : Access.READ;
        String call = write ? "store" : "load";
        long clock = clock();
        Clock now = stamp();
        long from = phaseAt(now, s);
        long[] known = vectorAt(now, s);
        for (KnownWindow w : windows.list) {
            if (address < w.base + w.size && w.base < address + bytes && w.size > 0) {
                tracked = true;
                long lo = Math.max(address, w.base) - w.base;
                long hi = Math.min(address + bytes, w.base + w.size) - w.base;
                Access a = new Access(w.id, rank, lo, hi, rank, thread, type, null, null, w.holdsExclusive(w.me),
                        w.locked(w.me), from, from, s, s, w.localEpoch(), call, site, known, clock);
                record(a, now, s);
                threads(a, now, now);
            }
            for (int i = 0; i < w.attached.size(); i++) { // indexed: no iterator per recorded access
                long[] at = w.attached.get(i);
                if (address < at[0] + at[1] && at[0] < address + bytes) {
                    // dynamic windows address their memory by absolute address
                    tracked = true;
                    Access a = new Access(w.id, rank, Math.max(address, at[0]), Math.min(address + bytes, at[0] + at[1]),
                            rank, thread, type, null, null, w.holdsExclusive(w.me), w.locked(w.me), from, from,
                            s, s, w.localEpoch(), call, site, known, clock);
                    record(a, now, s);
                    threads(a, now, now);
                }
            }
            for (int i = 0; i < w.peers.size(); i++) {
                long[] p = w.peers.get(i);
                if (address < p[1] + p[2] && p[1] < address + bytes) {
                    // another rank's part of a shared-memory window, reached through Win.sharedQuery
                    tracked = true;
                    int owner = (int) p[0];
                    long lo = Math.max(address, p[1]) - p[1];
                    long hi = Math.min(address + bytes, p[1] + p[2]) - p[1];
                    Access a = new Access(w.id, w.world[owner], lo, hi, rank, thread, type, null, null,
                            w.holdsExclusive(owner), w.locked(owner), from, from, s, s, Access.NO_EPOCH, call,
                            site, known, clock);
                    record(a, now, s);
                    threads(a, now, now);
                }
            }
        }
        // inside the origin hull while no operation of this rank is in flight and one thread runs, the access
        // cannot race: the site may be cached as never until an operation with an origin buffer is issued or a
        // second thread starts (both invalidate the cache)
        if (address < origins.hi && origins.lo < address + bytes && originMatters()) {
            tracked = true;
            Access a = new Access(ORIGIN, rank, address, address + bytes, rank, thread, type, null, null, false, false,
                    from, from, s, s, Access.NO_EPOCH, call, site, known, clock);
            record(a, now, s);
            threads(a, now, now);
        }
        if (!tracked && now != null) {
            // several threads run: memory no window or origin holds yet may be another thread's origin buffer next
            unclaimed.add(address, address + bytes, type, thread, site, now, from, s, known, clock);
            tracked = true; // the site's accesses keep coming while threads run
        }
        return tracked;
    }

    /**
     * Phase II: the accesses a load or store of [address, address + bytes) by {@code thread} makes now, as
     * {@link #local} would record them (window memory of this rank, attached or shared-peer memory, the origin
     * hull), without recording anything; with {@code call} not null, those of an operation's origin buffer there,
     * under every name its bytes have.
     */
    public synchronized List<Access> accessesAt(long address, long bytes, boolean write, long thread, Site site,
            String call) {
        List<Access> out = new ArrayList<>();
        int type = write ? Access.WRITE : Access.READ;
        if (call == null) {
            call = write ? "store" : "load";
        }
        long hi = address + bytes;
        for (KnownWindow w : windows.list) {
            if (address < w.base + w.size && w.base < hi && w.size > 0) {
                out.add(new Access(w.id, rank, Math.max(address, w.base) - w.base, Math.min(hi, w.base + w.size)
                        - w.base, rank, thread, type, null, null, false, phase, phase, seq, seq, Access.NO_EPOCH,
                        call, site));
            }
            for (long[] at : w.attached) {
                if (address < at[0] + at[1] && at[0] < hi) {
                    out.add(new Access(w.id, rank, Math.max(address, at[0]), Math.min(hi, at[0] + at[1]), rank,
                            thread, type, null, null, false, phase, phase, seq, seq, Access.NO_EPOCH, call, site));
                }
            }
            for (long[] p : w.peers) {
                if (address < p[1] + p[2] && p[1] < hi) {
                    out.add(new Access(w.id, w.world[(int) p[0]], Math.max(address, p[1]) - p[1],
                            Math.min(hi, p[1] + p[2]) - p[1], rank, thread, type, null, null, false, phase, phase,
                            seq, seq, Access.NO_EPOCH, call, site));
                }
            }
        }
        if (address < origins.hi && origins.lo < hi) {
            out.add(new Access(ORIGIN, rank, address, hi, rank, thread, type, null, null, false, phase, phase, seq,
                    seq, Access.NO_EPOCH, call, site));
        }
        return out;
    }

    // ---- point-to-point messages -----------------------------------------------------------------------------

    private long clock() {
        return vc == null ? 0 : vc[rank];
    }

    /**
     * This rank is about to send a message in a job of {@code worldSize} ranks: its clock ticks, and the vector
     * to piggyback on the message is returned (do not modify it).
     */
    public synchronized long[] messageSending(int worldSize) {
        ThreadPhases tp = threadPhases(); // made before the clock moves (see collective)
        long[] next = vc == null ? new long[worldSize] : vc.clone();
        next[rank]++;
        vc = next;
        seq++;
        localEpoch++;
        if (tp != null) {
            tp.sentAt(stamp(), seq, next[rank]);
            trimPoints(tp);
        }
        return next;
    }

    /** A message carrying vector clock {@code other} was received: everything before its send is ordered first. */
    public synchronized void messageReceived(long[] other) {
        ThreadPhases tp = threadPhases(); // made before the vector moves (see collective)
        long[] next = vc == null ? new long[other.length] : vc.clone();
        for (int i = 0; i < Math.min(next.length, other.length); i++) {
            next[i] = Math.max(next[i], other[i]);
        }
        vc = next;
        seq++;
        localEpoch++;
        if (tp != null) {
            tp.receivedAt(stamp(), seq, other);
            trimPoints(tp);
        }
    }

    /**
     * The target accesses of the operation just issued (phase II announces them): one per range of
     * {@code targetRanges} ([from, to) pairs of window offsets; null: [offset, offset + bytes)), in flight from now
     * on, to the end as far as is known yet. Empty when the window is unknown.
     */
    public synchronized List<Access> inFlightAccesses(long window, int targetRank, long offset, long bytes,
            long[] targetRanges, int type, String op, String element, long thread, String call, Site site) {
        KnownWindow w = windows.get(window);
        if (w == null || targetRank < 0 || targetRank >= w.world.length) {
            return List.of();
        }
        long[] t = targetRanges != null ? targetRanges : new long[] {offset, offset + bytes};
        List<Access> out = new ArrayList<>();
        for (int k = 0; k + 1 < t.length; k += 2) {
            out.add(new Access(w.id, w.world[targetRank], t[k], t[k + 1], rank, thread, type, op, element,
                    w.holdsExclusive(targetRank), w.locked(targetRank), phase, Access.NEVER, seq, Access.NEVER,
                    Access.NO_EPOCH, call, site));
        }
        return out;
    }

    // ---- shipping ------------------------------------------------------------------------------------------------

    /** The program ends: operations never completed stay in flight to the end. */
    public synchronized void finish() {
        inFlight.neverCompleted();
        drain();
        inFlight.forgetRequests();
        if (threadPhases != null) {
            threadPhases.finish(phase, clock(), outbox::add);
        }
    }

    /** Takes the accesses recorded for each owner (world rank) since the last call. */
    public synchronized Map<Integer, List<Access>> takeOutbox() {
        return outbox.take();
    }

    /**
     * The memory this rank's windows exposed, for its owner checker: the same bytes can be reached through two
     * windows, or be an origin buffer of this rank inside a window.
     */
    synchronized List<WindowMemory> memory() {
        return windows.memory();
    }

    /** Takes this rank's post calls since the last call. */
    synchronized List<ExposurePost> takePosts() {
        List<ExposurePost> out = new ArrayList<>(posts);
        posts.clear();
        return out;
    }

    /** The oldest global phase an operation still in flight was issued in (the current phase when none is). */
    public synchronized long oldestInFlight() {
        return inFlight.oldestIssuePhase(threadPhases != null ? threadPhases.oldest(phase) : phase);
    }

    /** Ranks in the group of {@code window}, 0 when unknown. */
    public synchronized int groupSize(long window) {
        KnownWindow w = windows.get(window);
        return w == null ? 0 : w.world.length;
    }

    /** The world ranks of the window's group (in group order); empty when the window is unknown. */
    public synchronized int[] members(long window) {
        KnownWindow w = windows.get(window);
        return w == null ? new int[0] : w.world.clone();
    }

    /**
     * The world ranks a PSCW call about to be tracked synchronizes with: for complete, the targets of the open
     * access epoch; for wait or test, the origins of the open exposure epoch; otherwise none. Asked before
     * {@link #sync}, which closes the epoch.
     */
    public synchronized int[] pscwPeers(long window, RmaSync.Call call) {
        KnownWindow w = windows.get(window);
        if (w == null) {
            return new int[0];
        }
        int[] targets = call == RmaSync.Call.COMPLETE ? w.accessTargets() : null;
        if (targets != null) {
            return targets;
        }
        boolean exposureEnd = call == RmaSync.Call.WAIT || call == RmaSync.Call.TEST;
        return exposureEnd && w.exposureOpen ? w.exposureOrigins.clone() : new int[0];
    }

    /** Whether a fence on the window synchronizes every rank of the job. */
    private boolean spansJob(KnownWindow w) {
        return jobSize == 0 || w.world.length == jobSize;
    }

    public synchronized long phase() {
        return phase;
    }

    public synchronized long recorded() {
        return outbox.recorded();
    }
}
