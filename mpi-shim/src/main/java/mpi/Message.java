package mpi;

import java.nio.Buffer;
import mpi.shim.abi.HandleType;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiPointToPoint;

/**
 * A message matched by a probe ({@link #mProbe}, {@link #imProbe}) and then received by exactly that handle
 * ({@link #mRecv}, {@link #imRecv}): no other receive can take it in between, which makes probe-then-receive safe with
 * threads ({@code MPI_Message}).
 */
public final class Message {
    private static final long NULL = Handles.resolve("MPI_MESSAGE_NULL");
    private static final long NO_PROC = Handles.resolve("MPI_MESSAGE_NO_PROC");

    /** The library handle ({@code MPI_Message}); {@code MPI_MESSAGE_NULL} before a match and after the receive. */
    protected long handle;
    /** Where the matched message came from, for the checker's report of imRecv. */
    private long comm;
    private Comm commObject;
    private int source = MPI.UNDEFINED;
    private int tag = MPI.UNDEFINED;
    /** The match's posting as a checker knows it (see MpiListener#receivePosted); null without one. */
    private Object posting;

    /** A message handle that matches nothing yet ({@code MPI_MESSAGE_NULL}). */
    public Message() {
        handle = NULL;
    }

    /**
     * Whether no message is matched ({@code MPI_MESSAGE_NULL}): before a probe, after an {@link #imProbe} that found
     * none, and after the receive.
     * @return true when null
     */
    public boolean isNull() {
        return handle == NULL;
    }

    /**
     * Whether the probe was on {@link MPI#PROC_NULL} ({@code MPI_MESSAGE_NO_PROC}): receiving it completes at once with
     * an empty status.
     * @return true for the no-process message
     */
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

    /**
     * Waits for a matching message and matches it to this handle. Calls {@code MPI_Mprobe}.
     * @param source the rank of the source, or {@link MPI#ANY_SOURCE}
     * @param tag the tag, or {@link MPI#ANY_TAG}
     * @param comm the communicator
     * @return the message's status
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status mProbe(int source, int tag, Comm comm) throws MPIException {
        long h = Args.notNull(comm, "comm").use();
        Scratch s = Scratch.get();
        Errors.check(LibMpiPointToPoint.MPI_Mprobe(source, tag, h, s.handle, s.status), "MPI_Mprobe", "source ", source, ", tag ", tag);
        return matched("mProbe", s, h, comm);
    }

    /**
     * Matches a message to this handle if one is waiting. Calls {@code MPI_Improbe}.
     * @param source the rank of the source, or {@link MPI#ANY_SOURCE}
     * @param tag the tag, or {@link MPI#ANY_TAG}
     * @param comm the communicator
     * @return the message's status, or null when none is waiting (the handle stays null then)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status imProbe(int source, int tag, Comm comm) throws MPIException {
        long h = Args.notNull(comm, "comm").use();
        Scratch s = Scratch.get();
        int rc = LibMpiPointToPoint.MPI_Improbe(source, tag, h, s.flag, s.handle, s.status);
        Errors.check(rc, "MPI_Improbe", "source ", source, ", tag ", tag);
        return Memory.getInt(s.flag) == 0 ? null : matched("imProbe", s, h, comm);
    }

    private long matchedHandle() throws MPIException {
        if (handle == NULL) {
            throw Errors.refused(MPI.ERR_REQUEST, "message is null: match one with mProbe or imProbe first"
                    + " (each matched message is received once)");
        }
        return handle;
    }

    /**
     * Receives the matched message. Calls {@code MPI_Mrecv}; a message not matched by a probe is refused
     * ({@link MPI#ERR_REQUEST}).
     * @param buf where the data goes: an array, a direct buffer or an array-backed buffer
     * @param count the largest number of elements to receive
     * @param type their datatype
     * @return the status
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status mRecv(Object buf, int count, Datatype type) throws MPIException {
        long t = Datatype.handleOf(type, "type");
        BlockingUses u = Hooks.LISTENER == null ? null : BlockingUses.writing("mRecv", buf, count, type, "buf");
        Scratch s = Scratch.get();
        // staging first: a datatype's first use loads its geometry through s.handle, which held the message
        long a = Payload.in(s, Scratch.RECV, buf, count, type, "buf", Payload.needsCopyIn(type));
        HandleType.MESSAGE.put(s.handle, matchedHandle());
        int rc = LibMpiPointToPoint.MPI_Mrecv(a, count, t, s.handle, s.status);
        handle = HandleType.MESSAGE.get(s.handle);
        Errors.check(rc, "MPI_Mrecv", "source ", source, ", tag ", tag);
        Payload.outReceived(buf, a, count, type, s.status);
        Status st = Status.of(s.status);
        if (Hooks.LISTENER != null && commObject != null) {
            MessageEvents.received("mRecv", comm, commObject, st, posting);
        }
        BlockingUses.returned(u);
        return st;
    }

    /**
     * Starts receiving the matched message. Calls {@code MPI_Imrecv}; a message not matched by a probe is refused
     * ({@link MPI#ERR_REQUEST}).
     * @param buf where the data goes: a direct buffer
     * @param count the largest number of elements to receive
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request imRecv(Buffer buf, int count, Datatype type) throws MPIException {
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        long a = Payload.directOut(buf, count, type, "buf");
        HandleType.MESSAGE.put(s.handle, matchedHandle());
        int rc = LibMpiPointToPoint.MPI_Imrecv(a, count, t, s.handle, s.request);
        handle = HandleType.MESSAGE.get(s.handle);
        Errors.check(rc, "MPI_Imrecv", "source ", source, ", tag ", tag);
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
