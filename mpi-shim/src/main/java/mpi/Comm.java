package mpi;

import java.nio.Buffer;
import mpi.shim.abi.Abi;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpi;
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

    protected Comm() {}

    protected Comm(long handle) {
        this.handle = handle;
    }

    protected Comm(long[] commRequest) {
        this.handle = commRequest[0];
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

    public Comm dup() throws MPIException {
        return new Comm(dup(handle));
    }

    protected final long dup(long comm) throws MPIException {
        use();
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Comm_dup(comm, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_dup");
        }
        return Memory.getLong(s.handle);
    }

    public final int getSize() throws MPIException {
        if (size < 0) {
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
        if (rank < 0) {
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

    public final void free() throws MPIException {
        long h = use();
        if (h == Handles.COMM_WORLD || h == Handles.COMM_SELF) {
            throw Errors.refused(MPI.ERR_COMM, "MPI.COMM_WORLD and MPI.COMM_SELF cannot be freed");
        }
        Scratch s = Scratch.get();
        Memory.putLong(s.handle, h);
        int rc = LIB.MPI_Comm_free(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_free");
        }
        handle = Handles.COMM_NULL;
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
        return new Group(Memory.getLong(s.handle));
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
        return new Errhandler(Memory.getLong(s.handle));
    }

    // ---- blocking point to point ------------------------------------------------------------------------------

    private static final int STANDARD = 0;
    private static final int BUFFERED = 1;
    private static final int SYNCHRONOUS = 2;
    private static final int READY = 3;
    private static final String[] SEND_CALLS = {"MPI_Send", "MPI_Bsend", "MPI_Ssend", "MPI_Rsend"};

    private void send(int mode, Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        if (mode == STANDARD && Payload.pins(buf, count, type)) {
            int rc = LibMpiPinned.LIB.MPI_Send(buf, count, t, dest, tag, h);
            if (rc != 0) {
                throw Errors.of(rc, SEND_CALLS[mode], peer("dest", dest, tag));
            }
            return;
        }
        long a = Payload.in(Scratch.get(), Scratch.SEND, buf, count, type, "buf", true);
        int rc;
        switch (mode) {
            case BUFFERED: rc = LIB.MPI_Bsend(a, count, t, dest, tag, h); break;
            case SYNCHRONOUS: rc = LIB.MPI_Ssend(a, count, t, dest, tag, h); break;
            case READY: rc = LIB.MPI_Rsend(a, count, t, dest, tag, h); break;
            default: rc = LIB.MPI_Send(a, count, t, dest, tag, h); break;
        }
        if (rc != 0) {
            throw Errors.of(rc, SEND_CALLS[mode], peer("dest", dest, tag));
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
        if (LibMpiPinned.LIB.recvPinnable() && Payload.pins(buf, count, type)) {
            // the library writes straight into the array: nothing to copy back
            int rc = LibMpiPinned.LIB.MPI_Recv(buf, count, t, source, tag, h, s.status);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Recv", peer("source", source, tag));
            }
            return Status.of(s.status);
        }
        long a = Payload.in(s, Scratch.RECV, buf, count, type, "buf", Payload.needsCopyIn(type));
        int rc = LIB.MPI_Recv(a, count, t, source, tag, h, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Recv", peer("source", source, tag));
        }
        Payload.outReceived(buf, a, count, type, s.status);
        return Status.of(s.status);
    }

    public final Status sendRecv(Object sendbuf, int sendcount, Datatype sendtype, int dest, int sendtag,
            Object recvbuf, int recvcount, Datatype recvtype, int source, int recvtag) throws MPIException {
        long h = use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, sendcount, sendtype, "sendbuf", true);
        long ra = Payload.in(s, Scratch.RECV, recvbuf, recvcount, recvtype, "recvbuf", Payload.needsCopyIn(recvtype));
        int rc = LIB.MPI_Sendrecv(sa, sendcount, st, dest, sendtag, ra, recvcount, rt, source, recvtag, h, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Sendrecv", peer("dest", dest, sendtag) + ", " + peer("source", source, recvtag));
        }
        Payload.outReceived(recvbuf, ra, recvcount, recvtype, s.status);
        return Status.of(s.status);
    }

    public final Status sendRecvReplace(Object buf, int count, Datatype type, int dest, int sendtag, int source,
            int recvtag) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        long a = Payload.in(s, Scratch.SEND, buf, count, type, "buf", true);
        int rc = LIB.MPI_Sendrecv_replace(a, count, t, dest, sendtag, source, recvtag, h, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Sendrecv_replace",
                    peer("dest", dest, sendtag) + ", " + peer("source", source, recvtag));
        }
        Payload.outReceived(buf, a, count, type, s.status);
        return Status.of(s.status);
    }

    // ---- nonblocking point to point ---------------------------------------------------------------------------

    private static final String[] ISEND_CALLS = {"MPI_Isend", "MPI_Ibsend", "MPI_Issend", "MPI_Irsend"};
    private static final String[] ISEND_NAMES = {"iSend", "ibSend", "isSend", "irSend"};

    private Request iSend(int mode, Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long a = Payload.direct(buf, count, type, "buf");
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
        Request r = new Request(Memory.getLong(s.request));
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
        long a = Payload.direct(buf, count, type, "buf");
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Irecv(a, count, t, source, tag, h, s.request);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Irecv", peer("source", source, tag));
        }
        Request r = new Request(Memory.getLong(s.request));
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
        int rc = LIB.MPI_Barrier(use());
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Barrier");
        }
    }

    public final void bcast(Object buf, int count, Datatype type, int root) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        boolean isRoot = isRoot(root);
        long a = Payload.in(Scratch.get(), Scratch.SEND, buf, count, type, "buf", isRoot || !type.isContiguous());
        int rc = LIB.MPI_Bcast(a, count, t, root, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Bcast", "root " + root + sizeNote());
        }
        if (!isRoot) {
            Payload.out(buf, a, count, type);
        }
    }

    public final void gather(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        long h = use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        boolean isRoot = isRoot(root);
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
    }

    /** Gather in place: the root's own block is already in {@code buf}. */
    public final void gather(Object buf, int count, Datatype type, int root) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        int rc;
        if (isRoot(root)) {
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
    }

    public final void scatter(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        long h = use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        Scratch s = Scratch.get();
        boolean isRoot = isRoot(root);
        long sa = isRoot ? Payload.in(s, Scratch.SEND, sendbuf, (long) sendcount * collectiveSize(), sendtype,
                "sendbuf", true) : 0;
        long ra = Payload.in(s, Scratch.RECV, recvbuf, recvcount, recvtype, "recvbuf", !recvtype.isContiguous());
        int rc = LIB.MPI_Scatter(sa, sendcount, st, ra, recvcount, rt, root, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Scatter", "root " + root + sizeNote());
        }
        Payload.out(recvbuf, ra, recvcount, recvtype);
    }

    /** Scatter in place: the root keeps its own block where it is in {@code buf}. */
    public final void scatter(Object buf, int count, Datatype type, int root) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        int rc;
        if (isRoot(root)) {
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
        Payload.out(recvbuf, ra, total, recvtype);
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
    }

    public final void reduce(Object sendbuf, Object recvbuf, int count, Datatype type, Op op, int root)
            throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        Scratch s = Scratch.get();
        boolean isRoot = isRoot(root);
        long sa = Payload.in(s, Scratch.SEND, sendbuf, count, type, "sendbuf", true);
        long ra = isRoot ? Payload.in(s, Scratch.RECV, recvbuf, count, type, "recvbuf", !type.isContiguous()) : 0;
        int rc = LIB.MPI_Reduce(sa, ra, count, t, o, root, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Reduce", "root " + root + ", " + op + " on " + type + sizeNote());
        }
        if (isRoot) {
            Payload.out(recvbuf, ra, count, type);
        }
    }

    /** Reduce in place: the root's contribution is in {@code buf}, which receives the result. */
    public final void reduce(Object buf, int count, Datatype type, Op op, int root) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        Scratch s = Scratch.get();
        int rc;
        if (isRoot(root)) {
            long a = Payload.in(s, Scratch.RECV, buf, count, type, "buf", true);
            rc = LIB.MPI_Reduce(Handles.IN_PLACE, a, count, t, o, root, h);
            if (rc == 0) {
                Payload.out(buf, a, count, type);
            }
        } else {
            long a = Payload.in(s, Scratch.SEND, buf, count, type, "buf", true);
            rc = LIB.MPI_Reduce(a, 0, count, t, o, root, h);
        }
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Reduce", "root " + root + ", " + op + " on " + type + sizeNote());
        }
    }

    public final void allReduce(Object sendbuf, Object recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        Scratch s = Scratch.get();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, count, type, "sendbuf", true);
        long ra = Payload.in(s, Scratch.RECV, recvbuf, count, type, "recvbuf", !type.isContiguous());
        int rc = LIB.MPI_Allreduce(sa, ra, count, t, o, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Allreduce", op + " on " + type);
        }
        Payload.out(recvbuf, ra, count, type);
    }

    /** All-reduce in place: {@code buf} holds this process's contribution and receives the result. */
    public final void allReduce(Object buf, int count, Datatype type, Op op) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long o = Args.notNull(op, "op").use();
        long a = Payload.in(Scratch.get(), Scratch.RECV, buf, count, type, "buf", true);
        int rc = LIB.MPI_Allreduce(Handles.IN_PLACE, a, count, t, o, h);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Allreduce", op + " on " + type);
        }
        Payload.out(buf, a, count, type);
    }
}
