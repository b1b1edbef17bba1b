package mpi;

import java.nio.Buffer;
import mpi.shim.abi.HandleType;
import mpi.shim.event.BufferUse;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiPointToPoint;

/**
 * A persistent request, made by {@link Comm#sendInit}, {@link Comm#recvInit} and their buffered, synchronous and ready
 * forms: started any number of times with {@link #start()}, each start completed by a wait or test. Its handle survives
 * completion (the request becomes inactive, not null). Starting a request still active is refused
 * ({@link MPI#ERR_REQUEST}): MPI needs a completed wait or test first.
 */
public final class Prequest extends Request {
    static final int SEND = 0, BSEND = 1, SSEND = 2, RSEND = 3, RECV = 4;
    private static final String[] CALLS = {"MPI_Send_init", "MPI_Bsend_init", "MPI_Ssend_init", "MPI_Rsend_init",
        "MPI_Recv_init"};
    private static final String[] NAMES = {"sendInit", "bSendInit", "sSendInit", "rSendInit", "recvInit"};

    private String call = "persistent";
    private long comm;
    private Comm commObject;
    private boolean receive;
    private int peer = MPI.UNDEFINED;
    private int tag = MPI.UNDEFINED;
    /** The buffer as the checker sees it; built only when a checker listens. */
    private BufferUse buffer;
    /** Started and not yet seen complete. */
    private boolean active;
    /** A receive a checker follows (see {@link Request#receipt()}); else null. */
    private Receipt receipt;

    /**
     * Wraps a library handle.
     * @param handle the persistent {@code MPI_Request}
     */
    protected Prequest(long handle) {
        super(handle);
    }

    static Prequest init(Comm c, int mode, Buffer buf, int count, Datatype type, int peer, int tag)
            throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long a = mode == RECV ? Payload.directOut(buf, count, type, "buf") : Payload.direct(buf, count, type, "buf");
        Scratch s = Scratch.get();
        int rc;
        switch (mode) {
            case BSEND: rc = LibMpiPointToPoint.MPI_Bsend_init(a, count, t, peer, tag, h, s.request); break;
            case SSEND: rc = LibMpiPointToPoint.MPI_Ssend_init(a, count, t, peer, tag, h, s.request); break;
            case RSEND: rc = LibMpiPointToPoint.MPI_Rsend_init(a, count, t, peer, tag, h, s.request); break;
            case RECV: rc = LibMpiPointToPoint.MPI_Recv_init(a, count, t, peer, tag, h, s.request); break;
            default: rc = LibMpiPointToPoint.MPI_Send_init(a, count, t, peer, tag, h, s.request);
        }
        if (rc != 0) {
            throw Errors.of(rc, CALLS[mode], (mode == RECV ? "source " : "dest ") + peer + ", tag " + tag);
        }
        Prequest r = new Prequest(HandleType.REQUEST.get(s.request));
        if (mode == RECV) {
            r.addRecvBufRef(buf);
        } else {
            r.addSendBufRef(buf);
        }
        r.call = NAMES[mode];
        r.comm = h;
        r.commObject = c;
        r.receive = mode == RECV;
        r.peer = peer;
        r.tag = tag;
        if (mode == RECV) {
            r.receipt = Receipt.expect(r.call, h, c, peer, tag);
        }
        if (Hooks.LISTENER != null && buf != null && count > 0) {
            r.buffer = mode == RECV ? Notify.writes(buf, a, count, type, "buf") : Notify.reads(buf, a, count, type, "buf");
        }
        return r;
    }

    private void posted() {
        active = true;
        if (Hooks.LISTENER != null) {
            if (receipt != null) {
                receipt.posted();
            }
            if (buffer == null) {
                Notify.posted(call, this, comm, peer, tag);
            } else {
                Notify.posted(call, this, comm, peer, tag, buffer);
            }
        }
    }

    @Override
    boolean isInactivePersistent() {
        return !active;
    }

    /** Refuses a start of a request that is still active: MPI needs a completed wait or test first. */
    private long startable(String name) throws MPIException {
        long h = use();
        if (h == Handles.REQUEST_NULL) {
            throw Errors.refused(MPI.ERR_REQUEST, name + " is a null persistent request");
        }
        if (active) {
            throw Errors.refused(MPI.ERR_REQUEST, name + " is still active: complete it (wait or test) before"
                    + " starting it again");
        }
        return h;
    }

    /** A persistent send is about to start: a listener hears of its message before any data moves. */
    private void sending() {
        if (!receive && Hooks.LISTENER != null) {
            MessageEvents.sending(call, comm, commObject, peer, tag);
        }
    }

    /**
     * Starts the operation. Calls {@code MPI_Start}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void start() throws MPIException {
        long h = startable("request");
        sending();
        Scratch s = Scratch.get();
        HandleType.REQUEST.put(s.request, h);
        Errors.check(LibMpiPointToPoint.MPI_Start(s.request), "MPI_Start");
        handle = HandleType.REQUEST.get(s.request);
        posted();
    }

    /**
     * Starts several operations. Calls {@code MPI_Startall}; a null entry, a freed request or one still active is
     * refused before any starts.
     * @param requests the persistent requests
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void startAll(Prequest[] requests) throws MPIException {
        Args.notNull(requests, "requests");
        long[] handles = new long[requests.length];
        for (int i = 0; i < requests.length; i++) {
            handles[i] = Args.notNull(requests[i], "requests[" + i + "]").startable("requests[" + i + "]");
        }
        for (Prequest r : requests) {
            r.sending();
        }
        long base = NativeInts.stage(6, HandleType.REQUEST, handles);
        Errors.check(LibMpiPointToPoint.MPI_Startall(requests.length, base), "MPI_Startall");
        for (int i = 0; i < requests.length; i++) {
            requests[i].handle = HandleType.REQUEST.get(HandleType.REQUEST.at(base, i));
            requests[i].posted();
        }
    }

    @Override
    Receipt receipt() {
        return receipt;
    }

    /** A wait or test of this request alone returned it as completed; see {@link #completedIn}. */
    @Override
    void completed(long newHandle) {
        completedIn(newHandle, true);
    }

    /**
     * A wait or test left {@code newHandle}: for a persistent request the same handle (it becomes inactive, not
     * null). In an array, only the requests the call returned ({@code reported}) completed: waitAny returns one
     * of two finished sends, and the other stays active until a later call returns it (asking the library would
     * say both are done, and a start of the other would then be refused by MPI).
     */
    @Override
    void completedIn(long newHandle, boolean reported) {
        if (newHandle == Handles.REQUEST_NULL || newHandle != handle) {
            super.completed(newHandle);
            active = false;
            return;
        }
        if (active && reported) {
            active = false;
            receiptDue();
            if (Hooks.LISTENER != null) {
                Hooks.LISTENER.completed(this);
            }
        }
    }
}
