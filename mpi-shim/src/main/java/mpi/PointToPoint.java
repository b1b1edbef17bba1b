package mpi;

import java.nio.Buffer;
import mpi.shim.abi.HandleType;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiPinned;
import mpi.shim.nat.LibMpiPointToPoint;

/**
 * Point-to-point communication of a {@link Comm}: the blocking sends in their four modes, receives, send-receives and
 * probes, and the nonblocking sends and receives. Comm's public methods delegate here; the hot paths (a send or
 * receive of a direct buffer) are kept small so that the JIT inlines them into the caller.
 */
final class PointToPoint {
    private PointToPoint() {}

    static final int STANDARD = 0;
    static final int BUFFERED = 1;
    static final int SYNCHRONOUS = 2;
    static final int READY = 3;
    private static final String[] SEND_CALLS = {"MPI_Send", "MPI_Bsend", "MPI_Ssend", "MPI_Rsend"};
    private static final String[] SEND_NAMES = {"send", "bSend", "sSend", "rSend"};

    static void send(Comm c, int mode, Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        if (Hooks.LISTENER != null) {
            BlockingUses.reading(SEND_NAMES[mode], buf, count, type, "buf");
            MessageEvents.sending(SEND_NAMES[mode], h, c, dest, tag);
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
            throw Errors.of(rc, SEND_CALLS[mode], c.peer("dest", dest, tag));
        }
    }

    /** send from an array or a heap buffer: pinned when large (standard mode), else through staging memory. */
    private static int sendStaged(int mode, Object buf, int count, Datatype type, long t, int dest, int tag,
            long h) throws MPIException {
        if (mode == STANDARD && Payload.pins(buf, count, type)) {
            return LibMpiPinned.LIB.MPI_Send(buf, count, t, dest, tag, h);
        }
        return sendCall(mode, Payload.in(Scratch.get(), Scratch.SEND, buf, count, type, "buf", true), count, t, dest,
                tag, h);
    }

    private static int sendCall(int mode, long a, int count, long t, int dest, int tag, long h) {
        switch (mode) {
            case BUFFERED: return LibMpiPointToPoint.MPI_Bsend(a, count, t, dest, tag, h);
            case SYNCHRONOUS: return LibMpiPointToPoint.MPI_Ssend(a, count, t, dest, tag, h);
            case READY: return LibMpiPointToPoint.MPI_Rsend(a, count, t, dest, tag, h);
            default: return LibMpiPointToPoint.MPI_Send(a, count, t, dest, tag, h);
        }
    }

    static Status recv(Comm c, Object buf, int count, Datatype type, int source, int tag) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        BlockingUses u = Hooks.LISTENER == null ? null : BlockingUses.writing("recv", buf, count, type, "buf");
        Scratch s = Scratch.get();
        if (buf instanceof Buffer && ((Buffer) buf).isDirect()) {
            // the common case kept small, so that the JIT inlines it into the caller (and can drop an unused Status)
            long a = Payload.directInto((Buffer) buf, count, type, "buf");
            int rc = LibMpiPointToPoint.MPI_Recv(a, count, t, source, tag, h, s.status);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Recv", c.peer("source", source, tag));
            }
        } else {
            recvStaged(c, buf, count, type, t, source, tag, h, s);
        }
        // one Status for both paths, made here so that a caller that ignores it never allocates it
        return received(c, "recv", h, Status.of(s.status), u);
    }

    /**
     * recv into an array or a heap buffer: pinned when large, else through this thread's staging memory. The C
     * status is left in the scratch's status slot.
     */
    private static void recvStaged(Comm c, Object buf, int count, Datatype type, long t, int source, int tag, long h,
            Scratch s) throws MPIException {
        if (LibMpiPinned.LIB.recvPinnable() && Payload.pins(buf, count, type)) {
            // the library writes straight into the array: nothing to copy back
            int rc = LibMpiPinned.LIB.MPI_Recv(buf, count, t, source, tag, h, s.status);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Recv", c.peer("source", source, tag));
            }
            return;
        }
        long a = Payload.in(s, Scratch.RECV, buf, count, type, "buf", Payload.needsCopyIn(type));
        int rc = LibMpiPointToPoint.MPI_Recv(a, count, t, source, tag, h, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Recv", c.peer("source", source, tag));
        }
        Payload.outReceived(buf, a, count, type, s.status);
    }

    /**
     * Reports a blocking receive to the listener (after the data was copied out), then what it wrote ({@code u},
     * or null), and returns its status.
     */
    private static Status received(Comm c, String call, long h, Status status, BlockingUses u) {
        if (Hooks.LISTENER != null) {
            MessageEvents.received(call, h, c, status, null);
            BlockingUses.returned(u);
        }
        return status;
    }

    static Status sendRecv(Comm c, Object sendbuf, int sendcount, Datatype sendtype, int dest, int sendtag,
            Object recvbuf, int recvcount, Datatype recvtype, int source, int recvtag) throws MPIException {
        long h = c.use();
        long st = Datatype.handleOf(sendtype, "sendtype");
        long rt = Datatype.handleOf(recvtype, "recvtype");
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            u = BlockingUses.of("sendRecv");
            if (u != null) {
                u.reads(sendbuf, sendcount, sendtype, "sendbuf").writes(recvbuf, recvcount, recvtype, "recvbuf")
                        .before();
            }
            MessageEvents.sending("sendRecv", h, c, dest, sendtag);
        }
        Scratch s = Scratch.get();
        long sa = Payload.in(s, Scratch.SEND, sendbuf, sendcount, sendtype, "sendbuf", true);
        long ra = Payload.in(s, Scratch.RECV, recvbuf, recvcount, recvtype, "recvbuf", Payload.needsCopyIn(recvtype));
        int rc = LibMpiPointToPoint.MPI_Sendrecv(sa, sendcount, st, dest, sendtag, ra, recvcount, rt, source, recvtag,
                h, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Sendrecv",
                    c.peer("dest", dest, sendtag) + ", " + c.peer("source", source, recvtag));
        }
        Payload.outReceived(recvbuf, ra, recvcount, recvtype, s.status);
        return received(c, "sendRecv", h, Status.of(s.status), u);
    }

    static Status sendRecvReplace(Comm c, Object buf, int count, Datatype type, int dest, int sendtag, int source,
            int recvtag) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        BlockingUses u = null;
        if (Hooks.LISTENER != null) {
            // the message sent is read from the buffer, the one received overwrites it
            u = BlockingUses.of("sendRecvReplace");
            if (u != null) {
                u.readsAndWrites(buf, count, type, "buf").before();
            }
            MessageEvents.sending("sendRecvReplace", h, c, dest, sendtag);
        }
        Scratch s = Scratch.get();
        long a = Payload.in(s, Scratch.SEND, buf, count, type, "buf", true);
        int rc = LibMpiPointToPoint.MPI_Sendrecv_replace(a, count, t, dest, sendtag, source, recvtag, h, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Sendrecv_replace",
                    c.peer("dest", dest, sendtag) + ", " + c.peer("source", source, recvtag));
        }
        Payload.outReceived(buf, a, count, type, s.status);
        return received(c, "sendRecvReplace", h, Status.of(s.status), u);
    }

    private static final String[] ISEND_CALLS = {"MPI_Isend", "MPI_Ibsend", "MPI_Issend", "MPI_Irsend"};
    private static final String[] ISEND_NAMES = {"iSend", "ibSend", "isSend", "irSend"};

    static Request iSend(Comm c, int mode, Buffer buf, int count, Datatype type, int dest,
            int tag) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long a = Payload.direct(buf, count, type, "buf");
        if (Hooks.LISTENER != null) {
            MessageEvents.sending(ISEND_NAMES[mode], h, c, dest, tag);
        }
        Scratch s = Scratch.get();
        int rc;
        switch (mode) {
            case BUFFERED: rc = LibMpiPointToPoint.MPI_Ibsend(a, count, t, dest, tag, h, s.request); break;
            case SYNCHRONOUS: rc = LibMpiPointToPoint.MPI_Issend(a, count, t, dest, tag, h, s.request); break;
            case READY: rc = LibMpiPointToPoint.MPI_Irsend(a, count, t, dest, tag, h, s.request); break;
            default: rc = LibMpiPointToPoint.MPI_Isend(a, count, t, dest, tag, h, s.request); break;
        }
        if (rc != 0) {
            throw Errors.of(rc, ISEND_CALLS[mode], c.peer("dest", dest, tag));
        }
        Request r = new Request(HandleType.REQUEST.get(s.request));
        r.addSendBufRef(buf);
        if (Hooks.LISTENER != null) {
            Notify.posted(ISEND_NAMES[mode], r, h, dest, tag, Notify.reads(buf, a, count, type, "buf"));
        }
        return r;
    }

    static Request iRecv(Comm c, Buffer buf, int count, Datatype type, int source, int tag) throws MPIException {
        long h = c.use();
        long t = Datatype.handleOf(type, "type");
        long a = Payload.directOut(buf, count, type, "buf");
        Scratch s = Scratch.get();
        int rc = LibMpiPointToPoint.MPI_Irecv(a, count, t, source, tag, h, s.request);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Irecv", c.peer("source", source, tag));
        }
        long handle = HandleType.REQUEST.get(s.request);
        Request r = Hooks.LISTENER == null ? new Request(handle)
                : Request.receiving(handle, "iRecv", h, c, source, tag, null);
        r.addRecvBufRef(buf);
        if (Hooks.LISTENER != null) {
            Notify.posted("iRecv", r, h, source, tag, Notify.writes(buf, a, count, type, "buf"));
        }
        return r;
    }

    static Status iProbe(Comm c, int source, int tag) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiPointToPoint.MPI_Iprobe(source, tag, c.use(), s.flag, s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Iprobe", c.peer("source", source, tag));
        }
        return Memory.getInt(s.flag) == 0 ? null : Status.of(s.status);
    }

    static Status probe(Comm c, int source, int tag) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiPointToPoint.MPI_Probe(source, tag, c.use(), s.status);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Probe", c.peer("source", source, tag));
        }
        return Status.of(s.status);
    }
}
