package mpi;

import java.nio.Buffer;
import mpi.shim.abi.HandleType;
import mpi.shim.event.Hooks;
import mpi.shim.event.MpiListener;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiPointToPoint;

/**
 * A pending nonblocking operation ({@code MPI_Request}): returned by {@code iSend}, {@code iRecv}, the nonblocking
 * collectives, request-based one-sided operations and nonblocking file transfers. Complete it with a wait or a test;
 * its buffers belong to the library until then, and the request keeps them reachable so that the garbage collector
 * cannot free memory the library still uses. Once complete, the handle becomes null ({@link #isNull()}), except for a
 * {@link Prequest}, which becomes inactive.
 *
 * <p>The calls on arrays refuse a null entry, a freed request and the same active request twice in one array (the
 * library would complete and free it twice, a double free that kills the process). Where a failed completion is
 * reported differs: Open MPI raises it on the request's communicator's error handler, MPICH on
 * {@link MPI#COMM_WORLD}'s, so set {@link MPI#ERRORS_RETURN} there too to get the {@link MPIException} on MPICH
 * (docs/mpis.md).
 */
public class Request implements Freeable {
    /** {@link #mark} of a request freed by {@link #free()}; array calls only stamp marks from 1 up. */
    private static final int FREED = -1;

    /** The library handle ({@code MPI_Request}); {@code MPI_REQUEST_NULL} once complete or freed. */
    protected long handle;
    /** The buffer the operation reads, kept reachable while it is pending. */
    protected Buffer sendBuf;
    /** The buffer the operation writes, kept reachable while it is pending. */
    protected Buffer recvBuf;
    /** The stamp of the last array call that staged this request (see {@link #stage}), or FREED. */
    private int mark;

    /**
     * Where a receive a checker follows was posted, with the source and tag it asked for (maybe wildcards), and
     * the state of its report; or, for a nonblocking collective, the ranks whose messages its completion brings.
     */
    static final class Receipt {
        final String call;
        final long comm;
        final Comm object;
        final int source;
        final int tag;
        /** A nonblocking collective's: the ranks whose messages its completion receives (null: a receive's). */
        final int[] sources;
        /** The receive completed and the checker has not heard of it yet. */
        boolean due;
        /** A getStatus found the receive complete and told the checker: its wait or test does not tell it again. */
        boolean heard;
        /** cancel() was called: a completed receive may then have received nothing. */
        boolean cancelRequested;
        /** What names the receive's posting to the checker: this receipt, or the probe's match (imRecv). */
        Object posting = this;

        private Receipt(String call, long comm, Comm object, int source, int tag, int[] sources) {
            this.call = call;
            this.comm = comm;
            this.object = object;
            this.source = source;
            this.tag = tag;
            this.sources = sources;
        }

        /** Tells the checker this receive was posted (see MpiListener#receivePosted); not from MPI.PROC_NULL. */
        void posted() {
            if (source != MPI.PROC_NULL) {
                Hooks.LISTENER.receivePosted(call, comm, object, source, tag, posting);
            }
        }

        /** The receipt of a receive posted by {@code call}, or null when no checker follows messages. */
        static Receipt expect(String call, long comm, Comm object, int source, int tag) {
            if (Hooks.LISTENER != null && object != null && Hooks.LISTENER.tracksMessages()) {
                return new Receipt(call, comm, object, source, tag, null);
            }
            return null;
        }

        /**
         * The receipt of a nonblocking collective whose completion brings the messages of {@code sources} (ranks
         * of {@code object}, see {@link CollectiveEvents}), or null when there are none or no checker follows messages.
         */
        static Receipt collective(String call, long comm, Comm object, int[] sources) {
            if (sources.length > 0 && Hooks.LISTENER != null && Hooks.LISTENER.tracksMessages()) {
                return new Receipt(call, comm, object, MPI.UNDEFINED, MpiListener.COLLECTIVE_TAG, sources);
            }
            return null;
        }
    }

    /**
     * The handle of {@code MPI_REQUEST_NULL} in the running library.
     * @return the handle
     */
    protected static long getNull() {
        return Handles.REQUEST_NULL;
    }

    /**
     * Wraps a library handle.
     * @param handle the {@code MPI_Request}
     */
    protected Request(long handle) {
        this.handle = handle;
    }

    /**
     * The request a nonblocking receive returns: a {@link ReceivingRequest} when a checker follows messages (it
     * hears of the message when a wait or test completes the receive), else a plain one. {@code matched}: the
     * posting of the probe that matched the message (imRecv), or null: the checker hears of this posting now.
     */
    static Request receiving(long handle, String call, long comm, Comm object, int source, int tag, Object matched) {
        Receipt r = Hooks.LISTENER != null ? Receipt.expect(call, comm, object, source, tag) : null;
        if (r == null) {
            return new Request(handle);
        }
        if (matched != null) {
            r.posting = matched;
        } else {
            r.posted();
        }
        return new ReceivingRequest(handle, r);
    }

    /**
     * The receipt of a receive a checker follows; null for a plain request (no field: see the class comment).
     * Callers ask only when {@code Hooks.LISTENER != null}: with plain mpi.jar that constant removes the call, and
     * with it the Receipt class, which is never loaded then (the JIT does not inline a method whose signature
     * names an unloaded class, and the Request would then escape into the call).
     */
    Receipt receipt() {
        return null;
    }

    /** True once {@link #free()} freed this request. */
    private boolean freed() {
        return mark == FREED;
    }

    /** The handle, or an exception when the request was freed by {@link #free()}. */
    final long use() throws MPIException {
        if (!Lifecycle.active) {
            Lifecycle.check(); // MPI_Wait and friends abort the job outside Init..Finalize
        }
        if (freed()) {
            throw Errors.refused(MPI.ERR_REQUEST, "request has been freed");
        }
        return handle;
    }

    /**
     * Called with the handle the library left after a wait or test: once the request is done, drops the buffers
     * and tells a checker (CK). Persistent requests override this: their handle survives completion.
     */
    void completed(long newHandle) {
        long old = handle;
        handle = newHandle;
        if (newHandle == Handles.REQUEST_NULL && old != Handles.REQUEST_NULL) {
            sendBuf = null;
            recvBuf = null;
            receiptDue();
            if (Hooks.LISTENER != null) {
                Hooks.LISTENER.completed(this);
            }
            ended();
        }
    }

    /**
     * The request has just ended (its handle became MPI_REQUEST_NULL; called once): kinds of request that hold
     * something for the library until then, or tell an object of their end, do it here.
     */
    void ended() {}

    /**
     * Called for each request of an array after a wait or test on the array, with the handle the library left and
     * whether the call returned this request as completed ({@code reported}: every one for waitAll and a true
     * testAll, the index of waitAny/testAny, the indices of waitSome/testSome). A nonblocking request's handle
     * says it already; a persistent request keeps its handle, so it needs {@code reported}.
     */
    void completedIn(long newHandle, boolean reported) {
        completed(newHandle);
    }

    /** A receive completed (a persistent one's handle survives, so it tells from {@code completedIn}). */
    final void receiptDue() {
        if (Hooks.LISTENER == null) {
            return;
        }
        Receipt r = receipt();
        if (r != null) {
            r.due = !r.heard;
            r.heard = false;
        }
    }

    /** True when the receive completed and its checker has not heard of it yet. */
    private boolean isReceiptDue() {
        if (Hooks.LISTENER == null) {
            return false;
        }
        Receipt r = receipt();
        return r != null && r.due;
    }

    /**
     * Called after a wait or test returned, once nothing is left to read from this thread's scratch (a listener may
     * communicate): tells a checker the message of a completed receive arrived. {@code status}: a copy of the
     * request's status, or null when the call ignored it (then the source and tag are those asked for).
     */
    final void reportReceipt(Status status) {
        if (Hooks.LISTENER == null) {
            return;
        }
        Receipt receipt = receipt();
        if (receipt == null || !receipt.due) {
            return;
        }
        receipt.due = false;
        if (receipt.sources != null) {
            CollectiveEvents.receivedFrom(receipt.call, receipt.comm, receipt.object, receipt.sources);
            return;
        }
        int source = status != null ? status.getSource() : receipt.source;
        int tag = status != null ? status.getTag() : receipt.tag;
        boolean cancelled;
        try {
            cancelled = receipt.cancelRequested && (status == null || status.isCancelled());
        } catch (MPIException e) {
            cancelled = true;
        }
        if (source < 0 || tag < 0 || cancelled) {
            // MPI.PROC_NULL, a wildcard the call's status did not resolve, or cancelled (or, without a status,
            // maybe): no message, no ordering
            Hooks.LISTENER.receiveEnded(receipt.posting);
            return;
        }
        Hooks.LISTENER.messageReceived(receipt.call, receipt.comm, receipt.object, source, tag, receipt.posting);
    }

    /**
     * getStatus found this request complete: a receive's message then orders what follows, as at its wait, so the
     * checker hears of it now and not again when the wait or test ends the request.
     */
    private void receiptHeard(Status status) {
        Receipt r = receipt();
        if (r == null || r.heard || isInactivePersistent()) {
            return; // an inactive persistent request's status is empty: no message
        }
        r.due = true;
        reportReceipt(status);
        r.heard = true;
    }

    /** The status a wait or test of this request alone passes: a real one when a checker wants the source. */
    private long statusArea(Scratch s) {
        return Hooks.LISTENER != null && receipt() != null ? s.status : Handles.STATUS_IGNORE;
    }

    /** After a wait or test of this request alone that passed {@link #statusArea}. */
    private void receiptFrom(Scratch s) {
        if (isReceiptDue()) {
            reportReceipt(Status.of(s.status));
        }
    }

    /** True for a persistent request that was never started or whose last start has completed. */
    boolean isInactivePersistent() {
        return false;
    }

    /** True when some request of the array is a receive a checker wants to hear of. */
    private static boolean anyReceipt(Request[] requests) {
        if (Hooks.LISTENER == null) {
            return false;
        }
        for (Request r : requests) {
            if (r != null && r.receipt() != null) {
                return true;
            }
        }
        return false;
    }

    /** After an array call that completed requests with statuses {@code st} (copied first: listeners communicate). */
    private static void receipts(Request[] requests, long st) {
        Status[] copies = new Status[requests.length];
        for (int i = 0; i < requests.length; i++) {
            if (requests[i].isReceiptDue()) {
                copies[i] = Status.of(st + (long) Status.BYTES * i, i);
            }
        }
        for (int i = 0; i < requests.length; i++) {
            if (copies[i] != null) {
                requests[i].reportReceipt(copies[i]);
            }
        }
    }

    /**
     * Frees the request; an active operation still completes, but nothing will say when, and its buffers stay
     * referenced. Calls {@code MPI_Request_free} (nothing for a completed request). {@link MPI#REQUEST_NULL} is refused
     * ({@link MPI#ERR_REQUEST}), as is any later use of the freed request.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void free() throws MPIException {
        long h = use();
        if (this == MPI.REQUEST_NULL) {
            // marking the shared constant freed would break every later use of MPI.REQUEST_NULL
            throw Errors.refused(MPI.ERR_REQUEST, "MPI.REQUEST_NULL cannot be freed");
        }
        if (h == Handles.REQUEST_NULL) {
            mark = FREED;
            return;
        }
        Scratch s = Scratch.get();
        HandleType.REQUEST.put(s.request, h);
        Errors.check(LibMpiPointToPoint.MPI_Request_free(s.request), "MPI_Request_free");
        handle = Handles.REQUEST_NULL;
        mark = FREED;
        if (Hooks.LISTENER != null) {
            Hooks.LISTENER.freed(this);
        }
        // the buffers stay referenced: the library may still use them after a free of an active request
    }

    /**
     * Asks for the operation to be cancelled; a wait or test still completes it, and its status says whether the cancel
     * succeeded ({@link Status#isCancelled()}). Calls {@code MPI_Cancel} (nothing for a completed request). An inactive
     * persistent request is refused ({@link MPI#ERR_REQUEST}): Open MPI 4.1 crashes on it.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void cancel() throws MPIException {
        long h = use();
        if (h == Handles.REQUEST_NULL) {
            return;
        }
        if (isInactivePersistent()) {
            // Open MPI 4.1 crashes on it; there is nothing to cancel
            throw Errors.refused(MPI.ERR_REQUEST, "cancel of an inactive persistent request: start it first");
        }
        Scratch s = Scratch.get();
        HandleType.REQUEST.put(s.request, h);
        Errors.check(LibMpiPointToPoint.MPI_Cancel(s.request), "MPI_Cancel");
        Receipt r = Hooks.LISTENER != null ? receipt() : null;
        if (r != null) {
            r.cancelRequested = true;
        }
    }

    /**
     * Keeps the buffer the operation writes reachable until it completes.
     * @param buf the buffer
     */
    protected final void addRecvBufRef(Buffer buf) {
        recvBuf = buf;
    }

    /**
     * Keeps the buffer the operation reads reachable until it completes.
     * @param buf the buffer
     */
    protected final void addSendBufRef(Buffer buf) {
        sendBuf = buf;
    }

    /**
     * Whether the request is {@code MPI_REQUEST_NULL}: completed, freed, or never started.
     * @return true when null
     */
    public final boolean isNull() {
        return handle == Handles.REQUEST_NULL;
    }

    /**
     * Waits for the operation to complete. Calls {@code MPI_Wait}.
     * @return its status
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Status waitStatus() throws MPIException {
        Scratch s = Scratch.get();
        HandleType.REQUEST.put(s.request, use());
        int rc = LibMpiPointToPoint.MPI_Wait(s.request, s.status);
        completed(HandleType.REQUEST.get(s.request));
        Errors.check(rc, "MPI_Wait");
        Status st = Status.of(s.status);
        reportReceipt(st);
        return st;
    }

    /**
     * Waits for the operation to complete, ignoring its status. Calls {@code MPI_Wait} (with
     * {@code MPI_STATUS_IGNORE}).
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void waitFor() throws MPIException {
        Scratch s = Scratch.get();
        HandleType.REQUEST.put(s.request, use());
        int rc = LibMpiPointToPoint.MPI_Wait(s.request, statusArea(s));
        completed(HandleType.REQUEST.get(s.request));
        Errors.check(rc, "MPI_Wait");
        receiptFrom(s);
    }

    /**
     * Tests whether the operation has completed, completing it if so. Calls {@code MPI_Test}.
     * @return its status when complete (the handle becomes null), else null
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Status testStatus() throws MPIException {
        Scratch s = Scratch.get();
        HandleType.REQUEST.put(s.request, use());
        int rc = LibMpiPointToPoint.MPI_Test(s.request, s.flag, s.status);
        Errors.check(rc, "MPI_Test");
        if (Memory.getInt(s.flag) == 0) {
            return null;
        }
        completed(HandleType.REQUEST.get(s.request));
        Status st = Status.of(s.status);
        reportReceipt(st);
        return st;
    }

    /**
     * Tests whether the operation has completed without completing it: the request stays as it is and still needs a
     * wait or test. Calls {@code MPI_Request_get_status}.
     * @return its status when complete, else null
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Status getStatus() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiPointToPoint.MPI_Request_get_status(use(), s.flag, s.status), "MPI_Request_get_status");
        if (Memory.getInt(s.flag) == 0) {
            return null;
        }
        Status complete = Status.of(s.status); // read before a listener's own calls reuse the scratch
        if (Hooks.LISTENER != null) {
            Hooks.LISTENER.statusComplete(this);
            receiptHeard(complete);
        }
        return complete;
    }

    /**
     * Tests whether the operation has completed, completing it if so. Calls {@code MPI_Test} (with
     * {@code MPI_STATUS_IGNORE}).
     * @return true when complete
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final boolean test() throws MPIException {
        Scratch s = Scratch.get();
        HandleType.REQUEST.put(s.request, use());
        int rc = LibMpiPointToPoint.MPI_Test(s.request, s.flag, statusArea(s));
        Errors.check(rc, "MPI_Test");
        if (Memory.getInt(s.flag) == 0) {
            return false;
        }
        completed(HandleType.REQUEST.get(s.request));
        receiptFrom(s);
        return true;
    }

    // ---- arrays of requests -------------------------------------------------------------------------------------

    /**
     * Copies the handles into this thread's request area and returns its address, refusing a null or freed request
     * and the same active request twice, in one pass over the array (it is on the message rate's path).
     *
     * <p>The same active Request object twice in one array makes the library complete and free it twice (a double
     * free that kills the process), so it is refused. Identity, not the handle: Open MPI hands one static, already
     * completed request to many immediate iSends, and those may share an array. Each call stamps its requests with
     * a fresh mark ({@code mark}, from this thread's counter: see {@link Scratch#nextMark}), so a request met
     * twice carries the mark already: linear, and nothing allocated. A request may also carry an equal mark from
     * an earlier call (marks are ints that repeat after 2^31 calls, and each thread counts on its own, without an
     * atomic), which is why a match is confirmed by finding the request earlier in the array.
     */
    private static long stage(Scratch s, Request[] requests) throws MPIException {
        Args.notNull(requests, "requests");
        Lifecycle.check();
        long base = s.area(Scratch.REQUESTS, HandleType.REQUEST.arrayBytes(Math.max(1, requests.length)));
        int mark = s.nextMark();
        for (int i = 0; i < requests.length; i++) {
            Request r = requests[i];
            if (r == null) {
                throw new IllegalArgumentException("requests[" + i + "] is null");
            }
            int seen = r.mark;
            if (seen == FREED) {
                throw Errors.refused(MPI.ERR_REQUEST, "requests[" + i + "] has been freed");
            }
            long h = r.handle;
            HandleType.REQUEST.put(HandleType.REQUEST.at(base, i), h);
            if (h != Handles.REQUEST_NULL) {
                if (seen == mark) {
                    refuseIfEarlier(requests, r, i);
                }
                r.mark = mark;
            }
        }
        return base;
    }

    /** The handle the library left at index {@code i} of a staged array. */
    private static long stagedAt(long base, int i) {
        return HandleType.REQUEST.get(HandleType.REQUEST.at(base, i));
    }

    /** Refuses request {@code r}, at index {@code i}, when the array holds it at an earlier index too. */
    private static void refuseIfEarlier(Request[] requests, Request r, int i) throws MPIException {
        for (int first = 0; first < i; first++) {
            if (requests[first] == r) {
                throw duplicate(first, i);
            }
        }
    }

    private static MPIException duplicate(int first, int second) {
        return Errors.refused(MPI.ERR_REQUEST, "requests[" + first + "] and requests[" + second
                + "] are the same active request");
    }

    /** After a call on the whole array: {@code done} when it completed them all (waitAll, a true testAll). */
    private static void unstage(long base, Request[] requests, boolean done) {
        for (int i = 0; i < requests.length; i++) {
            requests[i].completedIn(stagedAt(base, i), done);
        }
    }

    /** After waitAny/testAny returned {@code index} (MPI.UNDEFINED: none) with a copy of its status. */
    private static void receiptOf(Request[] requests, int index, Status status) {
        if (index >= 0 && index < requests.length) {
            requests[index].reportReceipt(status);
        }
    }

    /** After waitAny/testAny: only request {@code index} (MPI.UNDEFINED: none) was completed. */
    private static void unstageOne(long base, Request[] requests, int index) {
        for (int i = 0; i < requests.length; i++) {
            requests[i].completedIn(stagedAt(base, i), i == index);
        }
    }

    /** After waitSome/testSome: the {@code n} requests at the indices in native memory (n: MPI.UNDEFINED, none). */
    private static void unstageSome(long base, Request[] requests, long indices, int n) {
        for (int i = 0; i < requests.length; i++) {
            boolean reported = false;
            for (int k = 0; k < n && !reported; k++) {
                reported = Memory.getInt(indices + 4L * k) == i;
            }
            requests[i].completedIn(stagedAt(base, i), reported);
        }
    }

    private static long statuses(Scratch s, int n) {
        return s.area(Scratch.STATUSES, (long) Status.BYTES * Math.max(1, n) + 4L * Math.max(1, n));
    }

    /**
     * Waits until one of the operations completes. Calls {@code MPI_Waitany}.
     * @param requests the requests
     * @return the status of the one completed, with its index ({@link Status#getIndex()}; {@link MPI#UNDEFINED} when no
     * request was active)
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static Status waitAnyStatus(Request[] requests) throws MPIException {
        Scratch s = Scratch.get();
        long base = stage(s, requests);
        int rc = LibMpiPointToPoint.MPI_Waitany(requests.length, base, s.index, s.status);
        unstageOne(base, requests, rc == 0 ? Memory.getInt(s.index) : MPI.UNDEFINED);
        Errors.check(rc, "MPI_Waitany");
        Status st = Status.of(s.status, Memory.getInt(s.index));
        receiptOf(requests, st.getIndex(), st);
        return st;
    }

    /**
     * Waits until one of the operations completes. Calls {@code MPI_Waitany}.
     * @param requests the requests
     * @return the index of the one completed, or {@link MPI#UNDEFINED} when no request was active
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static int waitAny(Request[] requests) throws MPIException {
        Scratch s = Scratch.get();
        long base = stage(s, requests);
        boolean want = anyReceipt(requests);
        int rc = LibMpiPointToPoint.MPI_Waitany(requests.length, base, s.index, want ? s.status : Handles.STATUS_IGNORE);
        unstageOne(base, requests, rc == 0 ? Memory.getInt(s.index) : MPI.UNDEFINED);
        Errors.check(rc, "MPI_Waitany");
        int index = Memory.getInt(s.index);
        if (want) {
            receiptOf(requests, index, Status.of(s.status, index));
        }
        return index;
    }

    /**
     * Tests whether one of the operations has completed, completing it if so. Calls {@code MPI_Testany}.
     * @param requests the requests
     * @return the status of the one completed, with its index, or null when none has
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static Status testAnyStatus(Request[] requests) throws MPIException {
        Scratch s = Scratch.get();
        long base = stage(s, requests);
        int rc = LibMpiPointToPoint.MPI_Testany(requests.length, base, s.index, s.flag, s.status);
        unstageOne(base, requests, rc == 0 && Memory.getInt(s.flag) != 0 ? Memory.getInt(s.index) : MPI.UNDEFINED);
        Errors.check(rc, "MPI_Testany");
        if (Memory.getInt(s.flag) == 0) {
            return null;
        }
        Status st = Status.of(s.status, Memory.getInt(s.index));
        receiptOf(requests, st.getIndex(), st);
        return st;
    }

    /**
     * Tests whether one of the operations has completed, completing it if so. Calls {@code MPI_Testany}.
     * @param requests the requests
     * @return the index of the one completed, or {@link MPI#UNDEFINED} when none has (or none was active)
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static int testAny(Request[] requests) throws MPIException {
        Scratch s = Scratch.get();
        long base = stage(s, requests);
        boolean want = anyReceipt(requests);
        int rc = LibMpiPointToPoint.MPI_Testany(requests.length, base, s.index, s.flag, want ? s.status : Handles.STATUS_IGNORE);
        unstageOne(base, requests, rc == 0 && Memory.getInt(s.flag) != 0 ? Memory.getInt(s.index) : MPI.UNDEFINED);
        Errors.check(rc, "MPI_Testany");
        int index = Memory.getInt(s.flag) == 0 ? MPI.UNDEFINED : Memory.getInt(s.index);
        if (want) {
            receiptOf(requests, index, Status.of(s.status, index));
        }
        return index;
    }

    /**
     * Waits until all operations complete. Calls {@code MPI_Waitall}.
     * @param requests the requests
     * @return their statuses, in order
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static Status[] waitAllStatus(Request[] requests) throws MPIException {
        Scratch s = Scratch.get();
        long base = stage(s, requests);
        long st = statuses(s, requests.length);
        int rc = LibMpiPointToPoint.MPI_Waitall(requests.length, base, st);
        unstage(base, requests, rc == 0);
        Errors.check(rc, "MPI_Waitall");
        Status[] result = new Status[requests.length];
        for (int i = 0; i < result.length; i++) {
            result[i] = Status.of(st + (long) Status.BYTES * i, i);
        }
        for (int i = 0; i < result.length; i++) {
            requests[i].reportReceipt(result[i]);
        }
        return result;
    }

    /**
     * Waits until all operations complete, ignoring their statuses. Calls {@code MPI_Waitall}.
     * @param requests the requests
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static void waitAll(Request[] requests) throws MPIException {
        Scratch s = Scratch.get();
        long base = stage(s, requests);
        long st = anyReceipt(requests) ? statuses(s, requests.length) : Handles.STATUSES_IGNORE;
        int rc = LibMpiPointToPoint.MPI_Waitall(requests.length, base, st);
        unstage(base, requests, rc == 0);
        Errors.check(rc, "MPI_Waitall");
        if (st != Handles.STATUSES_IGNORE) {
            receipts(requests, st);
        }
    }

    /**
     * Tests whether all operations have completed, completing them if so. Calls {@code MPI_Testall}.
     * @param requests the requests
     * @return their statuses when all have completed, else null (and none is completed)
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static Status[] testAllStatus(Request[] requests) throws MPIException {
        Scratch s = Scratch.get();
        long base = stage(s, requests);
        long st = statuses(s, requests.length);
        int rc = LibMpiPointToPoint.MPI_Testall(requests.length, base, s.flag, st);
        unstage(base, requests, rc == 0 && Memory.getInt(s.flag) != 0);
        Errors.check(rc, "MPI_Testall");
        if (Memory.getInt(s.flag) == 0) {
            return null;
        }
        Status[] result = new Status[requests.length];
        for (int i = 0; i < result.length; i++) {
            result[i] = Status.of(st + (long) Status.BYTES * i, i);
        }
        for (int i = 0; i < result.length; i++) {
            requests[i].reportReceipt(result[i]);
        }
        return result;
    }

    /**
     * Tests whether all operations have completed, completing them if so. Calls {@code MPI_Testall}.
     * @param requests the requests
     * @return true when all have completed
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static boolean testAll(Request[] requests) throws MPIException {
        Scratch s = Scratch.get();
        long base = stage(s, requests);
        long st = anyReceipt(requests) ? statuses(s, requests.length) : Handles.STATUSES_IGNORE;
        int rc = LibMpiPointToPoint.MPI_Testall(requests.length, base, s.flag, st);
        unstage(base, requests, rc == 0 && Memory.getInt(s.flag) != 0);
        Errors.check(rc, "MPI_Testall");
        boolean done = Memory.getInt(s.flag) != 0;
        if (done && st != Handles.STATUSES_IGNORE) {
            receipts(requests, st);
        }
        return done;
    }

    /**
     * Waits until at least one operation completes, completing all that have. Calls {@code MPI_Waitsome}.
     * @param requests the requests
     * @return the statuses of those completed, each with its index, or null when no request was active
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static Status[] waitSomeStatus(Request[] requests) throws MPIException {
        return someStatus(requests, true);
    }

    /**
     * Waits until at least one operation completes, completing all that have. Calls {@code MPI_Waitsome}.
     * @param requests the requests
     * @return the indices of those completed, or null when no request was active
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static int[] waitSome(Request[] requests) throws MPIException {
        return some(requests, true);
    }

    /**
     * Completes the operations that have completed, without waiting. Calls {@code MPI_Testsome}.
     * @param requests the requests
     * @return the statuses of those completed, each with its index (empty when none), or null when no request was
     * active
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static Status[] testSomeStatus(Request[] requests) throws MPIException {
        return someStatus(requests, false);
    }

    /**
     * Completes the operations that have completed, without waiting. Calls {@code MPI_Testsome}.
     * @param requests the requests
     * @return the indices of those completed (empty when none), or null when no request was active
     * @throws MPIException if the call fails, or the binding refuses the array (a null entry:
     * {@link IllegalArgumentException}; a freed request, or one active request twice: {@link MPI#ERR_REQUEST})
     */
    public static int[] testSome(Request[] requests) throws MPIException {
        return some(requests, false);
    }

    private static int[] some(Request[] requests, boolean wait) throws MPIException {
        if (anyReceipt(Args.notNull(requests, "requests"))) {
            // the checker needs each received message's source: the statuses form, reduced to indices
            Status[] st = someStatus(requests, wait);
            if (st == null) {
                return null;
            }
            int[] result = new int[st.length];
            for (int i = 0; i < st.length; i++) {
                result[i] = st[i].getIndex();
            }
            return result;
        }
        Scratch s = Scratch.get();
        long base = stage(s, requests);
        long indices = statuses(s, requests.length);
        int rc = wait
                ? LibMpiPointToPoint.MPI_Waitsome(requests.length, base, s.count, indices, Handles.STATUSES_IGNORE)
                : LibMpiPointToPoint.MPI_Testsome(requests.length, base, s.count, indices, Handles.STATUSES_IGNORE);
        unstageSome(base, requests, indices, rc == 0 ? Memory.getInt(s.count) : 0);
        if (rc != 0) {
            throw Errors.of(rc, wait ? "MPI_Waitsome" : "MPI_Testsome");
        }
        int n = Memory.getInt(s.count);
        if (n == MPI.UNDEFINED) {
            return null;
        }
        int[] result = new int[n];
        for (int i = 0; i < n; i++) {
            result[i] = Memory.getInt(indices + 4L * i);
        }
        return result;
    }

    private static Status[] someStatus(Request[] requests, boolean wait) throws MPIException {
        Scratch s = Scratch.get();
        long base = stage(s, requests);
        long st = statuses(s, requests.length);
        long indices = st + (long) Status.BYTES * Math.max(1, requests.length);
        int rc = wait
                ? LibMpiPointToPoint.MPI_Waitsome(requests.length, base, s.count, indices, st)
                : LibMpiPointToPoint.MPI_Testsome(requests.length, base, s.count, indices, st);
        unstageSome(base, requests, indices, rc == 0 ? Memory.getInt(s.count) : 0);
        if (rc != 0) {
            throw Errors.of(rc, wait ? "MPI_Waitsome" : "MPI_Testsome");
        }
        int n = Memory.getInt(s.count);
        if (n == MPI.UNDEFINED) {
            return null;
        }
        Status[] result = new Status[n];
        for (int i = 0; i < n; i++) {
            result[i] = Status.of(st + (long) Status.BYTES * i, Memory.getInt(indices + 4L * i));
        }
        for (Status r : result) {
            requests[r.getIndex()].reportReceipt(r);
        }
        return result;
    }

    /**
     * The handles of requests, {@code MPI_REQUEST_NULL} for null entries.
     * @param requests the requests
     * @return their handles
     */
    protected static long[] getHandles(Request[] requests) {
        long[] handles = new long[requests.length];
        for (int i = 0; i < requests.length; i++) {
            handles[i] = requests[i] == null ? Handles.REQUEST_NULL : requests[i].handle;
        }
        return handles;
    }

    /**
     * Gives requests the handles a call on their array left, completing those that became null.
     * @param requests the requests
     * @param handles their new handles
     */
    protected static void setHandles(Request[] requests, long[] handles) {
        for (int i = 0; i < requests.length; i++) {
            requests[i].completed(handles[i]);
        }
    }
}
