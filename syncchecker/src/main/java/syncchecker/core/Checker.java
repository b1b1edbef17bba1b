package syncchecker.core;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import syncchecker.report.Diagnostic;
import syncchecker.report.Event;
import syncchecker.report.Frame;
import syncchecker.report.Kinds;
import syncchecker.report.Operation;

/**
 * The analyzer: pending buffers of posted operations, the state machine of Fig. 3 (Init, LibDone, Safe), and the
 * diagnostics. NB, CK and free events come from the binding's hooks, ACC from instrumented application code, SR
 * from {@link LibraryProgress} at the moment an access hits a pending buffer.
 */
public final class Checker {
    private static final int UNDEFINED = mpi.shim.abi.Abi.constant("MPI_UNDEFINED");

    /**
     * The filters' view of the pending buffers (null: none), replaced under this checker's lock on every change
     * and read without locking by the probes of instrumented code.
     */
    private static volatile PendingSummary pending;
    /**
     * The same summary as a plain field, for the probes' inline fast path: the JIT may keep it in a register
     * across a loop of accesses that makes no call (a volatile read would stop it from optimizing the loop).
     * The posting thread always sees its own updates (program order); another thread sees them at its next
     * call or synchronization, so its accesses racing with the post itself may go unchecked.
     */
    private static PendingSummary probeView = PendingSummary.NONE;

    private final Map<Object, PendingOperation> operations = new IdentityHashMap<>();
    private final List<PendingBuffer> buffers = new ArrayList<>();
    private final Map<String, Diagnostic> diagnostics = new LinkedHashMap<>();
    private final LibraryProgress progress;
    private final Sink sink;
    private final boolean writesToReceives;
    private final Map<Long, String> communicatorNames;
    private int rank = -1;
    /** The summary of this checker's pending buffers (null: none), as last published. */
    private PendingSummary published;
    private final Summaries summaries = new Summaries();

    public Checker(LibraryProgress progress, Sink sink, boolean writesToReceives, Map<Long, String> communicatorNames) {
        this.progress = progress;
        this.sink = sink;
        this.writesToReceives = writesToReceives;
        this.communicatorNames = communicatorNames;
    }

    private static volatile Checker current;

    public static boolean anyPending() {
        return pending != null;
    }

    /** What the filters test (null when nothing is pending: ER). */
    public static PendingSummary pending() {
        return pending;
    }

    /** {@link #pending()} for the probes' inline fast path (see {@link #probeView}); NONE, never null. */
    public static PendingSummary probeView() {
        return probeView;
    }

    private static void summary(PendingSummary s) {
        pending = s;
        probeView = s != null ? s : PendingSummary.NONE;
    }

    /** The checker the probes of instrumented code report to; null before MPI.Init or when disabled. */
    public static Checker current() {
        return current;
    }

    /** Makes {@code checker} (or null) the one the probes report to. */
    public static void install(Checker checker) {
        current = checker;
        summary(checker != null ? checker.published : null);
    }

    /** Whether an access on another thread than the posting one may ask the library (MPI_THREAD_MULTIPLE). */
    private volatile boolean askFromAnyThread;

    public void askFromAnyThread(boolean allowed) {
        askFromAnyThread = allowed;
    }

    public synchronized void rank(int rank) {
        this.rank = rank;
    }

    public String progressSource() {
        return progress.name();
    }

    /** NB: the buffers of {@code op} become pending (state Init). */
    public synchronized void posted(PostedOperation op, DataMapSource maps) {
        progress.freeze(); // the library's copies of interest were made inside the call, which just returned
        PendingOperation previous = operations.remove(op.request);
        if (previous != null) {
            drop(previous);
        }
        PendingOperation p = new PendingOperation(op, CallStacks.ofPost(), System.currentTimeMillis());
        List<BufferUse> uses = op.buffers;
        int held = 0;
        for (int i = 0; i < uses.size(); i++) {
            held += holdsMemory(uses.get(i)) ? 1 : 0;
        }
        p.buffers = new PendingBuffer[held];
        for (int i = 0, k = 0; i < uses.size(); i++) {
            BufferUse use = uses.get(i);
            if (holdsMemory(use)) {
                p.buffers[k++] = new PendingBuffer(p, use, maps.of(use.datatype));
            }
        }
        // the new operation's library access is itself an access to buffers still pending (e.g. an iRecv into a
        // buffer an earlier iSend still reads): checked over the new buffer's hull, at the NB site (whose stack
        // is decoded only when something is hit)
        for (int i = 0; !buffers.isEmpty() && i < p.buffers.length; i++) {
            PendingBuffer b = p.buffers[i];
            boolean both = b.use.access == BufferUse.READ_AND_WRITTEN_BY_LIBRARY;
            boolean write = b.use.access == BufferUse.WRITTEN_BY_LIBRARY;
            long length = b.hi - b.lo;
            if (!hitsPending(b.lo, length, both, write) || p.nb().className == null) {
                continue;
            }
            int site = AccessSites.idOf(p.nb().where());
            if (both) {
                accessReadWrite(b.lo, b.hi - b.lo, site);
            } else {
                access(b.lo, b.hi - b.lo, write, site);
            }
        }
        for (int i = 0; i < p.buffers.length; i++) {
            PendingBuffer b = p.buffers[i];
            b.token = progress.watch(b.lo, b.hi - b.lo, b.sendSide());
            b.slot = buffers.size();
            buffers.add(b);
        }
        progress.disarm();
        operations.put(op.request, p);
        publish();
    }

    /** Whether the library holds memory of {@code use} until completion (an empty buffer or count holds none). */
    private static boolean holdsMemory(BufferUse use) {
        return use.address != 0 && use.count > 0;
    }

    /**
     * Just before the application makes a nonblocking call at instrumented site {@code site}: see
     * {@link LibraryProgress#arm}, and {@link CallStacks#postingAt}.
     */
    public void beforePost(int site) {
        CallStacks.postingAt(site);
        progress.arm();
    }

    /** CK: the operation of {@code request} completed for the application (state Safe). */
    public synchronized void completed(Object request) {
        PendingOperation p = operations.remove(request);
        if (p != null && !p.statusChecked) {
            checked(p);
        }
    }

    /**
     * Request.getStatus found the operation complete: a completion check for its buffers, which are no longer
     * pending; the request stays known until it is completed or freed (else it is reported at MPI.Finalize).
     */
    public synchronized void statusComplete(Object request) {
        PendingOperation p = operations.get(request);
        if (p != null && !p.statusChecked) {
            p.statusChecked = true;
            checked(p);
        }
    }

    /** A completion check of {@code p}: the CK event of its diagnostics, and its buffers no longer pending. */
    private void checked(PendingOperation p) {
        if (!p.diagnostics().isEmpty()) {
            List<Frame> stack = CallStacks.capture();
            Event ck = Event.at(Event.CK, stack.isEmpty() ? null : stack.get(0), stack, System.currentTimeMillis(),
                    "completion check after the access");
            for (Diagnostic d : p.diagnostics()) {
                if (d.event(Event.CK) == null) {
                    d.events.add(ck);
                }
            }
        }
        drop(p);
    }

    /** The application freed an active request: its buffers stay pending, nothing will ever say they are done. */
    public synchronized void freed(Object request) {
        PendingOperation p = operations.get(request);
        if (p == null) {
            return;
        }
        if (p.statusChecked) {
            operations.remove(request); // complete, then freed: nothing was left pending
            return;
        }
        List<Frame> stack = CallStacks.capture();
        p.free = Event.at(Event.FREE, stack.isEmpty() ? null : stack.get(0), stack, System.currentTimeMillis(),
                "Request.free of the active request (not a completion check)");
        // keyed by a fresh identity: the Request object may be reused by the binding's bookkeeping
        operations.remove(request);
        operations.put(new Object(), p);
        if (SENDS.contains(p.posted.call)) {
            awaitingReplies = true;
        }
    }

    /** Sends whose request was freed while active: a reply from their destination orders their completion. */
    private static final Set<String> SENDS = Set.of("iSend", "ibSend", "isSend", "irSend", "sendInit", "bSendInit",
            "sSendInit", "rSendInit");
    /** Request-based one-sided operations: the end of their epoch completes them as well as their request. */
    private static final Set<String> REQUEST_RMA = Set.of("rPut", "rGet", "rAccumulate", "rGetAccumulate");

    /** Set while some freed send waits for a reply ({@link #replyReceived}); read by the listener without a lock. */
    private volatile boolean awaitingReplies;

    /** Whether receives matter now: a freed active send is still pending (see {@link #replyReceived}). */
    public boolean awaitsReplies() {
        return awaitingReplies;
    }

    /**
     * A receive on {@code communicator} returned a message from {@code source}. A send to {@code source} on that
     * communicator whose active request was freed is complete from now on: this is how the standard's own example
     * of freeing an active send request (MPI-4.1 section 3.7.3, at MPI_REQUEST_FREE) learns of the completion,
     * from the peer's reply to the message. (A reply the peer sent before it received the message would not prove
     * it; without the peer's clock the checker cannot tell, and takes the reply as the proof the program means.)
     */
    public synchronized void replyReceived(long communicator, int source) {
        if (!awaitingReplies) {
            return;
        }
        boolean more = false;
        for (Iterator<PendingOperation> it = operations.values().iterator(); it.hasNext();) {
            PendingOperation p = it.next();
            if (p.free == null || !SENDS.contains(p.posted.call)) {
                continue;
            }
            if (p.posted.communicator == communicator && p.posted.peer == source) {
                it.remove();
                drop(p);
            } else {
                more = true;
            }
        }
        awaitingReplies = more;
    }

    /**
     * A synchronization on {@code window} completed at this origin the one-sided operations to {@code target} (all
     * targets when negative): fence, complete, unlock, unlockAll, flush, flushAll, flushLocal, flushLocalAll (MPI-4.1
     * section 12.5). Their buffers are no longer pending even when their requests were never waited for; a request
     * still neither completed nor freed at MPI.Finalize is reported then as a leak (potential, see {@link #finish}).
     */
    public synchronized void epochCompleted(long window, int target) {
        for (Iterator<PendingOperation> it = operations.values().iterator(); it.hasNext();) {
            PendingOperation p = it.next();
            if (!REQUEST_RMA.contains(p.posted.call) || p.posted.communicator != window
                    || target >= 0 && p.posted.peer != target || p.epochCompleted) {
                continue;
            }
            p.epochCompleted = true;
            if (p.free != null) {
                it.remove(); // freed, and now complete: nothing is left to report
                drop(p);
            } else if (!p.statusChecked) {
                p.statusChecked = true; // the request stays known until it is completed or freed
                checked(p);
            }
        }
    }

    private void drop(PendingOperation p) {
        for (int i = 0; i < p.buffers.length; i++) {
            PendingBuffer b = p.buffers[i];
            progress.unwatch(b.token);
            // the last pending buffer takes this one's place: the order of the list means nothing
            PendingBuffer last = buffers.remove(buffers.size() - 1);
            if (last != b) {
                buffers.set(b.slot, last);
                last.slot = b.slot;
            }
            b.slot = -1;
        }
        publish();
    }

    /** Rebuilds the filters' summary (per-kind counts and ranges) from the buffers pending now. */
    private void publish() {
        published = summaries.of(buffers, writesToReceives, FilterConfig.ACTIVE.mrThreshold);
        if (current == this) { // the probes test the installed checker's buffers only
            summary(published);
        }
    }

    /** ACC: the application read or wrote [address, address + length) at access site {@code site}. */
    public synchronized void access(long address, long length, boolean write, int site) {
        if (buffers.isEmpty() || length <= 0) {
            return;
        }
        for (PendingBuffer b : buffers) {
            String kind = conflict(b, write);
            if (kind == null) {
                continue;
            }
            long[] hit = b.hit(address, length);
            if (hit == null) {
                continue;
            }
            report(kind, b, hit, write, site);
        }
    }

    /**
     * ACC by a call that reads and then overwrites [address, address + length) (an in-place collective): one
     * finding per pending buffer it hits, as the write for a buffer the library reads (a send side), as the read
     * for one the library writes.
     */
    public synchronized void accessReadWrite(long address, long length, int site) {
        if (buffers.isEmpty() || length <= 0) {
            return;
        }
        for (PendingBuffer b : buffers) {
            boolean write = b.sendSide();
            String kind = conflict(b, write);
            long[] hit = kind == null ? null : b.hit(address, length);
            if (hit != null) {
                report(kind, b, hit, write, site);
            }
        }
    }

    /** Whether an access to [address, address + length) would be reported (see access, accessReadWrite). */
    private boolean hitsPending(long address, long length, boolean readAndWrite, boolean write) {
        for (PendingBuffer b : buffers) {
            if (conflict(b, readAndWrite ? b.sendSide() : write) != null && b.hit(address, length) != null) {
                return true;
            }
        }
        return false;
    }

    private String conflict(PendingBuffer b, boolean write) {
        String kind;
        if (b.use.access == BufferUse.READ_AND_WRITTEN_BY_LIBRARY) {
            // the library reads it (a write corrupts the contribution) and writes it (a read sees no result)
            kind = write ? Kinds.WRITE_PENDING_SEND : Kinds.READ_PENDING_RECEIVE;
        } else if (b.sendSide()) {
            kind = write ? Kinds.WRITE_PENDING_SEND : null;
        } else if (write) {
            kind = writesToReceives ? Kinds.WRITE_PENDING_RECEIVE : null;
        } else {
            kind = Kinds.READ_PENDING_RECEIVE;
        }
        if (kind != null && b.operation.free != null) {
            kind = Kinds.ACCESS_AFTER_FREE;
        }
        return kind;
    }

    private void report(String kind, PendingBuffer b, long[] hit, boolean write, int site) {
        PendingOperation p = b.operation;
        Frame accSite = AccessSites.get(site);
        String key = kind + "|" + where(p.nb()) + "|" + accSite;
        long now = System.currentTimeMillis();
        Diagnostic d = diagnostics.get(key);
        if (d != null) {
            d.count++;
            d.lastTime = now;
            p.addDiagnostic(d);
            return;
        }
        boolean libDone = p.free == null && libraryDone(p, b, now);
        d = new Diagnostic();
        d.kind = kind;
        d.severity = libDone || p.free != null ? Diagnostic.POTENTIAL : Diagnostic.ERROR;
        d.rank = rank;
        d.count = 1;
        d.firstTime = now;
        d.lastTime = now;
        d.operation = operation(b, hit);
        d.events.add(p.nb());
        if (p.sr != null) {
            d.events.add(p.sr);
        }
        if (p.free != null) {
            d.events.add(p.free);
        }
        List<Frame> stack = CallStacks.capture();
        Frame where = accSite != null ? accSite : (stack.isEmpty() ? null : stack.get(0));
        d.events.add(Event.at(Event.ACC, where, stack, now, (write ? "write" : "read") + " of " + (hit[1] - hit[0])
                + " message byte(s) at offset " + hit[0]));
        d.message = message(d, p, libDone);
        diagnostics.put(key, d);
        p.addDiagnostic(d);
        sink.found(d);
    }

    /** SR: asks the source (once it said done, the operation stays LibDone), on the thread that posted it. */
    private boolean libraryDone(PendingOperation p, PendingBuffer b, long now) {
        if (p.sr != null) {
            return true;
        }
        if (p.thread != Thread.currentThread() && !askFromAnyThread) {
            return false; // below MPI_THREAD_MULTIPLE only the posting thread may call the library
        }
        String source = progress.done(p.posted.request, b.token);
        if (source == null) {
            return false;
        }
        Event sr = new Event();
        sr.type = Event.SR;
        sr.time = now;
        sr.source = source;
        sr.detail = "the library had moved the data before the access (state LibDone)";
        p.sr = sr;
        return true;
    }

    private static String where(Event e) {
        return e.className + "." + e.method + ":" + e.line;
    }

    private String message(Diagnostic d, PendingOperation p, boolean libDone) {
        Event acc = d.event(Event.ACC);
        String what;
        switch (d.kind) {
            case Kinds.WRITE_PENDING_SEND: what = "write to the buffer of a pending " + p.posted.call; break;
            case Kinds.READ_PENDING_RECEIVE: what = "read of the buffer of a pending " + p.posted.call; break;
            case Kinds.WRITE_PENDING_RECEIVE: what = "write to the buffer of a pending " + p.posted.call; break;
            default: what = "access to the buffer of " + p.posted.call + " after Request.free of the active request";
        }
        String state = p.free != null ? "the request was freed, so no completion check can order the access"
                : libDone ? "the library had already finished with the data, but no completion check ordered it"
                : "the library had not finished with the data yet";
        return what + " (posted at " + where(p.nb()) + ") at " + where(acc) + ": " + state;
    }

    private Operation operation(PendingBuffer b, long[] hit) {
        PostedOperation op = b.operation.posted;
        Operation o = new Operation();
        o.call = op.call;
        o.peer = op.peer == UNDEFINED ? null : op.peer;
        o.tag = op.tag == UNDEFINED ? null : op.tag;
        o.communicator = communicatorNames.getOrDefault(op.communicator, "0x" + Long.toHexString(op.communicator));
        o.role = b.use.role;
        o.datatype = b.use.datatypeName;
        o.count = b.use.count;
        o.address = "0x" + Long.toHexString(b.use.address);
        o.bufferBytes = b.hi - b.use.address;
        o.messageBytes = b.map.messageBytes(b.use.count);
        if (hit != null) {
            o.access = new Operation.ByteRange(hit[0], hit[1] - hit[0]);
        }
        return o;
    }

    /**
     * At MPI.Finalize: every operation still pending and not freed never had a completion check. Returns all
     * diagnostics of this rank, the new ones included.
     */
    public synchronized List<Diagnostic> finish() {
        for (Iterator<PendingOperation> it = operations.values().iterator(); it.hasNext();) {
            PendingOperation p = it.next();
            if (p.free == null) {
                boolean leak = p.epochCompleted;
                String key = Kinds.MISSING_COMPLETION + "|" + where(p.nb());
                Diagnostic d = diagnostics.get(key);
                if (d != null) {
                    d.count++;
                    d.lastTime = System.currentTimeMillis();
                } else {
                    d = new Diagnostic();
                    d.kind = Kinds.MISSING_COMPLETION;
                    // an operation its epoch completed only leaks its request (MPI-4.1 3.7.3: complete or free
                    // every request); an operation nothing completed may still be reading or writing its buffers
                    d.severity = leak ? Diagnostic.POTENTIAL : Diagnostic.ERROR;
                    d.rank = rank;
                    d.count = 1;
                    d.firstTime = p.nb().time;
                    d.lastTime = d.firstTime;
                    d.operation = p.buffers.length == 0 ? bare(p.posted) : operation(p.buffers[0], null);
                    d.events.add(p.nb());
                    d.message = p.posted.call + " posted at " + where(p.nb()) + (leak
                            ? " completed with its epoch, but its request was never completed nor freed before"
                                    + " MPI.Finalize (a leaked request)"
                            : " was never completed (no successful wait or test) before MPI.Finalize");
                    diagnostics.put(key, d);
                    sink.found(d);
                }
            }
        }
        operations.clear();
        buffers.clear();
        published = null;
        if (current == this) {
            summary(null);
        }
        return new ArrayList<>(diagnostics.values());
    }

    private Operation bare(PostedOperation op) {
        Operation o = new Operation();
        o.call = op.call;
        o.peer = op.peer == UNDEFINED ? null : op.peer;
        o.tag = op.tag == UNDEFINED ? null : op.tag;
        o.communicator = communicatorNames.getOrDefault(op.communicator, "0x" + Long.toHexString(op.communicator));
        return o;
    }

    /** A snapshot of the diagnostics so far (for a rank that exits without MPI.Finalize). */
    public synchronized List<Diagnostic> snapshot() {
        return new ArrayList<>(diagnostics.values());
    }

    /** Where data-maps come from (the library in production, fixed maps in unit tests). */
    public interface DataMapSource {
        DataMap of(long datatype);
    }
}
