package race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import mpi.shim.event.RmaSync;

/**
 * One rank's view for phase I: follows windows, locks, epochs and global phases from the binding's events, turns
 * every one-sided operation into accesses once a synchronization completes it (the target's bytes, and the origin
 * buffers), and records this rank's own loads and stores of window memory. Accesses are kept per owner rank until
 * they are shipped there. Pure bookkeeping: no MPI calls, so it is unit-tested with synthetic event sequences.
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
    private final Map<Long, KnownWindow> windows = new HashMap<>();
    /** The same windows as an array: every load or store recorded walks them (no iterator per access). */
    private KnownWindow[] windowList = new KnownWindow[0];
    /** The window asked for last (see {@link #win}). */
    private KnownWindow lastWin;
    private final Map<String, Integer> windowsPerGroup = new HashMap<>();
    /** The memory of every window this rank exposed (dynamic windows aside), freed ones too: see {@link #memory}. */
    private final List<WindowMemory> memory = new ArrayList<>();
    private final List<InFlightOperation> inFlight = new ArrayList<>();
    private final Map<Object, List<InFlightOperation>> byRequest = new IdentityHashMap<>();
    /** Accesses recorded since the last exchange, per owner (world rank): a list per rank, grown on demand. */
    private List<Access>[] outbox = newOutbox(0);
    private final List<ExposurePost> posts = new ArrayList<>();
    private final FirstRaceFilter filter = new FirstRaceFilter();
    private final LocalityCache cache;
    /** Hull of every origin buffer seen: growing it invalidates the locality cache. */
    private long originLo = Long.MAX_VALUE;
    private long originHi = Long.MIN_VALUE;
    /** Some operation with an origin buffer is in flight at the origin (see {@link #originMatters}). */
    private boolean originLive;
    private long recorded;
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
        this.cache = cache;
        this.clocks = clocks;
    }

    /** One window as this rank knows it. */
    private static final class KnownWindow {
        final long handle;
        final String id;
        final int[] world;
        final int me;
        final long base;
        final long size;
        final Set<Integer> exclusive = new HashSet<>();
        final Set<Integer> shared = new HashSet<>();
        boolean lockAll;
        int[] accessGroup;
        final Map<Integer, Integer> accessEpochs = new HashMap<>();
        int posts;
        boolean exposureOpen;
        /** World ranks of the origins of the last post (the open exposure epoch's, while it is open). */
        int[] exposureOrigins = new int[0];
        /** Dynamic windows: attached memory, {address, bytes} (target offsets are absolute addresses). */
        final List<long[]> attached = new ArrayList<>();
        /** Shared-memory windows: other group ranks' memory mapped here, {group rank, address, bytes}. */
        final List<long[]> peers = new ArrayList<>();
        /** What the owner checker learns of this window's memory (null for a window without any: dynamic). */
        WindowMemory memory;

        KnownWindow(long handle, String id, int[] world, int me, long base, long size) {
            this.handle = handle;
            this.id = id;
            this.world = world;
            this.me = me;
            this.base = base;
            this.size = size;
        }

        boolean locked(int target) {
            return lockAll || !shared.isEmpty() && shared.contains(target) || holdsExclusive(target);
        }

        /** Tested before each lookup: most programs take no locks, and the lookup boxes the rank. */
        boolean holdsExclusive(int target) {
            return !exclusive.isEmpty() && exclusive.contains(target);
        }

        int localEpoch() {
            return exposureOpen ? posts - 1 : posts == 0 ? Access.NO_EPOCH : -2 - posts;
        }
    }

    /** A one-sided operation between issue and completion. */
    private static final class InFlightOperation {
        KnownWindow win;
        Object request;
        String call;
        int target;
        long offset;
        long bytes;
        int type;
        String op;
        String element;
        boolean exclusive;
        boolean locked;
        int epoch;
        long thread;
        Site site;
        long issuePhase;
        long issueSeq;
        long[] originAddress;
        long[] originBytes;
        boolean[] originWritten;
        boolean targetDone;
        boolean originDone;
        long targetPhase;
        long targetSeq;
        long originPhase;
        long originSeq;
        /** Whether completing the request completes the target side too (a get's read). */
        boolean getLike;
        long[] targetRanges;
        long[][] originRanges;
        long[] vc;
        /** This rank's message clock at completion at the target and at the origin. */
        long targetClock;
        long originClock;
        /** Thread clocks at issue and at completion at the target and at the origin (null: not tracked). */
        Clock issueStamp;
        Clock targetStamp;
        Clock originStamp;
    }

    @SuppressWarnings("unchecked")
    private static List<Access>[] newOutbox(int ranks) {
        return (List<Access>[]) new List<?>[ranks];
    }

    /**
     * The window of {@code handle}, null when unknown. The last one asked for is kept: programs use one window at
     * a time, and a map lookup boxes the handle (an allocation per MPI event, in code that mostly runs cold).
     */
    private KnownWindow win(long handle) {
        KnownWindow w = lastWin;
        if (w != null && w.handle == handle) {
            return w;
        }
        w = windows.get(handle);
        if (w != null) {
            lastWin = w;
        }
        return w;
    }

    // ---- windows -------------------------------------------------------------------------------------------------

    /**
     * The job-wide id of the {@code n}-th window of the group of {@code worldRanks}: "win1[0,1]", "win1[0-1023]",
     * "win2[0,2,4-7]". Three or more consecutive ranks are written as a range: every batch an exchange ships names
     * its windows once, and a list of every rank made that grow with the job (make bench-scale).
     */
    static String windowId(int n, int[] worldRanks) {
        StringBuilder sb = new StringBuilder("win").append(n).append('[');
        for (int i = 0; i < worldRanks.length;) {
            int j = i;
            while (j + 1 < worldRanks.length && worldRanks[j + 1] == worldRanks[j] + 1) {
                j++;
            }
            sb.append(i == 0 ? "" : ",").append(worldRanks[i]);
            if (j - i >= 2) {
                sb.append('-').append(worldRanks[j]);
            } else if (j > i) {
                sb.append(',').append(worldRanks[j]);
            }
            i = j + 1;
        }
        return sb.append(']').toString();
    }

    /**
     * A window was created over a group whose ranks are {@code worldRanks} (group rank to world rank); this rank is
     * {@code groupRank} there. The job-wide id is the group plus how many windows that group made before: every
     * member creates its windows in the same order.
     */
    public synchronized String windowCreated(long handle, int[] worldRanks, int groupRank, long base, long size) {
        String group = java.util.Arrays.toString(worldRanks);
        String id = windowId(windowsPerGroup.merge(group, 1, Integer::sum), worldRanks);
        KnownWindow w = new KnownWindow(handle, id, worldRanks, groupRank, base, size);
        windows.put(handle, w);
        windowList = windows.values().toArray(new KnownWindow[0]);
        lastWin = null; // a handle can be reused after a free
        Accesses.window(base, base + size);
        cache.invalidate();
        seq++;
        if (size > 0) {
            w.memory = new WindowMemory(id, base, size, seq);
            memory.add(w.memory);
        }
        return id;
    }

    /** Memory was attached to dynamic window {@code handle}: this rank's loads and stores there are tracked. */
    public synchronized void attached(long handle, long address, long bytes) {
        KnownWindow w = win(handle);
        if (w != null && bytes > 0) {
            w.attached.add(new long[] {address, bytes});
            Accesses.window(address, address + bytes);
            cache.invalidate();
            seq++;
        }
    }

    /** Memory was detached from dynamic window {@code handle}. */
    public synchronized void detached(long handle, long address) {
        KnownWindow w = win(handle);
        if (w != null) {
            w.attached.removeIf(r -> r[0] == address);
        }
    }

    /**
     * Shared-memory window {@code handle}: group rank {@code groupRank}'s memory is mapped here at {@code address}
     * ({@code Win.sharedQuery}); this rank's loads and stores there are accesses to that rank's window.
     */
    public synchronized void sharedPeer(long handle, int groupRank, long address, long bytes) {
        KnownWindow w = win(handle);
        if (w != null && bytes > 0 && groupRank != w.me && groupRank >= 0 && groupRank < w.world.length) {
            w.peers.add(new long[] {groupRank, address, bytes});
            Accesses.window(address, address + bytes);
            cache.invalidate();
        }
    }

    public synchronized String windowId(long handle) {
        KnownWindow w = win(handle);
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
        KnownWindow w = win(window);
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
        o.epoch = w.accessGroup != null && contains(w.accessGroup, targetRank)
                ? w.accessEpochs.getOrDefault(targetRank, 1) - 1 : Access.NO_EPOCH;
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
                unclaimed.overlapping(originStart(address, ranges, i), address[i] + bytes[i], thread, rank,
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
        widenOriginHull(originAddress, originBytes, o.originRanges);
        inFlight.add(o);
        if (o.request != null) {
            byRequest.computeIfAbsent(o.request, k -> new ArrayList<>()).add(o);
        }
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
            if (bytes[i] > 0 && inWindowMemory(address[i], address[i] + bytes[i])) {
                return true;
            }
        }
        return false;
    }

    /** Whether [lo, hi) meets memory of this rank's windows (created, attached, or a shared peer's). */
    private boolean inWindowMemory(long lo, long hi) {
        for (KnownWindow w : windowList) {
            if (lo < w.base + w.size && w.base < hi && w.size > 0) {
                return true;
            }
            for (int i = 0; i < w.attached.size(); i++) {
                long[] at = w.attached.get(i);
                if (lo < at[0] + at[1] && at[0] < hi) {
                    return true;
                }
            }
            for (int i = 0; i < w.peers.size(); i++) {
                long[] p = w.peers.get(i);
                if (lo < p[1] + p[2] && p[1] < hi) {
                    return true;
                }
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
        List<InFlightOperation> ops = byRequest.get(request);
        if (ops == null) {
            return;
        }
        List<InFlightOperation> kept = new ArrayList<>();
        for (InFlightOperation o : ops) {
            if (o.win == null) {
                o.request = null;
                complete(o, true, true);
            } else {
                kept.add(o);
            }
        }
        if (kept.isEmpty()) {
            byRequest.remove(request);
        } else {
            byRequest.put(request, kept);
        }
        seq++;
        localEpoch++;
        drain();
    }

    /** The hull of origin buffers grows to cover these (the probes then record loads and stores there). */
    /** The first byte of origin buffer {@code i}: before its address when its type reaches back (first range). */
    private static long originStart(long[] address, long[][] ranges, int i) {
        return address[i] + (ranges != null && ranges[i] != null && ranges[i].length > 0 ? Math.min(0, ranges[i][0])
                : 0);
    }

    private void widenOriginHull(long[] address, long[] bytes, long[][] ranges) {
        for (int i = 0; i < address.length; i++) {
            long from = originStart(address, ranges, i);
            if (bytes[i] > 0 && (from < originLo || address[i] + bytes[i] > originHi)) {
                originLo = Math.min(originLo, from);
                originHi = Math.max(originHi, address[i] + bytes[i]);
                Accesses.origin(originLo, originHi);
                cache.invalidate();
            }
        }
    }

    /** Recomputes {@link #originLive} and shows or hides the origin-buffer hull to the probes accordingly. */
    private void updateOriginLive() {
        boolean live = false;
        for (int i = 0; i < inFlight.size() && !live; i++) {
            InFlightOperation o = inFlight.get(i);
            for (int k = 0; !o.originDone && k < o.originBytes.length && !live; k++) {
                live = o.originBytes[k] > 0;
            }
        }
        if (live != originLive) {
            originLive = live;
            Accesses.originLive(live);
            if (live) {
                cache.invalidate(); // sites cached as never while origin buffers could not race
            }
        }
    }

    /**
     * Whether a load or store of an origin buffer can race now: with an operation of this rank still in flight
     * at the origin (program order orders it with every other), or with another thread's operation.
     */
    private boolean originMatters() {
        return originLive || clocks.concurrent();
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    /** A request of a request-based operation completed: the origin buffers are free; a get's data has arrived. */
    public synchronized void requestCompleted(Object request) {
        List<InFlightOperation> ops = byRequest.remove(request);
        if (ops == null) {
            return;
        }
        seq++;
        localEpoch++; // as at an issue: the same load before and after the completion races differently
        for (InFlightOperation o : ops) {
            o.request = null;
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
        KnownWindow w = win(window);
        if (w == null) {
            return;
        }
        threadPhases(); // made before the phase moves (see collective)
        seq++;
        localEpoch++;
        boolean jobWide = false;
        switch (call) {
            case FENCE:
                completeAll(w, true, true);
                if (spansJob(w)) {
                    phase++;
                    jobWide = true;
                }
                break;
            case LOCK:
                if (exclusive) {
                    w.exclusive.add(rank);
                } else {
                    w.shared.add(rank);
                }
                break;
            case UNLOCK:
                completeTo(w, rank, true, true);
                w.exclusive.remove(rank);
                w.shared.remove(rank);
                break;
            case FLUSH:
                completeTo(w, rank, true, true);
                break;
            case FLUSH_LOCAL:
                completeTo(w, rank, false, true);
                break;
            case LOCK_ALL:
                w.lockAll = true;
                break;
            case UNLOCK_ALL:
                completeAll(w, true, true);
                w.lockAll = false;
                break;
            case FLUSH_ALL:
            case COMPLETE:
            case FREE:
                completeAll(w, true, true);
                if (call == RmaSync.Call.COMPLETE) {
                    w.accessGroup = null;
                }
                break;
            case FLUSH_LOCAL_ALL:
                completeAll(w, false, true);
                break;
            case START:
                w.accessGroup = group != null ? group : everyone(w);
                for (int t : w.accessGroup) {
                    w.accessEpochs.merge(t, 1, Integer::sum);
                }
                break;
            case POST:
                int[] g = group != null ? group : everyone(w);
                int[] origins = new int[g.length];
                for (int i = 0; i < g.length; i++) {
                    origins[i] = w.world[g[i]];
                }
                posts.add(new ExposurePost(w.id, origins));
                w.exposureOrigins = origins;
                w.posts++;
                w.exposureOpen = true;
                break;
            case WAIT:
            case TEST:
                w.exposureOpen = false;
                break;
            default:
                break; // sync (memory barrier of shared windows)
        }
        if (call == RmaSync.Call.FREE) {
            if (w.memory != null) {
                w.memory.freed(seq);
            }
            windows.remove(window);
            windowList = windows.values().toArray(new KnownWindow[0]);
            lastWin = null;
        }
        drain();
        if (jobWide) {
            synchronizedJobWide(); // after drain: what the fence completed ends before it
        }
    }

    private static int[] everyone(KnownWindow w) {
        int[] all = new int[w.world.length];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        return all;
    }

    private void completeAll(KnownWindow w, boolean target, boolean origin) {
        for (int i = 0; i < inFlight.size(); i++) { // indexed: no iterator per synchronization
            InFlightOperation o = inFlight.get(i);
            if (o.win == w) {
                complete(o, target, origin);
            }
        }
    }

    private void completeTo(KnownWindow w, int rank, boolean target, boolean origin) {
        for (int i = 0; i < inFlight.size(); i++) {
            InFlightOperation o = inFlight.get(i);
            if (o.win == w && o.target == rank) {
                complete(o, target, origin);
            }
        }
    }

    private void complete(InFlightOperation o, boolean target, boolean origin) {
        if (target && !o.targetDone) {
            o.targetDone = true;
            o.targetPhase = phase;
            o.targetSeq = seq;
            o.targetClock = clock();
            o.targetStamp = stamp();
        }
        if (origin && !o.originDone) {
            o.originDone = true;
            o.originPhase = phase;
            o.originSeq = seq;
            o.originClock = clock();
            o.originStamp = stamp();
        }
    }

    /** Turns operations complete on both sides (and whose request, if any, is done) into accesses. */
    private void drain() {
        int kept = 0;
        int n = inFlight.size();
        for (int i = 0; i < n; i++) { // in issue order, compacting in place: no iterator per synchronization
            InFlightOperation o = inFlight.get(i);
            if (o.targetDone && o.originDone && o.request == null) {
                emit(o);
            } else {
                inFlight.set(kept++, o);
            }
        }
        for (int i = n - 1; i >= kept; i--) {
            inFlight.remove(i);
        }
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
        for (KnownWindow w : windowList) {
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
            tp.synchronizedAt(stamp(), seq, phase, this::ship);
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
        threadRaces.add(inWindowTerms(a), from != null ? from : Clock.EMPTY, to);
        if (threadRaces.size() >= evictThreadsAt) {
            int[] frontier = clocks.frontier();
            for (InFlightOperation o : inFlight) {
                if (o.issueStamp != null) {
                    ThreadClocks.lower(frontier, o.issueStamp);
                }
            }
            threadRaces.evict(frontier);
            evictThreadsAt = Math.max(4096, threadRaces.size() * 2);
        }
    }

    /**
     * An origin buffer inside one of this rank's windows, named as that window's bytes: another thread's loads and
     * stores there are recorded under the window's name (a get into the window's own memory against a load).
     */
    private Access inWindowTerms(Access a) {
        if (ORIGIN.equals(a.window)) {
            for (KnownWindow w : windowList) {
                if (w.memory != null && w.base <= a.lo && a.hi <= w.base + w.size) {
                    return a.renamed(w.id, -w.base);
                }
            }
        }
        return a;
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
                ship(a);
            }
        }
    }

    /** Puts {@code a}, its end known, in the outbox of its owner. */
    private void ship(Access a) {
        if (a.owner >= outbox.length) {
            outbox = java.util.Arrays.copyOf(outbox, Math.max(a.owner + 1, 2 * outbox.length));
        }
        List<Access> list = outbox[a.owner];
        if (list == null) {
            list = new ArrayList<>();
            outbox[a.owner] = list;
        }
        list.add(a);
        recorded++;
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
        for (KnownWindow w : windowList) {
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
        if (address < originHi && originLo < address + bytes && originMatters()) {
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
        for (KnownWindow w : windows.values()) {
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
        if (address < originHi && originLo < hi) {
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
        KnownWindow w = win(window);
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
        for (InFlightOperation o : inFlight) {
            if (!o.targetDone) {
                o.targetDone = true;
                o.targetPhase = Access.NEVER;
                o.targetSeq = Access.NEVER;
                o.targetClock = Access.NEVER;
            }
            if (!o.originDone) {
                o.originDone = true;
                o.originPhase = Access.NEVER;
                o.originSeq = Access.NEVER;
                o.originClock = Access.NEVER;
            }
            o.request = null;
        }
        drain();
        byRequest.clear();
        if (threadPhases != null) {
            threadPhases.finish(phase, clock(), this::ship);
        }
    }

    /** Takes the accesses recorded for each owner (world rank) since the last call. */
    public synchronized Map<Integer, List<Access>> takeOutbox() {
        Map<Integer, List<Access>> out = new TreeMap<>();
        for (int r = 0; r < outbox.length; r++) {
            if (outbox[r] != null) {
                out.put(r, outbox[r]);
                outbox[r] = null;
            }
        }
        return out;
    }

    /**
     * The memory this rank's windows exposed, for its owner checker: the same bytes can be reached through two
     * windows, or be an origin buffer of this rank inside a window.
     */
    synchronized List<WindowMemory> memory() {
        return List.copyOf(memory);
    }

    /** Takes this rank's post calls since the last call. */
    public synchronized List<ExposurePost> takePosts() {
        List<ExposurePost> out = new ArrayList<>(posts);
        posts.clear();
        return out;
    }

    /** The oldest global phase an operation still in flight was issued in (the current phase when none is). */
    public synchronized long oldestInFlight() {
        long oldest = threadPhases != null ? threadPhases.oldest(phase) : phase;
        for (InFlightOperation o : inFlight) {
            oldest = Math.min(oldest, o.issuePhase);
        }
        return oldest;
    }

    /** Ranks in the group of {@code window}, 0 when unknown. */
    public synchronized int groupSize(long window) {
        KnownWindow w = win(window);
        return w == null ? 0 : w.world.length;
    }

    /** The world ranks of the window's group (in group order); empty when the window is unknown. */
    public synchronized int[] members(long window) {
        KnownWindow w = win(window);
        return w == null ? new int[0] : w.world.clone();
    }

    /**
     * The world ranks a PSCW call about to be tracked synchronizes with: for complete, the targets of the open
     * access epoch; for wait or test, the origins of the open exposure epoch; otherwise none. Asked before
     * {@link #sync}, which closes the epoch.
     */
    public synchronized int[] pscwPeers(long window, RmaSync.Call call) {
        KnownWindow w = win(window);
        if (w == null) {
            return new int[0];
        }
        if (call == RmaSync.Call.COMPLETE && w.accessGroup != null) {
            int[] targets = new int[w.accessGroup.length];
            for (int i = 0; i < targets.length; i++) {
                targets[i] = w.world[w.accessGroup[i]];
            }
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
        return recorded;
    }
}
