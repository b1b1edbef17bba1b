package mpi;

import java.nio.Buffer;
import mpi.shim.abi.Abi;
import mpi.shim.abi.HandleType;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpi;
import mpi.shim.nat.LibMpiComm;
import mpi.shim.nat.LibMpiPinned;
import mpi.shim.nat.Native;

/**
 * A communicator: point-to-point and collective communication among a group of processes. Blocking calls take
 * Java arrays or buffers; nonblocking calls take direct buffers only, as in Open MPI's bindings.
 */
public class Comm implements Freeable, Cloneable {
    static final LibMpi LIB = Native.LIB;

    public static final int TYPE_SHARED = Abi.constant("MPI_COMM_TYPE_SHARED");
    protected static final int SELF = 1;
    protected static final int WORLD = 2;

    protected long handle;
    private int type;
    /** Rank, size and remote size never change for a handle: asked once. */
    private int rank = -1;
    private int size = -1;
    private int collectiveSize = -1;
    private byte inter = -1;
    /** The request of the iDup that creates this communicator (null otherwise). */
    private Request request;
    /** Native slot MPI_Comm_idup writes the new handle into at completion; null once resolved. */
    private CommSlot idup;
    /** Nonblocking collectives and iDups started on this communicator and not yet complete. */
    private int pendingCollectives;
    /** The handle of a free() that waits for {@link #pendingCollectives}; 0 when none waits. */
    private long deferredFree;

    protected Comm() {}

    protected Comm(long handle) {
        this.handle = handle;
    }

    /** {communicator, request} as Open MPI's iDup builds it; see {@link #iDup(long)} for this binding's form. */
    protected Comm(long[] commRequest) {
        if (commRequest.length > 1 && CommSlot.PENDING.containsKey(commRequest[0])) {
            adoptIdup(commRequest); // the result of iDup(long): the handle arrives at completion
        } else {
            this.handle = commRequest[0];
            if (commRequest.length > 1 && commRequest[1] != Handles.REQUEST_NULL) {
                this.request = new Request(commRequest[1]);
            }
        }
    }

    protected final void setType(int type) {
        this.type = type;
    }

    /** The handle, or a clear exception when this communicator is null, freed, or MPI is not running. */
    final long use() throws MPIException {
        long h = handle;
        if (h == Handles.COMM_NULL || !Lifecycle.active) {
            throw unusable();
        }
        return h;
    }

    private MPIException unusable() throws MPIException {
        if (!Lifecycle.active) {
            Lifecycle.check();
        }
        if (idup != null) {
            return Errors.refused(MPI.ERR_COMM, "communicator of iDup is not ready: complete getRequest() first");
        }
        return Errors.refused(MPI.ERR_COMM, "communicator is MPI.COMM_NULL or has been freed");
    }

    /** "dest 3, tag 7 (communicator of size 2)": the context an error message gives. */
    private String peer(String role, int rankArg, int tag) {
        return role + " " + rankArg + ", tag " + tag + sizeNote();
    }

    private String sizeNote() {
        try {
            return " (communicator of size " + getSize() + ")";
        } catch (MPIException e) {
            return "";
        }
    }

    @Override
    public Comm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Tells a checker that {@code created} came from a call collective over this communicator's members (see
     * {@link mpi.shim.event.MpiListener#communicatorCreated}); returns {@code created}, which is a null
     * communicator on the ranks the call left out.
     */
    final <T extends Comm> T derived(String call, T created) {
        if (Hooks.LISTENER != null) {
            Hooks.LISTENER.communicatorCreated(call, this, created);
        }
        return created;
    }

    public Comm dup() throws MPIException {
        return derived("dup", new Comm(dup(use())));
    }

    protected final long dup(long comm) throws MPIException {
        use();
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Comm_dup(comm, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_dup");
        }
        return HandleType.COMM.get(s.handle);
    }

    public final int getSize() throws MPIException {
        if (size < 0 || !Lifecycle.active) { // outside Init..Finalize use() refuses, as for any call
            Scratch s = Scratch.get();
            int rc = LIB.MPI_Comm_size(use(), s.count);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Comm_size");
            }
            size = Memory.getInt(s.count);
        }
        return size;
    }

    public final int getRank() throws MPIException {
        if (rank < 0 || !Lifecycle.active) {
            Scratch s = Scratch.get();
            int rc = LIB.MPI_Comm_rank(use(), s.count);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Comm_rank");
            }
            rank = Memory.getInt(s.count);
        }
        return rank;
    }

    public final boolean isInter() throws MPIException {
        if (inter < 0) {
            Scratch s = Scratch.get();
            int rc = LIB.MPI_Comm_test_inter(use(), s.flag);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Comm_test_inter");
            }
            inter = (byte) (Memory.getInt(s.flag) != 0 ? 1 : 0);
        }
        return inter == 1;
    }

    /** How many blocks a rooted or all-to-all collective moves: the group size, or the remote group's. */
    final int collectiveSize() throws MPIException {
        if (collectiveSize < 0) {
            if (isInter()) {
                Scratch s = Scratch.get();
                int rc = LIB.MPI_Comm_remote_size(use(), s.count);
                if (rc != 0) {
                    throw Errors.of(rc, "MPI_Comm_remote_size");
                }
                collectiveSize = Memory.getInt(s.count);
            } else {
                collectiveSize = getSize();
            }
        }
        return collectiveSize;
    }

    /** Whether this process is the root of a rooted collective (MPI.ROOT on an intercommunicator). */
    final boolean isRoot(int root) throws MPIException {
        return isInter() ? root == MPI.ROOT : root == getRank();
    }

    public static int compare(Comm comm1, Comm comm2) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Comm_compare(Args.notNull(comm1, "comm1").use(), Args.notNull(comm2, "comm2").use(), s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_compare");
        }
        return Memory.getInt(s.count);
    }

    /**
     * Frees the communicator. Nonblocking collectives and iDups still pending on it complete normally, as MPI
     * promises: the library's free waits for their completion ({@link #collectiveDone}).
     */
    public final void free() throws MPIException {
        long h = use();
        if (h == Handles.COMM_WORLD || h == Handles.COMM_SELF) {
            throw Errors.refused(MPI.ERR_COMM, "MPI.COMM_WORLD and MPI.COMM_SELF cannot be freed");
        }
        synchronized (this) {
            if (pendingCollectives > 0) {
                deferredFree = h;
            } else {
                int rc = nativeFree(h);
                if (rc != 0) {
                    throw Errors.of(rc, "MPI_Comm_free");
                }
            }
        }
        handle = Handles.COMM_NULL;
        // forget what was asked of the freed handle, so that getRank() and friends refuse like any other use
        rank = -1;
        size = -1;
        collectiveSize = -1;
        inter = -1;
    }

    private static int nativeFree(long h) {
        Scratch s = Scratch.get();
        HandleType.COMM.put(s.handle, h);
        return LIB.MPI_Comm_free(s.handle);
    }

    /** A nonblocking collective or an iDup was started on this communicator. */
    final synchronized void collectiveStarted() {
        pendingCollectives++;
    }

    /**
     * A nonblocking collective or iDup started on this communicator completed. A free asked for while it was
     * pending happens now: Open MPI 4.1 crashes in a later call when MPI_Comm_free runs while one is still in flight,
     * though MPI lets such operations complete normally.
     */
    final synchronized void collectiveDone() {
        if (--pendingCollectives == 0 && deferredFree != 0) {
            // the handle was valid when free() was called and nothing else can free it
            nativeFree(deferredFree);
            deferredFree = 0;
        }
    }

    public final boolean isNull() {
        return handle == Handles.COMM_NULL;
    }

    public final Group getGroup() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Comm_group(use(), s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_group");
        }
        return new Group(HandleType.GROUP.get(s.handle));
    }

    public final void abort(int errorcode) throws MPIException {
        int rc = LIB.MPI_Abort(use(), errorcode);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Abort");
        }
    }

    public final void setErrhandler(Errhandler errhandler) throws MPIException {
        int rc = LIB.MPI_Comm_set_errhandler(use(), Args.notNull(errhandler, "errhandler").handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_set_errhandler");
        }
    }

    public final Errhandler getErrhandler() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Comm_get_errhandler(use(), s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_get_errhandler");
        }
        return new Errhandler(HandleType.ERRHANDLER.get(s.handle));
    }

    // ---- blocking point to point ------------------------------------------------------------------------------

    private static final int STANDARD = 0;
    private static final int BUFFERED = 1;
    private static final int SYNCHRONOUS = 2;
    private static final int READY = 3;
    private static final String[] SEND_CALLS = {"MPI_Send", "MPI_Bsend", "MPI_Ssend", "MPI_Rsend"};
    private static final String[] SEND_NAMES = {"send", "bSend", "sSend", "rSend"};

    private void send(int mode, Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        if (Hooks.LISTENER != null) {
            RmaNotify.sending(SEND_NAMES[mode], h, this, dest, tag);
        }
        int rc;
        if (buf instanceof Buffer && ((Buffer) buf).isDirect()) {
            // as in recv: the common case small, arrays and heap buffers in their own method. With both in one
            // method, a program that sent from direct buffers first and from arrays later kept running the array
            // path 80 ns slower per send (8-byte ping-pong) than one that sent from arrays only
            rc = sendCall(mode, Payload.directIn((Buffer) buf, count, type, "buf"), count, t, dest, tag, h);
        } else {
            rc = sendStaged(mode, buf, count, type, t, dest, tag, h);
        }
        if (rc != 0) {
            throw Errors.of(rc, SEND_CALLS[mode], peer("dest", dest, tag));
        }
    }

    /** send from an array or a heap buffer: pinned when large (standard mode), else through staging memory. */
    private static int sendStaged(int mode, Object buf, int count, Datatype type, long t, int dest, int tag, long h)
            throws MPIException {
        if (mode == STANDARD && Payload.pins(buf, count, type)) {
            return LibMpiPinned.LIB.MPI_Send(buf, count, t, dest, tag, h);
        }
        return sendCall(mode, Payload.in(Scratch.get(), Scratch.SEND, buf, count, type, "buf", true), count, t, dest,
                tag, h);
    }

    private static int sendCall(int mode, long a, int count, long t, int dest, int tag, long h) {
        switch (mode) {
            case BUFFERED: return LIB.MPI_Bsend(a, count, t, dest, tag, h);
            case SYNCHRONOUS: return LIB.MPI_Ssend(a, count, t, dest, tag, h);
            case READY: return LIB.MPI_Rsend(a, count, t, dest, tag, h);
            default: return LIB.MPI_Send(a, count, t, dest, tag, h);
        }
    }

    public final void send(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        send(STANDARD, buf, count, type, dest, tag);
    }

    public final void bSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        send(BUFFERED, buf, count, type, dest, tag);
    }

    public final void sSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        send(SYNCHRONOUS, buf, count, type, dest, tag);
    }

    public final void rSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        send(READY, buf, count, type, dest, tag);
    }

    public final Status recv(Object buf, int count, Datatype type, int source, int tag) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        if (buf instanceof Buffer && ((Buffer) buf).isDirect()) {
            // the common case kept small, so that the JIT inlines it into the caller (and can drop an unused Status)
            long a = Payload.directInto((Buffer) buf, count, type, "buf");
            int rc = LIB.MPI_Recv(a, count, t, source, tag, h, s.status);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Recv", peer("source", source, tag));
            }
        } else {
            recvStaged(buf, count, type, t, source, tag, h, s);
        }
        // one Status for both paths, made here so that a caller that ignores it never allocates it
        return received("recv", h, Status.of(s.status));
    }

    /**
     * recv into an array or a heap buffer: pinned when large, else through this thread's staging memory. The C
     * status is left in the scratch's status slot.
     */
    private void recvStaged(Object buf, int count, Datatype type, long t, int source, int tag, long h, Scratch s)
            throws MPIException {
        if (LibMpiPinned.LIB.recvPinnable() && Payload.pins(buf, count, type)) {
            // the library writes straight into the array: nothing to copy back
            int rc = LibMpiPinned.LIB.MPI_Recv(buf, count, t, source, tag, h, s.status);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Recv", peer("source", source, tag));
            }
            return;
        }
        long a = Payload.in(s, Scratch.RECV, buf, count, type, "buf", Payload.needsCopyIn(type));
        int rc = LIB.MPI_Recv(a, count, t, source, tag, h, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Recv", peer("source", source, tag));
        }
        Payload.outReceived(buf, a, count, type, s.status);
    }

    /** Reports a blocking receive to the listener (after the data was copied out) and returns its status. */
    private Status received(String call, long h, Status status) {
        if (Hooks.LISTENER != null) {
            RmaNotify.received(call, h, this, status, null);
        }
        return status;
    }

    public final Status sendRecv(Object sendbuf, int sendcount, Datatype sendtype, int dest, int sendtag,
            Object recvbuf, int recvcount, Datatype recvtype, int source, int recvtag) throws MPIException {
        long h = use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        if (Hooks.LISTENER != null) {
            RmaNotify.sending("sendRecv", h, this, dest, sendtag);
        }
        Scratch s = Scratch.get();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, sendcount, sendtype, "sendbuf", true);
        long ra = Payload.in(s, Scratch.RECV, recvbuf, recvcount, recvtype, "recvbuf", Payload.needsCopyIn(recvtype));
        int rc = LIB.MPI_Sendrecv(sa, sendcount, st, dest, sendtag, ra, recvcount, rt, source, recvtag, h, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Sendrecv", peer("dest", dest, sendtag) + ", " + peer("source", source, recvtag));
        }
        Payload.outReceived(recvbuf, ra, recvcount, recvtype, s.status);
        return received("sendRecv", h, Status.of(s.status));
    }

    public final Status sendRecvReplace(Object buf, int count, Datatype type, int dest, int sendtag, int source,
            int recvtag) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        if (Hooks.LISTENER != null) {
            RmaNotify.sending("sendRecvReplace", h, this, dest, sendtag);
        }
        Scratch s = Scratch.get();
        long a = Payload.in(s, Scratch.SEND, buf, count, type, "buf", true);
        int rc = LIB.MPI_Sendrecv_replace(a, count, t, dest, sendtag, source, recvtag, h, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Sendrecv_replace",
                    peer("dest", dest, sendtag) + ", " + peer("source", source, recvtag));
        }
        Payload.outReceived(buf, a, count, type, s.status);
        return received("sendRecvReplace", h, Status.of(s.status));
    }

    // ---- nonblocking point to point ---------------------------------------------------------------------------

    private static final String[] ISEND_CALLS = {"MPI_Isend", "MPI_Ibsend", "MPI_Issend", "MPI_Irsend"};
    private static final String[] ISEND_NAMES = {"iSend", "ibSend", "isSend", "irSend"};

    private Request iSend(int mode, Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long a = Payload.direct(buf, count, type, "buf");
        if (Hooks.LISTENER != null) {
            RmaNotify.sending(ISEND_NAMES[mode], h, this, dest, tag);
        }
        Scratch s = Scratch.get();
        int rc;
        switch (mode) {
            case BUFFERED: rc = LIB.MPI_Ibsend(a, count, t, dest, tag, h, s.request); break;
            case SYNCHRONOUS: rc = LIB.MPI_Issend(a, count, t, dest, tag, h, s.request); break;
            case READY: rc = LIB.MPI_Irsend(a, count, t, dest, tag, h, s.request); break;
            default: rc = LIB.MPI_Isend(a, count, t, dest, tag, h, s.request); break;
        }
        if (rc != 0) {
            throw Errors.of(rc, ISEND_CALLS[mode], peer("dest", dest, tag));
        }
        Request r = new Request(HandleType.REQUEST.get(s.request));
        r.addSendBufRef(buf);
        if (Hooks.LISTENER != null) {
            Notify.posted(ISEND_NAMES[mode], r, h, dest, tag, Notify.reads(buf, a, count, type, "buf"));
        }
        return r;
    }

    public final Request iSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return iSend(STANDARD, buf, count, type, dest, tag);
    }

    public final Request ibSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return iSend(BUFFERED, buf, count, type, dest, tag);
    }

    public final Request isSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return iSend(SYNCHRONOUS, buf, count, type, dest, tag);
    }

    public final Request irSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return iSend(READY, buf, count, type, dest, tag);
    }

    public final Request iRecv(Buffer buf, int count, Datatype type, int source, int tag) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long a = Payload.directOut(buf, count, type, "buf");
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Irecv(a, count, t, source, tag, h, s.request);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Irecv", peer("source", source, tag));
        }
        long handle = HandleType.REQUEST.get(s.request);
        Request r = Hooks.LISTENER == null ? new Request(handle)
                : Request.receiving(handle, "iRecv", h, this, source, tag, null);
        r.addRecvBufRef(buf);
        if (Hooks.LISTENER != null) {
            Notify.posted("iRecv", r, h, source, tag, Notify.writes(buf, a, count, type, "buf"));
        }
        return r;
    }

    /** The status of a matching message if one is waiting, else null. */
    public final Status iProbe(int source, int tag) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Iprobe(source, tag, use(), s.flag, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Iprobe", peer("source", source, tag));
        }
        return Memory.getInt(s.flag) == 0 ? null : Status.of(s.status);
    }

    public final Status probe(int source, int tag) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Probe(source, tag, use(), s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Probe", peer("source", source, tag));
        }
        return Status.of(s.status);
    }

    // ---- collectives ------------------------------------------------------------------------------------------

    public final void barrier() throws MPIException {
        long h = use();
        int rc = LIB.MPI_Barrier(h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Barrier");
        }
        if (Hooks.LISTENER != null) {
            RmaNotify.collective("barrier", h, this);
        }
    }

    public final void bcast(Object buf, int count, Datatype type, int root) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        boolean isRoot = isRoot(root);
        if (Hooks.LISTENER != null) {
            RmaNotify.fromRootStarting("bcast", h, this, root, isRoot, count);
        }
        long a = Payload.in(Scratch.get(), isRoot ? Scratch.SEND : Scratch.RECV, buf, count, type, "buf",
                isRoot || !type.isContiguous());
        int rc = LIB.MPI_Bcast(a, count, t, root, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Bcast", "root " + root + sizeNote());
        }
        // on an intercommunicator, MPI.PROC_NULL ranks of the root's group receive nothing
        if (!isRoot && root != MPI.PROC_NULL) {
            Payload.out(buf, a, count, type);
        }
        if (Hooks.LISTENER != null) {
            RmaNotify.fromRootReturned("bcast", h, this, root, isRoot, count);
        }
    }

    public final void gather(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        long h = use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        boolean isRoot = isRoot(root);
        if (Hooks.LISTENER != null) {
            RmaNotify.toRootStarting("gather", h, this, root, isRoot, sendcount);
        }
        long sa = Payload.in(s, Scratch.SEND, sendbuf, sendcount, sendtype, "sendbuf", true);
        long total = (long) recvcount * collectiveSize();
        long ra = isRoot ? Payload.in(s, Scratch.RECV, recvbuf, total, recvtype, "recvbuf",
                !recvtype.isContiguous()) : 0;
        int rc = LIB.MPI_Gather(sa, sendcount, st, ra, recvcount, rt, root, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Gather", "root " + root + sizeNote());
        }
        if (isRoot) {
            Payload.out(recvbuf, ra, total, recvtype);
        }
        if (Hooks.LISTENER != null) {
            RmaNotify.toRootReturned("gather", h, this, root, isRoot, recvcount);
        }
    }

    /** Gather in place: the root's own block is already in {@code buf}. */
    public final void gather(Object buf, int count, Datatype type, int root) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        int rc;
        boolean isRoot = isRoot(root);
        if (Hooks.LISTENER != null) {
            RmaNotify.toRootStarting("gather", h, this, root, isRoot, count);
        }
        if (isRoot) {
            long total = (long) count * collectiveSize();
            long a = Payload.in(s, Scratch.RECV, buf, total, type, "buf", true);
            rc = LIB.MPI_Gather(Handles.IN_PLACE, 0, t, a, count, t, root, h);
            if (rc == 0) {
                Payload.out(buf, a, total, type);
            }
        } else {
            long a = Payload.in(s, Scratch.SEND, buf, count, type, "buf", true);
            rc = LIB.MPI_Gather(a, count, t, 0, 0, t, root, h);
        }
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Gather", "root " + root + sizeNote());
        }
        if (Hooks.LISTENER != null) {
            RmaNotify.toRootReturned("gather", h, this, root, isRoot, count);
        }
    }

    public final void scatter(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        long h = use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        boolean isRoot = isRoot(root);
        if (Hooks.LISTENER != null) {
            RmaNotify.fromRootStarting("scatter", h, this, root, isRoot, sendcount);
        }
        long sa = isRoot ? Payload.in(s, Scratch.SEND, sendbuf, (long) sendcount * collectiveSize(), sendtype,
                "sendbuf", true) : 0;
        long ra = Payload.in(s, Scratch.RECV, recvbuf, recvcount, recvtype, "recvbuf", !recvtype.isContiguous());
        int rc = LIB.MPI_Scatter(sa, sendcount, st, ra, recvcount, rt, root, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Scatter", "root " + root + sizeNote());
        }
        Payload.out(recvbuf, ra, recvcount, recvtype);
        if (Hooks.LISTENER != null) {
            RmaNotify.fromRootReturned("scatter", h, this, root, isRoot, recvcount);
        }
    }

    /** Scatter in place: the root keeps its own block where it is in {@code buf}. */
    public final void scatter(Object buf, int count, Datatype type, int root) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        int rc;
        boolean isRoot = isRoot(root);
        if (Hooks.LISTENER != null) {
            RmaNotify.fromRootStarting("scatter", h, this, root, isRoot, count);
        }
        if (isRoot) {
            long a = Payload.in(s, Scratch.SEND, buf, (long) count * collectiveSize(), type, "buf", true);
            rc = LIB.MPI_Scatter(a, count, t, Handles.IN_PLACE, count, t, root, h);
        } else {
            long a = Payload.in(s, Scratch.RECV, buf, count, type, "buf", !type.isContiguous());
            rc = LIB.MPI_Scatter(0, count, t, a, count, t, root, h);
            if (rc == 0) {
                Payload.out(buf, a, count, type);
            }
        }
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Scatter", "root " + root + sizeNote());
        }
        if (Hooks.LISTENER != null) {
            RmaNotify.fromRootReturned("scatter", h, this, root, isRoot, count);
        }
    }

    public final void allGather(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype) throws MPIException {
        long h = use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        long total = (long) recvcount * collectiveSize();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, sendcount, sendtype, "sendbuf", true);
        long ra = Payload.in(s, Scratch.RECV, recvbuf, total, recvtype, "recvbuf", !recvtype.isContiguous());
        int rc = LIB.MPI_Allgather(sa, sendcount, st, ra, recvcount, rt, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Allgather");
        }
        // out before the hook: a listener's own collectives (the race checker's exchange) reuse this thread's scratch
        Payload.out(recvbuf, ra, total, recvtype);
        if (Hooks.LISTENER != null) {
            RmaNotify.collective("allGather", h, this);
        }
    }

    /** All-gather in place: each process's own block is already in {@code buf}. */
    public final void allGather(Object buf, int count, Datatype type) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long total = (long) count * collectiveSize();
        long a = Payload.in(Scratch.get(), Scratch.RECV, buf, total, type, "buf", true);
        int rc = LIB.MPI_Allgather(Handles.IN_PLACE, 0, t, a, count, t, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Allgather");
        }
        Payload.out(buf, a, total, type);
        if (Hooks.LISTENER != null) {
            RmaNotify.collective("allGather", h, this);
        }
    }

    public final void allToAll(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype) throws MPIException {
        long h = use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        int n = collectiveSize();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, (long) sendcount * n, sendtype, "sendbuf", true);
        long rtotal = (long) recvcount * n;
        long ra = Payload.in(s, Scratch.RECV, recvbuf, rtotal, recvtype, "recvbuf", !recvtype.isContiguous());
        int rc = LIB.MPI_Alltoall(sa, sendcount, st, ra, recvcount, rt, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Alltoall");
        }
        Payload.out(recvbuf, ra, rtotal, recvtype);
        if (Hooks.LISTENER != null) {
            RmaNotify.collective("allToAll", h, this);
        }
    }

    public final void reduce(Object sendbuf, Object recvbuf, int count, Datatype type, Op op, int root)
            throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        Scratch s = Scratch.get();
        boolean isRoot = isRoot(root);
        if (Hooks.LISTENER != null) {
            RmaNotify.toRootStarting("reduce", h, this, root, isRoot, count);
        }
        long sa = Payload.in(s, Scratch.SEND, sendbuf, count, type, "sendbuf", true);
        long ra = isRoot ? Payload.in(s, Scratch.RECV, recvbuf, count, type, "recvbuf", !type.isContiguous()) : 0;
        int rc = LIB.MPI_Reduce(sa, ra, count, t, o, root, h);
        Op.rethrowCallbackFailure();
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Reduce", "root " + root + ", " + op + " on " + type + sizeNote());
        }
        if (isRoot) {
            Payload.out(recvbuf, ra, count, type);
        }
        if (Hooks.LISTENER != null) {
            RmaNotify.toRootReturned("reduce", h, this, root, isRoot, count);
        }
    }

    /** Reduce in place: the root's contribution is in {@code buf}, which receives the result. */
    public final void reduce(Object buf, int count, Datatype type, Op op, int root) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        Scratch s = Scratch.get();
        int rc;
        boolean isRoot = isRoot(root);
        if (Hooks.LISTENER != null) {
            RmaNotify.toRootStarting("reduce", h, this, root, isRoot, count);
        }
        if (isRoot) {
            long a = Payload.in(s, Scratch.RECV, buf, count, type, "buf", true);
            rc = LIB.MPI_Reduce(Handles.IN_PLACE, a, count, t, o, root, h);
            Op.rethrowCallbackFailure();
            if (rc == 0) {
                Payload.out(buf, a, count, type);
            }
        } else {
            long a = Payload.in(s, Scratch.SEND, buf, count, type, "buf", true);
            rc = LIB.MPI_Reduce(a, 0, count, t, o, root, h);
            Op.rethrowCallbackFailure();
        }
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Reduce", "root " + root + ", " + op + " on " + type + sizeNote());
        }
        if (Hooks.LISTENER != null) {
            RmaNotify.toRootReturned("reduce", h, this, root, isRoot, count);
        }
    }

    public final void allReduce(Object sendbuf, Object recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        if (sendbuf instanceof Buffer && ((Buffer) sendbuf).isDirect()
                && recvbuf instanceof Buffer && ((Buffer) recvbuf).isDirect()) {
            // direct buffers, the common case: nothing staged, nothing to copy back
            long sa = Payload.directIn((Buffer) sendbuf, count, type, "sendbuf");
            long ra = Payload.directInto((Buffer) recvbuf, count, type, "recvbuf");
            int rc = LIB.MPI_Allreduce(sa, ra, count, t, o, h);
            Op.rethrowCallbackFailure();
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Allreduce", op + " on " + type);
            }
            if (Hooks.LISTENER != null) {
                RmaNotify.collective("allReduce", h, this);
            }
            return;
        }
        Scratch s = Scratch.get();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, count, type, "sendbuf", true);
        long ra = Payload.in(s, Scratch.RECV, recvbuf, count, type, "recvbuf", !type.isContiguous());
        int rc = LIB.MPI_Allreduce(sa, ra, count, t, o, h);
        Op.rethrowCallbackFailure();
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Allreduce", op + " on " + type);
        }
        Payload.out(recvbuf, ra, count, type);
        if (Hooks.LISTENER != null) {
            RmaNotify.collective("allReduce", h, this);
        }
    }

    /** All-reduce in place: {@code buf} holds this process's contribution and receives the result. */
    public final void allReduce(Object buf, int count, Datatype type, Op op) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        long a = Payload.in(Scratch.get(), Scratch.RECV, buf, count, type, "buf", true);
        int rc = LIB.MPI_Allreduce(Handles.IN_PLACE, a, count, t, o, h);
        Op.rethrowCallbackFailure();
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Allreduce", op + " on " + type);
        }
        Payload.out(buf, a, count, type);
        if (Hooks.LISTENER != null) {
            RmaNotify.collective("allReduce", h, this);
        }
    }

    /**
     * Combines {@code inBuf} into {@code inOutBuf} on this process only (MPI_Reduce_local): inOutBuf[i] =
     * inBuf[i] op inOutBuf[i]. Arrays or direct buffers.
     */
    public static void reduceLocal(Object inBuf, Object inOutBuf, int count, Datatype type, Op op)
            throws MPIException {
        Lifecycle.check();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        Scratch s = Scratch.get();
        long in = Payload.in(s, Scratch.SEND, inBuf, count, type, "inBuf", true);
        long inOut = Payload.in(s, Scratch.RECV, inOutBuf, count, type, "inOutBuf", true);
        op.setDatatype(type);
        int rc = mpi.shim.nat.LibMpiTypes.LIB.MPI_Reduce_local(in, inOut, count, t, o);
        Op.rethrowCallbackFailure();
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Reduce_local", op + " on " + type);
        }
        Payload.out(inOutBuf, inOut, count, type);
    }

    // ---- duplication with info, nonblocking duplication ---------------------------------------------------------

    /** The request of the iDup that created this communicator; null for communicators made otherwise. */
    public final Request getRequest() {
        return request;
    }

    public Comm iDup() throws MPIException {
        Comm c = new Comm();
        c.adoptIdup(iDup(use()));
        return derived("iDup", c);
    }

    /**
     * Starts MPI_Comm_idup. Returns {address of the native slot the library writes the new handle into at
     * completion, request handle}: the handle is not known before completion (Open MPI writes it then).
     */
    protected final long[] iDup(long comm) throws MPIException {
        Lifecycle.check();
        CommSlot slot = new CommSlot(this);
        Scratch s = Scratch.get();
        int rc = LibMpiComm.LIB.MPI_Comm_idup(comm, slot.address, s.request);
        if (rc != 0) {
            slot.release();
            throw Errors.of(rc, "MPI_Comm_idup");
        }
        collectiveStarted();
        CommSlot.PENDING.put(slot.address, slot);
        return new long[] {slot.address, HandleType.REQUEST.get(s.request)};
    }

    /** Makes this (new, empty) communicator the result of the iDup started by {@link #iDup(long)}. */
    final void adoptIdup(long[] slotRequest) {
        handle = Handles.COMM_NULL;
        idup = CommSlot.PENDING.remove(slotRequest[0]);
        request = new IdupRequest(slotRequest[1], this);
    }

    /** Called when the iDup request completed: the library has written the handle. */
    final void idupCompleted() {
        CommSlot slot = idup;
        if (slot != null) {
            handle = HandleType.COMM.get(slot.address);
            idup = null;
            slot.release();
            slot.parent.collectiveDone();
        }
    }

    public Comm dupWithInfo(Info info) throws MPIException {
        return derived("dupWithInfo", new Comm(dupWithInfo(use(), InfoArg.handle(info))));
    }

    protected final long dupWithInfo(long comm, long info) throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        int rc = LibMpiComm.LIB.MPI_Comm_dup_with_info(comm, info, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_dup_with_info");
        }
        return HandleType.COMM.get(s.handle);
    }

    // ---- info, names, disconnect, intercommunicators, topology, error handlers ----------------------------------

    public final void setInfo(Info info) throws MPIException {
        int rc = LibMpiComm.LIB.MPI_Comm_set_info(use(), InfoArg.handle(info));
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_set_info");
        }
    }

    public final Info getInfo() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiComm.LIB.MPI_Comm_get_info(use(), s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_get_info");
        }
        return new Info(HandleType.INFO.get(s.handle));
    }

    public final void setName(String name) throws MPIException {
        long h = use();
        Scratch s = Scratch.get();
        int rc = LibMpiComm.LIB.MPI_Comm_set_name(h, CText.put(s, name, MPI.MAX_OBJECT_NAME, "name"));
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_set_name");
        }
    }

    public final String getName() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiComm.LIB.MPI_Comm_get_name(use(), s.text, s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_get_name");
        }
        return CText.get(s.text, Memory.getInt(s.count));
    }

    /** Waits for pending communication on this communicator, then frees it (MPI_Comm_disconnect). */
    public final void disconnect() throws MPIException {
        long h = use();
        if (h == Handles.COMM_WORLD || h == Handles.COMM_SELF) {
            throw Errors.refused(MPI.ERR_COMM, "MPI.COMM_WORLD and MPI.COMM_SELF cannot be disconnected");
        }
        Scratch s = Scratch.get();
        HandleType.COMM.put(s.handle, h);
        int rc = LibMpiComm.LIB.MPI_Comm_disconnect(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_disconnect");
        }
        handle = Handles.COMM_NULL;
    }

    /**
     * Creates an intercommunicator; called on the peer communicator that links the two leaders (significant
     * at the local leader only), with {@code localComm} the group of this side.
     */
    public final Intercomm createIntercomm(Comm localComm, int localLeader, int remoteLeader, int tag)
            throws MPIException {
        long local = Args.notNull(localComm, "localComm").use();
        long peer = use();
        Scratch s = Scratch.get();
        int rc = LibMpiComm.LIB.MPI_Intercomm_create(local, localLeader, peer, remoteLeader, tag, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Intercomm_create", "local leader " + localLeader + ", remote leader "
                    + remoteLeader + ", tag " + tag);
        }
        return localComm.derived("createIntercomm", new Intercomm(HandleType.COMM.get(s.handle)));
    }

    /** MPI.CART, MPI.GRAPH, MPI.DIST_GRAPH, or MPI.UNDEFINED when the communicator has no topology. */
    public final int getTopology() throws MPIException {
        return Topology.kind(use());
    }

    public void callErrhandler(int errorCode) throws MPIException {
        int rc = LibMpiComm.LIB.MPI_Comm_call_errhandler(use(), errorCode);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_call_errhandler");
        }
    }

    // ---- attributes ---------------------------------------------------------------------------------------------

    public static int createKeyval() throws MPIException {
        return Attributes.createKeyval();
    }

    public static void freeKeyval(int keyval) throws MPIException {
        Attributes.freeKeyval(keyval);
    }

    /** Attaches a copy of {@code value} (serialized, as Open MPI does); duplicates of this communicator inherit it. */
    public final void setAttr(int keyval, Object value) throws MPIException {
        Attributes.set(use(), keyval, value);
    }

    /** The attribute's value (a fresh copy), an Integer for predefined keys, or null when it is not set. */
    public final Object getAttr(int keyval) throws MPIException {
        return Attributes.get(use(), keyval);
    }

    public final void deleteAttr(int keyval) throws MPIException {
        Attributes.delete(use(), keyval);
    }

    // ---- persistent requests ------------------------------------------------------------------------------------

    public final Prequest sendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return Prequest.init(this, Prequest.SEND, buf, count, type, dest, tag);
    }

    public final Prequest bSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return Prequest.init(this, Prequest.BSEND, buf, count, type, dest, tag);
    }

    public final Prequest sSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return Prequest.init(this, Prequest.SSEND, buf, count, type, dest, tag);
    }

    public final Prequest rSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return Prequest.init(this, Prequest.RSEND, buf, count, type, dest, tag);
    }

    public final Prequest recvInit(Buffer buf, int count, Datatype type, int source, int tag) throws MPIException {
        return Prequest.init(this, Prequest.RECV, buf, count, type, source, tag);
    }

    // ---- packing ------------------------------------------------------------------------------------------------

    /** Packs {@code incount} elements into {@code outbuf} from byte {@code position}; returns the new position. */
    public final int pack(Object inbuf, int incount, Datatype type, byte[] outbuf, int position) throws MPIException {
        return Packing.pack(use(), inbuf, incount, type, outbuf, position);
    }

    /** Unpacks {@code outcount} elements from {@code inbuf} at byte {@code position}; returns the new position. */
    public final int unpack(byte[] inbuf, int position, Object outbuf, int outcount, Datatype type)
            throws MPIException {
        return Packing.unpack(use(), inbuf, position, outbuf, outcount, type);
    }

    public final int packSize(int incount, Datatype type) throws MPIException {
        return Packing.size(use(), incount, type);
    }

    // ---- more collectives (CollV: blocking, CollNb: nonblocking) ------------------------------------------------

    public final Request iBarrier() throws MPIException {
        return CollNb.iBarrier(this);
    }

    public final Request iBcast(Buffer buf, int count, Datatype type, int root) throws MPIException {
        return CollNb.iBcast(this, buf, count, type, root);
    }

    public final Request iGather(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        return CollNb.blocks(this, CollNb.GATHER, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root);
    }

    /** In place: the root's own block is already in {@code buf}; other ranks send from {@code buf}. */
    public final Request iGather(Buffer buf, int count, Datatype type, int root) throws MPIException {
        return CollNb.blocksInPlace(this, CollNb.GATHER, buf, count, type, root);
    }

    public final void gatherv(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int[] recvcount,
            int[] displs, Datatype recvtype, int root) throws MPIException {
        CollV.gatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype, root);
    }

    /** The root's in-place form: its own block is already in place in {@code recvbuf}. */
    public final void gatherv(Object recvbuf, int[] recvcount, int[] displs, Datatype recvtype, int root)
            throws MPIException {
        CollV.gathervInPlace(this, recvbuf, recvcount, displs, recvtype, root);
    }

    /** The other ranks' side of the root's in-place gatherv. */
    public final void gatherv(Object sendbuf, int sendcount, Datatype sendtype, int root) throws MPIException {
        CollV.gathervSend(this, sendbuf, sendcount, sendtype, root);
    }

    public final Request iGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype, int root) throws MPIException {
        return CollNb.iGatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype, root,
                false);
    }

    public final Request iGatherv(Buffer recvbuf, int[] recvcount, int[] displs, Datatype recvtype, int root)
            throws MPIException {
        return CollNb.iGatherv(this, null, 0, null, recvbuf, recvcount, displs, recvtype, root, true);
    }

    public final Request iGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, int root) throws MPIException {
        return CollNb.iGathervSend(this, sendbuf, sendcount, sendtype, root);
    }

    public final Request iScatter(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        return CollNb.blocks(this, CollNb.SCATTER, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root);
    }

    /** In place: the root keeps its own block in {@code buf}; other ranks receive into {@code buf}. */
    public final Request iScatter(Buffer buf, int count, Datatype type, int root) throws MPIException {
        return CollNb.blocksInPlace(this, CollNb.SCATTER, buf, count, type, root);
    }

    public final void scatterv(Object sendbuf, int[] sendcount, int[] displs, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype, int root) throws MPIException {
        CollV.scatterv(this, sendbuf, sendcount, displs, sendtype, recvbuf, recvcount, recvtype, root);
    }

    /** The root's in-place form: its own block stays in {@code sendbuf}. */
    public final void scatterv(Object sendbuf, int[] sendcount, int[] displs, Datatype sendtype, int root)
            throws MPIException {
        CollV.scattervInPlace(this, sendbuf, sendcount, displs, sendtype, root);
    }

    /** The other ranks' side of the root's in-place scatterv. */
    public final void scatterv(Object recvbuf, int recvcount, Datatype recvtype, int root) throws MPIException {
        CollV.scattervRecv(this, recvbuf, recvcount, recvtype, root);
    }

    public final Request iScatterv(Buffer sendbuf, int[] sendcount, int[] displs, Datatype sendtype,
            Buffer recvbuf, int recvcount, Datatype recvtype, int root) throws MPIException {
        return CollNb.iScatterv(this, sendbuf, sendcount, displs, sendtype, recvbuf, recvcount, recvtype, root,
                false);
    }

    public final Request iScatterv(Buffer sendbuf, int[] sendcount, int[] displs, Datatype sendtype, int root)
            throws MPIException {
        return CollNb.iScatterv(this, sendbuf, sendcount, displs, sendtype, null, 0, null, root, true);
    }

    public final Request iScatterv(Buffer recvbuf, int recvcount, Datatype recvtype, int root)
            throws MPIException {
        return CollNb.iScattervRecv(this, recvbuf, recvcount, recvtype, root);
    }

    public final Request iAllGather(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        return CollNb.blocks(this, CollNb.ALLGATHER, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, 0);
    }

    public final Request iAllGather(Buffer buf, int count, Datatype type) throws MPIException {
        return CollNb.blocksInPlace(this, CollNb.ALLGATHER, buf, count, type, 0);
    }

    public final void allGatherv(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        CollV.allGatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype, false);
    }

    /** In place: each process's own block is already in place in {@code recvbuf}. */
    public final void allGatherv(Object recvbuf, int[] recvcount, int[] displs, Datatype recvtype)
            throws MPIException {
        CollV.allGatherv(this, null, 0, null, recvbuf, recvcount, displs, recvtype, true);
    }

    public final Request iAllGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        return CollNb.iAllGatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype, false,
                false);
    }

    public final Request iAllGatherv(Buffer buf, int[] count, int[] displs, Datatype type) throws MPIException {
        return CollNb.iAllGatherv(this, null, 0, null, buf, count, displs, type, true, false);
    }

    public final Request iAllToAll(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf, int recvcount,
            Datatype recvtype) throws MPIException {
        return CollNb.blocks(this, CollNb.ALLTOALL, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, 0);
    }

    public final void allToAllv(Object sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype, Object recvbuf,
            int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        CollV.allToAllv(this, sendbuf, sendcount, sdispls, sendtype, recvbuf, recvcount, rdispls, recvtype, false);
    }

    public final Request iAllToAllv(Buffer sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Buffer recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        return CollNb.iAllToAllv(this, sendbuf, sendcount, sdispls, sendtype, recvbuf, recvcount, rdispls, recvtype,
                false);
    }

    /** Displacements are in bytes, one datatype per rank (Open MPI 5.0's signature; 4.1 took Buffers). */
    public final void allToAllw(Object sendbuf, int[] sendcount, int[] sdispls, Datatype[] sendtypes,
            Object recvbuf, int[] recvcount, int[] rdispls, Datatype[] recvtypes) throws MPIException {
        CollV.allToAllw(this, sendbuf, sendcount, sdispls, sendtypes, recvbuf, recvcount, rdispls, recvtypes);
    }

    public final Request iAllToAllw(Buffer sendbuf, int[] sendcount, int[] sdispls, Datatype[] sendtypes,
            Buffer recvbuf, int[] recvcount, int[] rdispls, Datatype[] recvtypes) throws MPIException {
        return CollNb.iAllToAllw(this, sendbuf, sendcount, sdispls, sendtypes, recvbuf, recvcount, rdispls,
                recvtypes);
    }

    public final void neighborAllGather(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        CollV.neighborAllGather(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype);
    }

    public final Request iNeighborAllGather(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        return CollNb.blocks(this, CollNb.NB_ALLGATHER, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype,
                0);
    }

    public final void neighborAllGatherv(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        CollV.neighborAllGatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype);
    }

    public final Request iNeighborAllGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        return CollNb.iAllGatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype, false,
                true);
    }

    public final void neighborAllToAll(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        CollV.neighborAllToAll(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype);
    }

    public final Request iNeighborAllToAll(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        return CollNb.blocks(this, CollNb.NB_ALLTOALL, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype,
                0);
    }

    public final void neighborAllToAllv(Object sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Object recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        CollV.allToAllv(this, sendbuf, sendcount, sdispls, sendtype, recvbuf, recvcount, rdispls, recvtype, true);
    }

    public final Request iNeighborAllToAllv(Buffer sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Buffer recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        return CollNb.iAllToAllv(this, sendbuf, sendcount, sdispls, sendtype, recvbuf, recvcount, rdispls, recvtype,
                true);
    }

    public final Request iReduce(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op, int root)
            throws MPIException {
        return CollNb.reduce(this, CollNb.REDUCE, sendbuf, recvbuf, count, type, op, root, false);
    }

    /** In place: the root's contribution is in {@code buf}, which receives the result; others send from it. */
    public final Request iReduce(Buffer buf, int count, Datatype type, Op op, int root) throws MPIException {
        return CollNb.reduce(this, CollNb.REDUCE, null, buf, count, type, op, root, true);
    }

    public final Request iAllReduce(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        return CollNb.reduce(this, CollNb.ALLREDUCE, sendbuf, recvbuf, count, type, op, 0, false);
    }

    public final Request iAllReduce(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return CollNb.reduce(this, CollNb.ALLREDUCE, null, buf, count, type, op, 0, true);
    }

    public final void reduceScatter(Object sendbuf, Object recvbuf, int[] recvcounts, Datatype type, Op op)
            throws MPIException {
        CollV.reduceScatter(this, sendbuf, recvbuf, recvcounts, type, op, false);
    }

    /** In place: {@code buf} holds all contributions and receives this rank's block at its start. */
    public final void reduceScatter(Object buf, int[] counts, Datatype type, Op op) throws MPIException {
        CollV.reduceScatter(this, null, buf, counts, type, op, true);
    }

    public final Request iReduceScatter(Buffer sendbuf, Buffer recvbuf, int[] recvcounts, Datatype type, Op op)
            throws MPIException {
        return CollNb.iReduceScatter(this, sendbuf, recvbuf, recvcounts, type, op, false);
    }

    public final Request iReduceScatter(Buffer buf, int[] counts, Datatype type, Op op) throws MPIException {
        return CollNb.iReduceScatter(this, null, buf, counts, type, op, true);
    }

    public final void reduceScatterBlock(Object sendbuf, Object recvbuf, int recvcount, Datatype type, Op op)
            throws MPIException {
        CollV.reduceScatterBlock(this, sendbuf, recvbuf, recvcount, type, op, false);
    }

    public final void reduceScatterBlock(Object buf, int count, Datatype type, Op op) throws MPIException {
        CollV.reduceScatterBlock(this, null, buf, count, type, op, true);
    }

    public final Request iReduceScatterBlock(Buffer sendbuf, Buffer recvbuf, int recvcount, Datatype type, Op op)
            throws MPIException {
        return CollNb.iReduceScatterBlock(this, sendbuf, recvbuf, recvcount, type, op, false);
    }

    public final Request iReduceScatterBlock(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return CollNb.iReduceScatterBlock(this, null, buf, count, type, op, true);
    }
}
