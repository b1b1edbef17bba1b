package mpi;

import java.nio.Buffer;
import mpi.shim.abi.HandleType;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiComm;

/** A message matched by a probe (mProbe, imProbe) and received later by exactly that handle (mRecv, imRecv). */
public final class Message {
    private static final LibMpiComm X = LibMpiComm.LIB;
    private static final long NULL = Handles.resolve("MPI_MESSAGE_NULL");
    private static final long NO_PROC = Handles.resolve("MPI_MESSAGE_NO_PROC");

    protected long handle;
    /** Where the matched message came from, for the checker's report of imRecv. */
    private long comm;
    private Comm commObject;
    private int source = MPI.UNDEFINED;
    private int tag = MPI.UNDEFINED;
    /** The match's posting as a checker knows it (see MpiListener#receivePosted); null without one. */
    private Object posting;

    public Message() {
        handle = NULL;
    }

    public boolean isNull() {
        return handle == NULL;
    }

    /** True when the probe was on MPI.PROC_NULL: receiving it completes at once with an empty status. */
    public boolean isNoProc() {
        return handle == NO_PROC;
    }

    private Status matched(String call, Scratch s, long comm, Comm object) {
        handle = HandleType.MESSAGE.get(s.handle);
        this.comm = comm;
        this.commObject = object;
        Status st = Status.of(s.status);
        source = st.getSource();
        tag = st.getTag();
        posting = null;
        if (Hooks.LISTENER != null && source >= 0 && Hooks.LISTENER.tracksMessages()) {
            posting = new Object();
            Hooks.LISTENER.receivePosted(call, comm, object, source, tag, posting);
        }
        return st;
    }

    public Status mProbe(int source, int tag, Comm comm) throws MPIException {
        long h = Args.notNull(comm, "comm").use();
        Scratch s = Scratch.get();
        int rc = X.MPI_Mprobe(source, tag, h, s.handle, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Mprobe", "source " + source + ", tag " + tag);
        }
        return matched("mProbe", s, h, comm);
    }

    /** The status of a matched message, or null when none is waiting (the message stays null then). */
    public Status imProbe(int source, int tag, Comm comm) throws MPIException {
        long h = Args.notNull(comm, "comm").use();
        Scratch s = Scratch.get();
        int rc = X.MPI_Improbe(source, tag, h, s.flag, s.handle, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Improbe", "source " + source + ", tag " + tag);
        }
        return Memory.getInt(s.flag) == 0 ? null : matched("imProbe", s, h, comm);
    }

    private long matchedHandle() throws MPIException {
        if (handle == NULL) {
            throw Errors.refused(MPI.ERR_REQUEST, "message is null: match one with mProbe or imProbe first"
                    + " (each matched message is received once)");
        }
        return handle;
    }

    public Status mRecv(Object buf, int count, Datatype type) throws MPIException {
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        // staging first: a datatype's first use loads its geometry through s.handle, which held the message
        long a = Payload.in(s, Scratch.RECV, buf, count, type, "buf", Payload.needsCopyIn(type));
        HandleType.MESSAGE.put(s.handle, matchedHandle());
        int rc = X.MPI_Mrecv(a, count, t, s.handle, s.status);
        handle = HandleType.MESSAGE.get(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Mrecv", "source " + source + ", tag " + tag);
        }
        Payload.outReceived(buf, a, count, type, s.status);
        Status st = Status.of(s.status);
        if (Hooks.LISTENER != null && commObject != null) {
            RmaNotify.received("mRecv", comm, commObject, st, posting);
        }
        return st;
    }

    public Request imRecv(Buffer buf, int count, Datatype type) throws MPIException {
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        long a = Payload.directOut(buf, count, type, "buf");
        HandleType.MESSAGE.put(s.handle, matchedHandle());
        int rc = X.MPI_Imrecv(a, count, t, s.handle, s.request);
        handle = HandleType.MESSAGE.get(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Imrecv", "source " + source + ", tag " + tag);
        }
        long request = HandleType.REQUEST.get(s.request);
        Request r = Hooks.LISTENER == null ? new Request(request)
                : Request.receiving(request, "imRecv", comm, commObject, source, tag, posting);
        r.addRecvBufRef(buf);
        if (Hooks.LISTENER != null) {
            Notify.posted("imRecv", r, comm, source, tag, Notify.writes(buf, a, count, type, "buf"));
        }
        return r;
    }
}
