package mpi.shim.nat;

/**
 * The C functions of libmpi for point-to-point communication: blocking and nonblocking sends and receives, probes,
 * persistent requests, completion (waits and tests), statuses. One declaration per function: its name and C signature
 * (per parameter, {@code true} for a C int, {@code false} for a 64-bit integer, handle or pointer), then the method
 * that calls it. Handles and pointers are passed as {@code long}; every function returns its MPI error code. The
 * fields are static finals, so the JIT treats each function as a constant and inlines the call through it.
 */
public final class LibMpiPointToPoint {
    private LibMpiPointToPoint() {}

    private static final NativeFunction BSEND = Native.LIBRARY.function("MPI_Bsend",
            false, true, false, true, true, false);
    public static int MPI_Bsend(long buf, int count, long datatype, int dest, int tag, long comm) {
        return BSEND.call(buf, count, datatype, dest, tag, comm);
    }

    private static final NativeFunction BSEND_INIT = Native.LIBRARY.function("MPI_Bsend_init",
            false, true, false, true, true, false, false);
    public static int MPI_Bsend_init(long buf, int count, long type, int dest, int tag, long comm, long req) {
        return BSEND_INIT.call(buf, count, type, dest, tag, comm, req);
    }

    private static final NativeFunction BUFFER_ATTACH = Native.LIBRARY.function("MPI_Buffer_attach", false, true);
    public static int MPI_Buffer_attach(long buf, int size) {
        return BUFFER_ATTACH.call(buf, size);
    }

    private static final NativeFunction BUFFER_DETACH = Native.LIBRARY.function("MPI_Buffer_detach", false, false);
    public static int MPI_Buffer_detach(long bufaddr, long size) {
        return BUFFER_DETACH.call(bufaddr, size);
    }

    private static final NativeFunction CANCEL = Native.LIBRARY.function("MPI_Cancel", false);
    public static int MPI_Cancel(long request) {
        return CANCEL.call(request);
    }

    private static final NativeFunction GET_COUNT = Native.LIBRARY.function("MPI_Get_count", false, false, false);
    public static int MPI_Get_count(long status, long datatype, long count) {
        return GET_COUNT.call(status, datatype, count);
    }

    private static final NativeFunction GET_ELEMENTS = Native.LIBRARY.function("MPI_Get_elements", false, false, false);
    public static int MPI_Get_elements(long status, long datatype, long count) {
        return GET_ELEMENTS.call(status, datatype, count);
    }

    private static final NativeFunction GET_ELEMENTS_X = Native.LIBRARY.function("MPI_Get_elements_x",
            false, false, false);
    public static int MPI_Get_elements_x(long status, long datatype, long count) {
        return GET_ELEMENTS_X.call(status, datatype, count);
    }

    private static final NativeFunction IBSEND = Native.LIBRARY.function("MPI_Ibsend",
            false, true, false, true, true, false, false);
    public static int MPI_Ibsend(long buf, int count, long datatype, int dest, int tag, long comm, long request) {
        return IBSEND.call(buf, count, datatype, dest, tag, comm, request);
    }

    private static final NativeFunction IMPROBE = Native.LIBRARY.function("MPI_Improbe",
            true, true, false, false, false, false);
    public static int MPI_Improbe(int source, int tag, long comm, long flag, long msg, long status) {
        return IMPROBE.call(source, tag, comm, flag, msg, status);
    }

    private static final NativeFunction IMRECV = Native.LIBRARY.function("MPI_Imrecv",
            false, true, false, false, false);
    public static int MPI_Imrecv(long buf, int count, long type, long msg, long req) {
        return IMRECV.call(buf, count, type, msg, req);
    }

    private static final NativeFunction IPROBE = Native.LIBRARY.function("MPI_Iprobe", true, true, false, false, false);
    public static int MPI_Iprobe(int source, int tag, long comm, long flag, long status) {
        return IPROBE.call(source, tag, comm, flag, status);
    }

    private static final NativeFunction IRECV = Native.LIBRARY.function("MPI_Irecv",
            false, true, false, true, true, false, false);
    public static int MPI_Irecv(long buf, int count, long datatype, int source, int tag, long comm, long request) {
        return IRECV.call(buf, count, datatype, source, tag, comm, request);
    }

    private static final NativeFunction IRSEND = Native.LIBRARY.function("MPI_Irsend",
            false, true, false, true, true, false, false);
    public static int MPI_Irsend(long buf, int count, long datatype, int dest, int tag, long comm, long request) {
        return IRSEND.call(buf, count, datatype, dest, tag, comm, request);
    }

    private static final NativeFunction ISEND = Native.LIBRARY.function("MPI_Isend",
            false, true, false, true, true, false, false);
    public static int MPI_Isend(long buf, int count, long datatype, int dest, int tag, long comm, long request) {
        return ISEND.call(buf, count, datatype, dest, tag, comm, request);
    }

    private static final NativeFunction ISSEND = Native.LIBRARY.function("MPI_Issend",
            false, true, false, true, true, false, false);
    public static int MPI_Issend(long buf, int count, long datatype, int dest, int tag, long comm, long request) {
        return ISSEND.call(buf, count, datatype, dest, tag, comm, request);
    }

    private static final NativeFunction MPROBE = Native.LIBRARY.function("MPI_Mprobe", true, true, false, false, false);
    public static int MPI_Mprobe(int source, int tag, long comm, long msg, long status) {
        return MPROBE.call(source, tag, comm, msg, status);
    }

    private static final NativeFunction MRECV = Native.LIBRARY.function("MPI_Mrecv", false, true, false, false, false);
    public static int MPI_Mrecv(long buf, int count, long type, long msg, long status) {
        return MRECV.call(buf, count, type, msg, status);
    }

    private static final NativeFunction PROBE = Native.LIBRARY.function("MPI_Probe", true, true, false, false);
    public static int MPI_Probe(int source, int tag, long comm, long status) {
        return PROBE.call(source, tag, comm, status);
    }

    private static final NativeFunction RECV = Native.LIBRARY.function("MPI_Recv",
            false, true, false, true, true, false, false);
    public static int MPI_Recv(long buf, int count, long datatype, int source, int tag, long comm, long status) {
        return RECV.call(buf, count, datatype, source, tag, comm, status);
    }

    private static final NativeFunction RECV_INIT = Native.LIBRARY.function("MPI_Recv_init",
            false, true, false, true, true, false, false);
    public static int MPI_Recv_init(long buf, int count, long type, int source, int tag, long comm, long req) {
        return RECV_INIT.call(buf, count, type, source, tag, comm, req);
    }

    private static final NativeFunction REQUEST_FREE = Native.LIBRARY.function("MPI_Request_free", false);
    public static int MPI_Request_free(long request) {
        return REQUEST_FREE.call(request);
    }

    private static final NativeFunction REQUEST_GET_STATUS = Native.LIBRARY.function("MPI_Request_get_status",
            false, false, false);
    public static int MPI_Request_get_status(long request, long flag, long status) {
        return REQUEST_GET_STATUS.call(request, flag, status);
    }

    private static final NativeFunction RSEND = Native.LIBRARY.function("MPI_Rsend",
            false, true, false, true, true, false);
    public static int MPI_Rsend(long buf, int count, long datatype, int dest, int tag, long comm) {
        return RSEND.call(buf, count, datatype, dest, tag, comm);
    }

    private static final NativeFunction RSEND_INIT = Native.LIBRARY.function("MPI_Rsend_init",
            false, true, false, true, true, false, false);
    public static int MPI_Rsend_init(long buf, int count, long type, int dest, int tag, long comm, long req) {
        return RSEND_INIT.call(buf, count, type, dest, tag, comm, req);
    }

    private static final NativeFunction SEND = Native.LIBRARY.function("MPI_Send",
            false, true, false, true, true, false);
    public static int MPI_Send(long buf, int count, long datatype, int dest, int tag, long comm) {
        return SEND.call(buf, count, datatype, dest, tag, comm);
    }

    private static final NativeFunction SEND_INIT = Native.LIBRARY.function("MPI_Send_init",
            false, true, false, true, true, false, false);
    public static int MPI_Send_init(long buf, int count, long type, int dest, int tag, long comm, long req) {
        return SEND_INIT.call(buf, count, type, dest, tag, comm, req);
    }

    private static final NativeFunction SENDRECV = Native.LIBRARY.function("MPI_Sendrecv",
            false, true, false, true, true, false, true, false, true, true, false, false);
    public static int MPI_Sendrecv(long sendbuf, int sendcount, long sendtype, int dest, int sendtag, long recvbuf, int recvcount, long recvtype, int source, int recvtag, long comm, long status) {
        return SENDRECV.call(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
    }

    private static final NativeFunction SENDRECV_REPLACE = Native.LIBRARY.function("MPI_Sendrecv_replace",
            false, true, false, true, true, true, true, false, false);
    public static int MPI_Sendrecv_replace(long buf, int count, long datatype, int dest, int sendtag, int source, int recvtag, long comm, long status) {
        return SENDRECV_REPLACE.call(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
    }

    private static final NativeFunction SSEND = Native.LIBRARY.function("MPI_Ssend",
            false, true, false, true, true, false);
    public static int MPI_Ssend(long buf, int count, long datatype, int dest, int tag, long comm) {
        return SSEND.call(buf, count, datatype, dest, tag, comm);
    }

    private static final NativeFunction SSEND_INIT = Native.LIBRARY.function("MPI_Ssend_init",
            false, true, false, true, true, false, false);
    public static int MPI_Ssend_init(long buf, int count, long type, int dest, int tag, long comm, long req) {
        return SSEND_INIT.call(buf, count, type, dest, tag, comm, req);
    }

    private static final NativeFunction START = Native.LIBRARY.function("MPI_Start", false);
    public static int MPI_Start(long req) {
        return START.call(req);
    }

    private static final NativeFunction STARTALL = Native.LIBRARY.function("MPI_Startall", true, false);
    public static int MPI_Startall(int count, long reqs) {
        return STARTALL.call(count, reqs);
    }

    private static final NativeFunction STATUS_SET_CANCELLED = Native.LIBRARY.function("MPI_Status_set_cancelled",
            false, true);
    public static int MPI_Status_set_cancelled(long status, int flag) {
        return STATUS_SET_CANCELLED.call(status, flag);
    }

    private static final NativeFunction STATUS_SET_ELEMENTS = Native.LIBRARY.function("MPI_Status_set_elements",
            false, false, true);
    public static int MPI_Status_set_elements(long status, long datatype, int count) {
        return STATUS_SET_ELEMENTS.call(status, datatype, count);
    }

    private static final NativeFunction STATUS_SET_ELEMENTS_X = Native.LIBRARY.function("MPI_Status_set_elements_x",
            false, false, false);
    public static int MPI_Status_set_elements_x(long status, long datatype, long count) {
        return STATUS_SET_ELEMENTS_X.call(status, datatype, count);
    }

    private static final NativeFunction TEST = Native.LIBRARY.function("MPI_Test", false, false, false);
    public static int MPI_Test(long request, long flag, long status) {
        return TEST.call(request, flag, status);
    }

    private static final NativeFunction TEST_CANCELLED = Native.LIBRARY.function("MPI_Test_cancelled", false, false);
    public static int MPI_Test_cancelled(long status, long flag) {
        return TEST_CANCELLED.call(status, flag);
    }

    private static final NativeFunction TESTALL = Native.LIBRARY.function("MPI_Testall", true, false, false, false);
    public static int MPI_Testall(int count, long requests, long flag, long statuses) {
        return TESTALL.call(count, requests, flag, statuses);
    }

    private static final NativeFunction TESTANY = Native.LIBRARY.function("MPI_Testany",
            true, false, false, false, false);
    public static int MPI_Testany(int count, long requests, long index, long flag, long status) {
        return TESTANY.call(count, requests, index, flag, status);
    }

    private static final NativeFunction TESTSOME = Native.LIBRARY.function("MPI_Testsome",
            true, false, false, false, false);
    public static int MPI_Testsome(int incount, long requests, long outcount, long indices, long statuses) {
        return TESTSOME.call(incount, requests, outcount, indices, statuses);
    }

    private static final NativeFunction WAIT = Native.LIBRARY.function("MPI_Wait", false, false);
    public static int MPI_Wait(long request, long status) {
        return WAIT.call(request, status);
    }

    private static final NativeFunction WAITALL = Native.LIBRARY.function("MPI_Waitall", true, false, false);
    public static int MPI_Waitall(int count, long requests, long statuses) {
        return WAITALL.call(count, requests, statuses);
    }

    private static final NativeFunction WAITANY = Native.LIBRARY.function("MPI_Waitany", true, false, false, false);
    public static int MPI_Waitany(int count, long requests, long index, long status) {
        return WAITANY.call(count, requests, index, status);
    }

    private static final NativeFunction WAITSOME = Native.LIBRARY.function("MPI_Waitsome",
            true, false, false, false, false);
    public static int MPI_Waitsome(int incount, long requests, long outcount, long indices, long statuses) {
        return WAITSOME.call(incount, requests, outcount, indices, statuses);
    }

    /** Whether long signatures (here MPI_Sendrecv's 12 arguments) take the argument-block trampoline. */
    public static boolean longCallsBlocked() {
        return SENDRECV.blocked();
    }
}
