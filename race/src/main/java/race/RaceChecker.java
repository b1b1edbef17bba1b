package race;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import mpi.Comm;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;
import mpi.shim.event.BufferUse;
import mpi.shim.event.RmaOperation;
import mpi.shim.event.RmaSync;
import mpi.shim.event.WindowEvent;

/**
 * The race checker of one rank: fed by the binding's events (through {@link RaceListener}, or forwarded by
 * syncchecker's listener), it records accesses (phase I) and, at MPI.Finalize, ships each to the owner of the bytes
 * over a private duplicate of MPI.COMM_WORLD, where they are checked. With {@code race.confirm} set it runs phase II
 * instead of reporting predictions. Findings go to {@code sink} as they are found.
 */
public final class RaceChecker {
    /** The peers of a synchronization that is not the end of a PSCW epoch. */
    private static final int[] NO_RANKS = {};
    private static volatile RaceChecker current;

    private final RaceSettings settings;
    private final Consumer<RaceFinding> sink;
    private final LocalityCache cache = new LocalityCache(true);
    private final SiteSampler sampler;
    private final SampledSites sampledOut = new SampledSites();
    private final Runs.Sink recorder = this::record;
    /**
     * Guarded by its own monitor, not the checker's: an exchange holds that one, and may be stuck in it when a rank
     * died (see {@link #exitingWithoutFinalize}).
     */
    private final List<RaceFinding> findings = new ArrayList<>();
    /** The pairs of {@link #findings} ({@link RacePair#key}), guarded by the same monitor. */
    private final Set<String> foundKeys = new HashSet<>();
    private RankTracker tracker;
    private Comm comm;
    private Confirmer confirmer;
    /** Phase II's progress line on the launcher's terminal (race.progress); null in phase I or when off. */
    private ConfirmProgress progress;
    /** Phase II for pairs of this rank's threads; null in phase I. */
    private ThreadPauses pauses;
    /** Point-to-point ordering; null in phase II, when off, or when the job is too large. */
    private volatile MessageClocks clocks;
    private int rank;
    private int size;
    /** Checks the accesses shipped here; kept across exchanges. */
    private final OwnerChecker owner = new OwnerChecker(this::found);
    /** Set once {@link #finish} ran: later messages (the reports' own) are not the application's. */
    private volatile boolean finished;
    /** Synchronizations over every rank seen so far: the same count on each rank. */
    private long worldSyncs;
    /** At which of those synchronizations phase I exchanges. */
    private final ExchangePeriod exchanges;
    /** Bytes, messages and index sizes of this rank's phase I (the report stream's "end" line). */
    private final RaceTraffic traffic = new RaceTraffic();
    /** race.dumpAccesses: each exchange's batches written for the scale simulation; null when off. */
    private final AccessDump dump;
    /** 1 on a thread while the checker itself calls MPI there: its own calls are not the application's. */
    private final ThreadSlot insideFlag = new ThreadSlot(0);

    public RaceChecker(RaceSettings settings, Consumer<RaceFinding> sink) {
        this.settings = settings;
        this.sink = sink;
        this.sampler = new SiteSampler(settings.backoff, settings.floor);
        this.exchanges = new ExchangePeriod(settings.exchangeEvery);
        this.dump = settings.dumpAccesses == null ? null : new AccessDump(settings.dumpAccesses);
    }

    /** Whether this thread is inside the checker's own MPI calls ({@link #enter}, {@link #leave}). */
    private boolean inside() {
        return insideFlag.get() != 0;
    }

    private void enter() {
        insideFlag.set(1);
    }

    private void leave() {
        insideFlag.set(0);
    }

    /** The checker of this process, for instrumented loads and stores ({@link Accesses}); null when off. */
    static RaceChecker current() {
        return current;
    }

    /**
     * MPI is initialised: duplicates MPI.COMM_WORLD (collective) and, for phase II, loads the candidates on every
     * rank or on none ({@link #loadEverywhere}).
     */
    public void initialized(int rank, int size) throws MPIException {
        this.rank = rank;
        this.size = size;
        tracker = new RankTracker(rank, size, cache, ThreadClocks.INSTANCE);
        enter();
        try {
            comm = MPI.COMM_WORLD.dup();
        } finally {
            leave();
        }
        Candidates candidates = settings.confirm == null ? null : loadEverywhere(settings.confirm);
        if (candidates != null) {
            confirmer = new Confirmer(new ConfirmerLink.OverComm(comm, size), rank, candidates, settings.pauseMillis,
                    this::found);
            pauses = new ThreadPauses(candidates, rank, settings.pauseMillis, this::found);
            progress = ConfirmProgress.of(candidates, rank);
        } else if (settings.messages && size <= MessageClocks.MAX_RANKS) {
            clocks = new MessageClocks(comm, rank, size, tracker, traffic);
        }
        if (confirmer == null) {
            prepareExchange();
        }
        Runs.enable(confirmer == null && settings.runs);
        current = this;
    }

    /**
     * Collective: phase II's candidates, when every rank could read them. A rank that cannot (the file is not on its
     * node, or not readable there) would leave the others waiting for it in their first phase II exchange; so when
     * any rank fails, every rank frees the private communicator and turns race checking off, and this throws.
     */
    private Candidates loadEverywhere(java.nio.file.Path file) throws MPIException {
        Candidates candidates = null;
        Exception failure = null;
        try {
            candidates = Candidates.load(file);
        } catch (java.io.IOException | RuntimeException e) {
            failure = e;
        }
        int[] loaded = {failure == null ? 1 : 0};
        enter();
        try {
            comm.allReduce(loaded, 1, MPI.INT, MPI.MIN);
            if (loaded[0] == 0) {
                comm.free();
                comm = null;
                tracker = null;
            }
        } finally {
            leave();
        }
        if (loaded[0] == 0) {
            throw new IllegalStateException("race checking is off on every rank: "
                    + (failure != null ? "race.confirm " + file + " cannot be read here (" + failure + ")"
                    : "another rank cannot read race.confirm " + file), failure);
        }
        return candidates;
    }

    public int rank() {
        return rank;
    }

    private void found(RacePair p) {
        RaceFinding f = RaceFinding.of(p);
        synchronized (findings) {
            findings.add(f);
            foundKeys.add(p.key());
            sink.accept(f);
        }
    }

    /** {@link #found}, unless the pair was found before (at an exchange, or as a race between threads). */
    private void foundUnlessKnown(RacePair p) {
        synchronized (findings) {
            if (foundKeys.contains(p.key())) {
                return;
            }
        }
        found(p);
    }

    public void windowCreated(WindowEvent e) throws MPIException {
        endRuns();
        if (tracker == null || inside()) {
            return;
        }
        enter();
        try {
            Comm c = (Comm) e.comm;
            Group g = c.getGroup();
            Group world = MPI.COMM_WORLD.getGroup();
            int[] ranks = new int[e.groupSize];
            for (int i = 0; i < ranks.length; i++) {
                ranks[i] = i;
            }
            int[] worldRanks = Group.translateRanks(g, ranks, world);
            g.free();
            world.free();
            tracker.windowCreated(e.window, worldRanks, e.rank, e.base, e.sizeBytes);
            if ("allocateShared".equals(e.flavor) && e.win instanceof Win) {
                // other ranks' parts are mapped here too: loads and stores through sharedQuery buffers reach them
                for (int r = 0; r < e.groupSize; r++) {
                    if (r != e.rank) {
                        try {
                            ByteBuffer peer = ((Win) e.win).sharedQuery(r);
                            if (peer != null && peer.capacity() > 0) {
                                tracker.sharedPeer(e.window, r, Win.addressOf(peer), peer.capacity());
                            }
                        } catch (MPIException | RuntimeException x) {
                            // that part is not mapped here: its accesses stay unattributed, the window is kept
                        }
                    }
                }
            }
        } finally {
            leave();
        }
    }

    public void rmaOperation(RmaOperation op) throws MPIException {
        endRuns();
        Site announced = Accesses.takeOperationSite(); // taken first: never left over for a later operation
        if (tracker == null || inside()) {
            return;
        }
        Site site = announced != null ? announced : Site.caller();
        if (settings.sampleOperations && !sampler.sample(site.hashCode() & 0xffff)) {
            return;
        }
        int n = op.buffers.size();
        long[] addresses = new long[n];
        long[] bytes = new long[n];
        boolean[] written = new boolean[n];
        for (int i = 0; i < n; i++) {
            BufferUse b = op.buffers.get(i);
            addresses[i] = b.address;
            bytes[i] = op.bufferBytes[i];
            written[i] = b.access == BufferUse.WRITTEN_BY_LIBRARY;
        }
        int type = op.targetAccess == RmaOperation.TARGET_READ ? Access.READ
                : op.targetAccess == RmaOperation.TARGET_WRITE ? Access.WRITE : Access.ATOMIC;
        String reduction = type != Access.ATOMIC ? null : op.op == null ? "CAS" : op.op;
        long thread = threadId();
        tracker.operation(op.window, op.request, op.call, op.targetRank, op.targetOffset, op.targetBytes, type,
                reduction, op.elementType, addresses, bytes, written, op.targetRanges, op.bufferRanges, thread, site);
        if (confirmer != null) {
            announce(op, type, reduction, addresses, bytes, written, thread, site);
        }
    }

    /** Phase II: the operation just issued, its target ranges and its origin buffers, is in flight from now. */
    private void announce(RmaOperation op, int type, String reduction, long[] addresses, long[] bytes,
            boolean[] written, long thread, Site site) {
        List<Access> targets = tracker.inFlightAccesses(op.window, op.targetRank, op.targetOffset, op.targetBytes,
                op.targetRanges, type, reduction, op.elementType, thread, op.call, site);
        if (targets.isEmpty()) {
            return;
        }
        String window = targets.get(0).window;
        List<Access> buffers = buffersAt(addresses, bytes, op.bufferRanges, written, thread, site, op.call);
        tried(site);
        if (!pauses.partners(site).isEmpty()) {
            List<Access> accesses = new ArrayList<>(targets);
            accesses.addAll(buffers);
            pauses.reached(accesses, window, op.request);
        }
        // an rGet's request completes its read of the target; other requests only the origin side
        withConfirmer(c -> c.reached(targets, buffers, window, op.request, type == Access.READ));
    }

    /**
     * Phase II: the accesses of buffers [addresses[i], + bytes[i]) (only the [from, to) pairs of {@code ranges[i]}
     * when given) by {@code call}, under every name their bytes have (window memory too, as phase I compares it).
     */
    private List<Access> buffersAt(long[] addresses, long[] bytes, long[][] ranges, boolean[] written, long thread,
            Site site, String call) {
        List<Access> out = new ArrayList<>();
        for (int i = 0; i < addresses.length; i++) {
            long[] r = ranges != null && ranges[i] != null ? ranges[i] : new long[] {0, bytes[i]};
            for (int k = 0; k + 1 < r.length; k += 2) {
                if (r[k + 1] > r[k]) {
                    out.addAll(tracker.accessesAt(addresses[i] + r[k], r[k + 1] - r[k], written[i], thread, site,
                            call));
                }
            }
        }
        return out;
    }

    /** Memory attached to (or detached from) a dynamic window. */
    public void windowMemory(long window, boolean attached, long address, long bytes) {
        endRuns();
        if (tracker == null || inside()) {
            return;
        }
        if (attached) {
            tracker.attached(window, address, bytes);
        } else {
            tracker.detached(window, address);
        }
    }

    /** A point-to-point message is about to be sent (see {@link MessageClocks}). */
    public void messageSending(long communicator, Object c, int dest, int tag) throws MPIException {
        endRuns();
        withClocks(m -> m.sending(c, dest, tag));
    }

    /**
     * A receive returned a message from {@code source}: the one posted as {@code posting}, or (null) a blocking
     * one (see {@link MessageClocks}).
     */
    public void messageReceived(long communicator, Object c, int source, int tag, Object posting)
            throws MPIException {
        endRunsOfPhase();
        withClocks(m -> m.received(c, source, tag, posting));
    }

    /** A receive was posted; its message comes with the same {@code posting} (see {@link MessageClocks}). */
    public void receivePosted(Object c, int source, int tag, Object posting) throws MPIException {
        withClocks(m -> m.posted(c, source, tag, posting));
    }

    /** The receive posted as {@code posting} ended without a message. */
    public void receiveEnded(Object posting) throws MPIException {
        withClocks(m -> m.ended(posting));
    }

    /** A communicator was made from {@code parent}: it names message streams (see {@link MessageClocks#created}). */
    public void communicatorCreated(String call, Object parent, Object created) throws MPIException {
        withClocks(m -> m.created(call, parent, created));
    }

    /** What is done with the message clocks. */
    @FunctionalInterface
    private interface ClockUse {
        void on(MessageClocks m) throws MPIException;
    }

    /**
     * Runs {@code use} with this thread marked as inside the checker (its MPI calls are not the application's),
     * unless point-to-point ordering is off, the checker has finished, or this is the checker's own call.
     */
    private void withClocks(ClockUse use) throws MPIException {
        MessageClocks m = clocks;
        if (m == null || finished || inside()) {
            return;
        }
        enter();
        try {
            use.on(m);
        } finally {
            leave();
        }
    }

    /** What phase II does with the confirmer. */
    @FunctionalInterface
    private interface ConfirmerUse {
        void on(Confirmer c) throws MPIException;
    }

    /**
     * Runs {@code use} in phase II with this thread marked as inside the checker (the confirmer's messages are not
     * the application's); an MPI failure of the checker's private communicator becomes an unchecked exception.
     */
    private void withConfirmer(ConfirmerUse use) {
        Confirmer c = confirmer;
        if (c == null) {
            return;
        }
        enter();
        try {
            use.on(c);
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        } finally {
            leave();
        }
    }

    /** The current thread's id in accesses: a parallel loop's logical call has its own (see StreamTasks). */
    private static long threadId() {
        ThreadClocks c = ThreadClocks.INSTANCE;
        return c.concurrent() ? c.threadId() : Thread.currentThread().getId();
    }

    public void rmaSync(RmaSync s) throws MPIException {
        endRunsOfPhase();
        if (tracker == null || inside()) {
            return;
        }
        boolean fence = s.call == RmaSync.Call.FENCE;
        boolean everyone = fence && tracker.groupSize(s.window) == size;
        boolean smallFence = fence && !everyone;
        // the ranks a complete or wait orders with, read before the epoch closes
        boolean pscwEnd = s.call == RmaSync.Call.COMPLETE || s.call == RmaSync.Call.WAIT || s.call == RmaSync.Call.TEST;
        int[] pscwPeers = pscwEnd && clocks != null ? tracker.pscwPeers(s.window, s.call) : NO_RANKS;
        // the id is needed by phase II, a fence of fewer ranks and the end of a PSCW epoch only: one lookup less on
        // other events
        String id = confirmer != null || smallFence || pscwPeers.length > 0 ? tracker.windowId(s.window) : null;
        // an exclusive lock asserted MODE_NOCHECK is not acquired: it excludes nothing, and two such epochs that
        // nothing else orders race (the assertion was wrong)
        boolean exclusive = s.lockType == MPI.LOCK_EXCLUSIVE && (s.assertion & MPI.MODE_NOCHECK) == 0;
        tracker.sync(s.window, s.call, s.rank, exclusive, s.group);
        threadRaces();
        if (smallFence && id != null) {
            // a fence of fewer ranks than the job: its members swap clocks (the global phase is every rank's)
            int[] members = tracker.members(s.window);
            withClocks(m -> m.amongWindow(members, id));
        }
        if (pscwPeers.length > 0 && id != null) {
            boolean complete = s.call == RmaSync.Call.COMPLETE;
            withClocks(m -> {
                if (complete) {
                    m.accessEpochEnded(pscwPeers, id);
                } else {
                    m.exposureEpochEnded(pscwPeers, id);
                }
            });
        }
        if (confirmer != null && id != null) {
            withConfirmer(c -> c.synced(id, s.call));
            pauses.synced(id);
        }
        if (everyone) {
            worldSynchronized();
        }
    }

    public void synchronizing(String call, long communicator, Object c) throws MPIException {
        endRunsOfPhase();
        if (tracker == null || inside()) {
            return;
        }
        boolean everyone;
        try {
            everyone = c instanceof Comm && !((Comm) c).isInter() && ((Comm) c).getSize() == size;
        } catch (MPIException e) {
            return; // not a communicator we can ask: no ordering known
        }
        if (everyone) {
            tracker.collective();
            worldSynchronized();
        } else {
            // fewer ranks than the job, or an intercommunicator (each side hears from the other, not from its own
            // members): the members swap clocks (the global phase counts what every rank sees)
            withClocks(m -> m.amongMembers(c));
        }
    }

    /** Every rank is at the same synchronization: when the period is up, ship and check (phase I only). */
    private void worldSynchronized() {
        if (confirmer == null && exchanges.due(++worldSyncs)) {
            enter();
            try {
                exchanges.exchanged(worldSyncs, checkAtOwners());
            } catch (MPIException e) {
                throw new IllegalStateException(e);
            } finally {
                leave();
            }
        }
    }

    /**
     * A nonblocking call other than a one-sided operation was posted with these buffers (see
     * {@link RankTracker#libraryAccess}); {@code written[i]}: the library writes buffer i.
     */
    public void libraryCall(String call, Object request, long[] address, long[] bytes, boolean[] written) {
        endRuns();
        if (tracker == null || inside()) {
            return;
        }
        // the site (a stack walk) only when a buffer is in window memory: most posts concern other memory
        long thread = threadId();
        Site site = tracker.libraryAccess(request, call, address, bytes, written, thread, Site::caller);
        if (site == null) {
            return;
        }
        threadRaces();
        if (confirmer != null && confirmer.hasPartners(site)) {
            // phase II: the call's buffers are in flight until its request completes, as an operation's are
            List<Access> accesses = buffersAt(address, bytes, null, written, thread, site, call);
            tried(site);
            withConfirmer(c -> c.reached(List.of(), accesses, null, request, false));
        }
    }

    /** A request was freed (see {@link RankTracker#requestFreed}). */
    public void freed(Object request) {
        if (tracker != null && !inside()) {
            tracker.requestFreed(request);
        }
    }

    public void completed(Object request) {
        endRunsOfPhase();
        if (tracker != null && !inside()) {
            if (pauses != null) {
                pauses.requestDone(request);
            }
            withConfirmer(c -> c.requestDone(request));
            tracker.requestCompleted(request);
            threadRaces();
        }
    }

    /**
     * A load or store by the application that its site's countdown let through and that its probe could not
     * handle inline (see {@link Accesses#track}). When it continues the site's open run downward, the run grows
     * ({@link Runs#extendDown}). When it broke off the run otherwise, that run ends (and its recording sets a new
     * countdown), and the probe's inline part gets the access again: the countdown may now skip it, or it opens the
     * next run. Otherwise it opens a run of its site ({@link Runs}) where runs are kept, or is recorded now.
     */
    void local(long address, long bytes, boolean write, int siteId) {
        if (inside() || Runs.extendDown(siteId, address, bytes, write)) {
            return;
        }
        if (Runs.end(siteId, recorder) && Accesses.track(siteId, address, bytes, write)) {
            return;
        }
        Runs.open(siteId, address, bytes, write, recorder);
    }

    /** Records the open runs of loads and stores before anything else is recorded (their events come after). */
    void endRuns() {
        Runs.flush(recorder, Accesses.siteCount());
    }

    /**
     * {@link #endRuns}, before an event that may begin a new phase of this rank; then each site the sampler had
     * skipping gets its next access recorded (see {@link SampledSites}).
     */
    private void endRunsOfPhase() {
        endRuns();
        sampledOut.newPhase();
    }

    /**
     * Records a load or store (a run of them) of this thread at site {@code siteId}, if the sampler takes it, and
     * sets the site's countdown to its next one. Sampling decides here, when a run ends, not when it opens: the
     * probes open runs inline (see {@link Accesses#track}).
     */
    private void record(long address, long bytes, boolean write, int siteId) {
        int skip = sampler.next(siteId, bytes);
        if (skip < 0) {
            Accesses.gap(siteId, Integer.MAX_VALUE); // the site is off: the probe skips it from now on
            return;
        }
        Accesses.gap(siteId, skip);
        sampledOut.skipping(siteId, skip);
        Site site = Accesses.site(siteId);
        long thread = threadId();
        if (!tracker.local(address, bytes, write, thread, site)) {
            cache.markNever(siteId);
        }
        threadRaces();
        boolean threadPair = pauses != null && !pauses.partners(site).isEmpty();
        boolean rankPair = confirmer != null && confirmer.hasPartners(site);
        if (!threadPair && !rankPair) {
            return;
        }
        List<Access> here = tracker.accessesAt(address, bytes, write, thread, site, null);
        tried(site);
        if (threadPair) {
            pauses.reached(here, null, null);
        }
        if (rankPair) {
            // a load or store paired with another rank's operation: announced, and paused for, like an operation
            withConfirmer(c -> c.reachedLocal(here));
        }
    }

    /** Phase II reached {@code site}, one end of a candidate pair: for the progress line. */
    private void tried(Site site) {
        ConfirmProgress p = progress;
        if (p != null) {
            p.reached(site.key());
        }
    }

    /** Reports the races between this rank's threads the tracker found (outside its lock). */
    private void threadRaces() {
        List<RacePair> races = tracker.takeThreadRaces();
        if (confirmer != null) {
            return; // phase II reports confirmed races only
        }
        for (RacePair p : races) {
            found(p);
        }
    }

    LocalityCache cache() {
        return cache;
    }

    /**
     * Collective at MPI.Finalize: ships every rank's accesses to their owners and checks them there (phase I),
     * or drains phase II's messages. Returns this rank's findings (also given to the sink as found).
     */
    public List<RaceFinding> finish() throws MPIException {
        Runs.enable(false);
        endRuns();
        if (tracker == null) {
            return List.of();
        }
        current = null;
        finished = true;
        clocks = null;
        enter();
        try {
            tracker.finish();
            threadRaces();
            if (confirmer != null) {
                confirmer.finish();
            } else {
                checkAtOwners();
            }
        } finally {
            leave();
        }
        synchronized (findings) {
            return new ArrayList<>(findings);
        }
    }

    /**
     * The process exits without MPI.Finalize (an exception, System.exit, the job killed after another rank
     * failed): no exchange can follow, so the accesses this rank holds for itself, its own window bytes and its
     * origin buffers (operations still in flight count as never completed), are checked here against each other.
     * Findings go to the sink, the rank's stream, as usual. Accesses held for other ranks are lost with the job:
     * their owners cannot be reached. Called from a shutdown hook while the application's thread may still run,
     * even be stuck in an exchange with a rank that died: so a checker of its own, not the owner index that
     * exchanges hold locked, and the application thread's open runs stay unrecorded (only it may end them).
     */
    public void exitingWithoutFinalize() {
        RankTracker t = tracker;
        if (t == null || finished || confirmer != null) {
            return;
        }
        finished = true;
        current = null;
        t.finish();
        threadRaces();
        OwnerChecker mine = new OwnerChecker(this::foundUnlessKnown);
        mine.ownWindows(t.takePosts(), t.memory());
        mine.checkAll(t.takeOutbox().getOrDefault(rank, List.of()), 0); // 0: no phase skipped as a repeat
    }

    /**
     * Collective, at MPI.Init: one empty exchange, and two scratch accesses encoded, decoded and checked in a
     * scratch owner index (the second phase repeating the first, as time steps do), so that the first real exchange
     * does not pay for loading and linking that code and for setting up the private communicator's connections
     * inside the application's timed work.
     */
    private void prepareExchange() throws MPIException {
        enter();
        try {
            checkAtOwners();
        } finally {
            leave();
        }
        List<Access> scratch = new ArrayList<>();
        for (long phase = 0; phase < 2; phase++) {
            scratch.add(new Access("scratch", rank, 0, 8, rank, 0, Access.WRITE, null, null, false, phase, phase,
                    phase, phase, Access.NO_EPOCH, "store", Site.UNKNOWN));
        }
        OwnerChecker checker = new OwnerChecker(p -> { });
        checker.checkAll(AccessCodec.decode(AccessCodec.encode(scratch)), 2); // phase 1 repeats phase 0: skipped
        checker.evictBefore(2);
    }

    /**
     * Collective over the private communicator: every rank's accesses go to their owners, checked there. Returns
     * the largest number of accesses one rank recorded since the last exchange.
     */
    private synchronized long checkAtOwners() throws MPIException {
        Map<Integer, List<Access>> outbox = tracker.takeOutbox();
        List<ExposurePost> posts = tracker.takePosts();
        byte[][] in = Exchange.allToAll(comm, OwnerBatches.outgoing(outbox, rank, size), traffic);
        // one reduction for two facts: the oldest phase still in flight anywhere, and the largest batch
        long batch = OwnerBatches.count(outbox);
        long[] local = {tracker.oldestInFlight(), -batch};
        long[] min = new long[2];
        comm.allReduce(local, min, 2, MPI.LONG, MPI.MIN);
        traffic.reduced(Long.BYTES * local.length);
        if (dump != null) {
            dump.write(rank, size, min[0], outbox);
        }
        owner.ownWindows(posts, tracker.memory());
        owner.checkAll(OwnerBatches.incoming(in, outbox, rank), min[0]);
        traffic.checked(batch - outbox.getOrDefault(rank, List.of()).size(), owner.size()); // before it forgets
        owner.evictBefore(min[0]);
        return -min[1];
    }

    /** What this rank's phase I exchanged and held so far ({@link RaceTraffic#snapshot}). */
    public Map<String, Long> traffic() {
        return traffic.snapshot();
    }

    /**
     * Collective after {@link #finish}: every rank's findings gathered to rank 0 over the private communicator
     * (null on other ranks), then the communicator is freed.
     */
    public List<RaceFinding> gatherAndClose(List<RaceFinding> mine) throws MPIException {
        if (comm == null) {
            return null;
        }
        enter();
        try {
            List<RaceFinding> all = ReportMerge.gather(comm, mine);
            comm.free();
            comm = null;
            return all;
        } finally {
            leave();
        }
    }

    /** Frees the private communicator without gathering (collective). */
    public void close() throws MPIException {
        if (comm != null) {
            enter();
            try {
                comm.free();
                comm = null;
            } finally {
                leave();
            }
        }
    }
}
