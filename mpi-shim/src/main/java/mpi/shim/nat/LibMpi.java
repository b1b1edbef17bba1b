package mpi.shim.nat;

import com.kenai.jffi.Library;
import com.kenai.jffi.Type;

/**
 * The C functions of libmpi.so that the binding calls, with their C signatures. Handles and pointers are passed as
 * {@code long} (Open MPI handles are pointers; integer handles of other ABIs fit too). Every function returns an
 * MPI error code unless its return type says otherwise.
 */
public final class LibMpi {
    private final NativeFunction initFn;
    private final NativeFunction init_threadFn;
    private final NativeFunction finalizeFn;
    private final NativeFunction initializedFn;
    private final NativeFunction finalizedFn;
    private final NativeFunction query_threadFn;
    private final NativeFunction is_thread_mainFn;
    private final NativeFunction wtimeFn;
    private final NativeFunction wtickFn;
    private final NativeFunction get_processor_nameFn;
    private final NativeFunction get_library_versionFn;
    private final NativeFunction get_versionFn;
    private final NativeFunction abortFn;
    private final NativeFunction error_classFn;
    private final NativeFunction error_stringFn;
    private final NativeFunction comm_rankFn;
    private final NativeFunction comm_sizeFn;
    private final NativeFunction comm_dupFn;
    private final NativeFunction comm_splitFn;
    private final NativeFunction comm_freeFn;
    private final NativeFunction comm_compareFn;
    private final NativeFunction comm_test_interFn;
    private final NativeFunction comm_remote_sizeFn;
    private final NativeFunction comm_set_errhandlerFn;
    private final NativeFunction comm_get_errhandlerFn;
    private final NativeFunction comm_groupFn;
    private final NativeFunction sendFn;
    private final NativeFunction bsendFn;
    private final NativeFunction ssendFn;
    private final NativeFunction rsendFn;
    private final NativeFunction recvFn;
    private final NativeFunction sendrecvFn;
    private final NativeFunction sendrecv_replaceFn;
    private final NativeFunction isendFn;
    private final NativeFunction ibsendFn;
    private final NativeFunction issendFn;
    private final NativeFunction irsendFn;
    private final NativeFunction irecvFn;
    private final NativeFunction probeFn;
    private final NativeFunction iprobeFn;
    private final NativeFunction waitFn;
    private final NativeFunction testFn;
    private final NativeFunction request_freeFn;
    private final NativeFunction cancelFn;
    private final NativeFunction request_get_statusFn;
    private final NativeFunction waitallFn;
    private final NativeFunction waitanyFn;
    private final NativeFunction waitsomeFn;
    private final NativeFunction testallFn;
    private final NativeFunction testanyFn;
    private final NativeFunction testsomeFn;
    private final NativeFunction get_countFn;
    private final NativeFunction get_elementsFn;
    private final NativeFunction test_cancelledFn;
    private final NativeFunction get_elements_xFn;
    private final NativeFunction status_set_elementsFn;
    private final NativeFunction status_set_elements_xFn;
    private final NativeFunction status_set_cancelledFn;
    private final NativeFunction barrierFn;
    private final NativeFunction bcastFn;
    private final NativeFunction reduceFn;
    private final NativeFunction allreduceFn;
    private final NativeFunction gatherFn;
    private final NativeFunction scatterFn;
    private final NativeFunction allgatherFn;
    private final NativeFunction alltoallFn;
    private final NativeFunction type_get_extentFn;
    private final NativeFunction type_get_true_extentFn;
    private final NativeFunction type_sizeFn;
    private final NativeFunction type_commitFn;
    private final NativeFunction type_freeFn;
    private final NativeFunction type_dupFn;
    private final NativeFunction type_contiguousFn;
    private final NativeFunction type_vectorFn;
    private final NativeFunction type_set_nameFn;
    private final NativeFunction type_get_nameFn;
    private final NativeFunction group_sizeFn;
    private final NativeFunction group_rankFn;
    private final NativeFunction group_freeFn;
    private final NativeFunction info_createFn;
    private final NativeFunction info_setFn;
    private final NativeFunction info_getFn;
    private final NativeFunction info_get_valuelenFn;
    private final NativeFunction info_deleteFn;
    private final NativeFunction info_get_nkeysFn;
    private final NativeFunction info_get_nthkeyFn;
    private final NativeFunction info_dupFn;
    private final NativeFunction info_freeFn;

    LibMpi(Library library) {
        initFn = new NativeFunction(library, "MPI_Init", Type.SINT32, false, false);
        init_threadFn = new NativeFunction(library, "MPI_Init_thread", Type.SINT32, false, false, true, false);
        finalizeFn = new NativeFunction(library, "MPI_Finalize", Type.SINT32);
        initializedFn = new NativeFunction(library, "MPI_Initialized", Type.SINT32, false);
        finalizedFn = new NativeFunction(library, "MPI_Finalized", Type.SINT32, false);
        query_threadFn = new NativeFunction(library, "MPI_Query_thread", Type.SINT32, false);
        is_thread_mainFn = new NativeFunction(library, "MPI_Is_thread_main", Type.SINT32, false);
        wtimeFn = new NativeFunction(library, "MPI_Wtime", Type.DOUBLE);
        wtickFn = new NativeFunction(library, "MPI_Wtick", Type.DOUBLE);
        get_processor_nameFn = new NativeFunction(library, "MPI_Get_processor_name", Type.SINT32, false, false);
        get_library_versionFn = new NativeFunction(library, "MPI_Get_library_version", Type.SINT32, false, false);
        get_versionFn = new NativeFunction(library, "MPI_Get_version", Type.SINT32, false, false);
        abortFn = new NativeFunction(library, "MPI_Abort", Type.SINT32, false, true);
        error_classFn = new NativeFunction(library, "MPI_Error_class", Type.SINT32, true, false);
        error_stringFn = new NativeFunction(library, "MPI_Error_string", Type.SINT32, true, false, false);
        comm_rankFn = new NativeFunction(library, "MPI_Comm_rank", Type.SINT32, false, false);
        comm_sizeFn = new NativeFunction(library, "MPI_Comm_size", Type.SINT32, false, false);
        comm_dupFn = new NativeFunction(library, "MPI_Comm_dup", Type.SINT32, false, false);
        comm_splitFn = new NativeFunction(library, "MPI_Comm_split", Type.SINT32, false, true, true, false);
        comm_freeFn = new NativeFunction(library, "MPI_Comm_free", Type.SINT32, false);
        comm_compareFn = new NativeFunction(library, "MPI_Comm_compare", Type.SINT32, false, false, false);
        comm_test_interFn = new NativeFunction(library, "MPI_Comm_test_inter", Type.SINT32, false, false);
        comm_remote_sizeFn = new NativeFunction(library, "MPI_Comm_remote_size", Type.SINT32, false, false);
        comm_set_errhandlerFn = new NativeFunction(library, "MPI_Comm_set_errhandler", Type.SINT32, false, false);
        comm_get_errhandlerFn = new NativeFunction(library, "MPI_Comm_get_errhandler", Type.SINT32, false, false);
        comm_groupFn = new NativeFunction(library, "MPI_Comm_group", Type.SINT32, false, false);
        sendFn = new NativeFunction(library, "MPI_Send", Type.SINT32, false, true, false, true, true, false);
        bsendFn = new NativeFunction(library, "MPI_Bsend", Type.SINT32, false, true, false, true, true, false);
        ssendFn = new NativeFunction(library, "MPI_Ssend", Type.SINT32, false, true, false, true, true, false);
        rsendFn = new NativeFunction(library, "MPI_Rsend", Type.SINT32, false, true, false, true, true, false);
        recvFn = new NativeFunction(library, "MPI_Recv", Type.SINT32, false, true, false, true, true, false, false);
        sendrecvFn = new NativeFunction(library, "MPI_Sendrecv", Type.SINT32, false, true, false, true, true, false, true, false, true, true, false, false);
        sendrecv_replaceFn = new NativeFunction(library, "MPI_Sendrecv_replace", Type.SINT32, false, true, false, true, true, true, true, false, false);
        isendFn = new NativeFunction(library, "MPI_Isend", Type.SINT32, false, true, false, true, true, false, false);
        ibsendFn = new NativeFunction(library, "MPI_Ibsend", Type.SINT32, false, true, false, true, true, false, false);
        issendFn = new NativeFunction(library, "MPI_Issend", Type.SINT32, false, true, false, true, true, false, false);
        irsendFn = new NativeFunction(library, "MPI_Irsend", Type.SINT32, false, true, false, true, true, false, false);
        irecvFn = new NativeFunction(library, "MPI_Irecv", Type.SINT32, false, true, false, true, true, false, false);
        probeFn = new NativeFunction(library, "MPI_Probe", Type.SINT32, true, true, false, false);
        iprobeFn = new NativeFunction(library, "MPI_Iprobe", Type.SINT32, true, true, false, false, false);
        waitFn = new NativeFunction(library, "MPI_Wait", Type.SINT32, false, false);
        testFn = new NativeFunction(library, "MPI_Test", Type.SINT32, false, false, false);
        request_freeFn = new NativeFunction(library, "MPI_Request_free", Type.SINT32, false);
        cancelFn = new NativeFunction(library, "MPI_Cancel", Type.SINT32, false);
        request_get_statusFn = new NativeFunction(library, "MPI_Request_get_status", Type.SINT32, false, false, false);
        waitallFn = new NativeFunction(library, "MPI_Waitall", Type.SINT32, true, false, false);
        waitanyFn = new NativeFunction(library, "MPI_Waitany", Type.SINT32, true, false, false, false);
        waitsomeFn = new NativeFunction(library, "MPI_Waitsome", Type.SINT32, true, false, false, false, false);
        testallFn = new NativeFunction(library, "MPI_Testall", Type.SINT32, true, false, false, false);
        testanyFn = new NativeFunction(library, "MPI_Testany", Type.SINT32, true, false, false, false, false);
        testsomeFn = new NativeFunction(library, "MPI_Testsome", Type.SINT32, true, false, false, false, false);
        get_countFn = new NativeFunction(library, "MPI_Get_count", Type.SINT32, false, false, false);
        get_elementsFn = new NativeFunction(library, "MPI_Get_elements", Type.SINT32, false, false, false);
        test_cancelledFn = new NativeFunction(library, "MPI_Test_cancelled", Type.SINT32, false, false);
        get_elements_xFn = new NativeFunction(library, "MPI_Get_elements_x", Type.SINT32, false, false, false);
        status_set_elementsFn = new NativeFunction(library, "MPI_Status_set_elements", Type.SINT32, false, false, true);
        status_set_elements_xFn = new NativeFunction(library, "MPI_Status_set_elements_x", Type.SINT32, false, false, false);
        status_set_cancelledFn = new NativeFunction(library, "MPI_Status_set_cancelled", Type.SINT32, false, true);
        barrierFn = new NativeFunction(library, "MPI_Barrier", Type.SINT32, false);
        bcastFn = new NativeFunction(library, "MPI_Bcast", Type.SINT32, false, true, false, true, false);
        reduceFn = new NativeFunction(library, "MPI_Reduce", Type.SINT32, false, false, true, false, false, true, false);
        allreduceFn = new NativeFunction(library, "MPI_Allreduce", Type.SINT32, false, false, true, false, false, false);
        gatherFn = new NativeFunction(library, "MPI_Gather", Type.SINT32, false, true, false, false, true, false, true, false);
        scatterFn = new NativeFunction(library, "MPI_Scatter", Type.SINT32, false, true, false, false, true, false, true, false);
        allgatherFn = new NativeFunction(library, "MPI_Allgather", Type.SINT32, false, true, false, false, true, false, false);
        alltoallFn = new NativeFunction(library, "MPI_Alltoall", Type.SINT32, false, true, false, false, true, false, false);
        type_get_extentFn = new NativeFunction(library, "MPI_Type_get_extent", Type.SINT32, false, false, false);
        type_get_true_extentFn = new NativeFunction(library, "MPI_Type_get_true_extent", Type.SINT32, false, false, false);
        type_sizeFn = new NativeFunction(library, "MPI_Type_size", Type.SINT32, false, false);
        type_commitFn = new NativeFunction(library, "MPI_Type_commit", Type.SINT32, false);
        type_freeFn = new NativeFunction(library, "MPI_Type_free", Type.SINT32, false);
        type_dupFn = new NativeFunction(library, "MPI_Type_dup", Type.SINT32, false, false);
        type_contiguousFn = new NativeFunction(library, "MPI_Type_contiguous", Type.SINT32, true, false, false);
        type_vectorFn = new NativeFunction(library, "MPI_Type_vector", Type.SINT32, true, true, true, false, false);
        type_set_nameFn = new NativeFunction(library, "MPI_Type_set_name", Type.SINT32, false, false);
        type_get_nameFn = new NativeFunction(library, "MPI_Type_get_name", Type.SINT32, false, false, false);
        group_sizeFn = new NativeFunction(library, "MPI_Group_size", Type.SINT32, false, false);
        group_rankFn = new NativeFunction(library, "MPI_Group_rank", Type.SINT32, false, false);
        group_freeFn = new NativeFunction(library, "MPI_Group_free", Type.SINT32, false);
        info_createFn = new NativeFunction(library, "MPI_Info_create", Type.SINT32, false);
        info_setFn = new NativeFunction(library, "MPI_Info_set", Type.SINT32, false, false, false);
        info_getFn = new NativeFunction(library, "MPI_Info_get", Type.SINT32, false, false, true, false, false);
        info_get_valuelenFn = new NativeFunction(library, "MPI_Info_get_valuelen", Type.SINT32, false, false, false, false);
        info_deleteFn = new NativeFunction(library, "MPI_Info_delete", Type.SINT32, false, false);
        info_get_nkeysFn = new NativeFunction(library, "MPI_Info_get_nkeys", Type.SINT32, false, false);
        info_get_nthkeyFn = new NativeFunction(library, "MPI_Info_get_nthkey", Type.SINT32, false, true, false);
        info_dupFn = new NativeFunction(library, "MPI_Info_dup", Type.SINT32, false, false);
        info_freeFn = new NativeFunction(library, "MPI_Info_free", Type.SINT32, false);
    }

    public int MPI_Init(long argc, long argv) {
        return initFn.call(argc, argv);
    }

    public int MPI_Init_thread(long argc, long argv, int required, long provided) {
        return init_threadFn.call(argc, argv, required, provided);
    }

    public int MPI_Finalize() {
        return finalizeFn.call();
    }

    public int MPI_Initialized(long flag) {
        return initializedFn.call(flag);
    }

    public int MPI_Finalized(long flag) {
        return finalizedFn.call(flag);
    }

    public int MPI_Query_thread(long provided) {
        return query_threadFn.call(provided);
    }

    public int MPI_Is_thread_main(long flag) {
        return is_thread_mainFn.call(flag);
    }

    public double MPI_Wtime() {
        return wtimeFn.callDouble();
    }

    public double MPI_Wtick() {
        return wtickFn.callDouble();
    }

    public int MPI_Get_processor_name(long name, long resultlen) {
        return get_processor_nameFn.call(name, resultlen);
    }

    public int MPI_Get_library_version(long version, long resultlen) {
        return get_library_versionFn.call(version, resultlen);
    }

    public int MPI_Get_version(long version, long subversion) {
        return get_versionFn.call(version, subversion);
    }

    public int MPI_Abort(long comm, int errorcode) {
        return abortFn.call(comm, errorcode);
    }

    public int MPI_Error_class(int errorcode, long errorclass) {
        return error_classFn.call(errorcode, errorclass);
    }

    public int MPI_Error_string(int errorcode, long string, long resultlen) {
        return error_stringFn.call(errorcode, string, resultlen);
    }

    public int MPI_Comm_rank(long comm, long rank) {
        return comm_rankFn.call(comm, rank);
    }

    public int MPI_Comm_size(long comm, long size) {
        return comm_sizeFn.call(comm, size);
    }

    public int MPI_Comm_dup(long comm, long newcomm) {
        return comm_dupFn.call(comm, newcomm);
    }

    public int MPI_Comm_split(long comm, int color, int key, long newcomm) {
        return comm_splitFn.call(comm, color, key, newcomm);
    }

    public int MPI_Comm_free(long comm) {
        return comm_freeFn.call(comm);
    }

    public int MPI_Comm_compare(long comm1, long comm2, long result) {
        return comm_compareFn.call(comm1, comm2, result);
    }

    public int MPI_Comm_test_inter(long comm, long flag) {
        return comm_test_interFn.call(comm, flag);
    }

    public int MPI_Comm_remote_size(long comm, long size) {
        return comm_remote_sizeFn.call(comm, size);
    }

    public int MPI_Comm_set_errhandler(long comm, long errhandler) {
        return comm_set_errhandlerFn.call(comm, errhandler);
    }

    public int MPI_Comm_get_errhandler(long comm, long errhandler) {
        return comm_get_errhandlerFn.call(comm, errhandler);
    }

    public int MPI_Comm_group(long comm, long group) {
        return comm_groupFn.call(comm, group);
    }

    public int MPI_Send(long buf, int count, long datatype, int dest, int tag, long comm) {
        return sendFn.call(buf, count, datatype, dest, tag, comm);
    }

    public int MPI_Bsend(long buf, int count, long datatype, int dest, int tag, long comm) {
        return bsendFn.call(buf, count, datatype, dest, tag, comm);
    }

    public int MPI_Ssend(long buf, int count, long datatype, int dest, int tag, long comm) {
        return ssendFn.call(buf, count, datatype, dest, tag, comm);
    }

    public int MPI_Rsend(long buf, int count, long datatype, int dest, int tag, long comm) {
        return rsendFn.call(buf, count, datatype, dest, tag, comm);
    }

    public int MPI_Recv(long buf, int count, long datatype, int source, int tag, long comm, long status) {
        return recvFn.call(buf, count, datatype, source, tag, comm, status);
    }

    /** Whether long signatures (here MPI_Sendrecv's 12 arguments) take the argument-block trampoline. */
    public boolean longCallsBlocked() {
        return sendrecvFn.blocked();
    }

    public int MPI_Sendrecv(long sendbuf, int sendcount, long sendtype, int dest, int sendtag, long recvbuf, int recvcount, long recvtype, int source, int recvtag, long comm, long status) {
        return sendrecvFn.call(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source, recvtag, comm, status);
    }

    public int MPI_Sendrecv_replace(long buf, int count, long datatype, int dest, int sendtag, int source, int recvtag, long comm, long status) {
        return sendrecv_replaceFn.call(buf, count, datatype, dest, sendtag, source, recvtag, comm, status);
    }

    public int MPI_Isend(long buf, int count, long datatype, int dest, int tag, long comm, long request) {
        return isendFn.call(buf, count, datatype, dest, tag, comm, request);
    }

    public int MPI_Ibsend(long buf, int count, long datatype, int dest, int tag, long comm, long request) {
        return ibsendFn.call(buf, count, datatype, dest, tag, comm, request);
    }

    public int MPI_Issend(long buf, int count, long datatype, int dest, int tag, long comm, long request) {
        return issendFn.call(buf, count, datatype, dest, tag, comm, request);
    }

    public int MPI_Irsend(long buf, int count, long datatype, int dest, int tag, long comm, long request) {
        return irsendFn.call(buf, count, datatype, dest, tag, comm, request);
    }

    public int MPI_Irecv(long buf, int count, long datatype, int source, int tag, long comm, long request) {
        return irecvFn.call(buf, count, datatype, source, tag, comm, request);
    }

    public int MPI_Probe(int source, int tag, long comm, long status) {
        return probeFn.call(source, tag, comm, status);
    }

    public int MPI_Iprobe(int source, int tag, long comm, long flag, long status) {
        return iprobeFn.call(source, tag, comm, flag, status);
    }

    public int MPI_Wait(long request, long status) {
        return waitFn.call(request, status);
    }

    public int MPI_Test(long request, long flag, long status) {
        return testFn.call(request, flag, status);
    }

    public int MPI_Request_free(long request) {
        return request_freeFn.call(request);
    }

    public int MPI_Cancel(long request) {
        return cancelFn.call(request);
    }

    public int MPI_Request_get_status(long request, long flag, long status) {
        return request_get_statusFn.call(request, flag, status);
    }

    public int MPI_Waitall(int count, long requests, long statuses) {
        return waitallFn.call(count, requests, statuses);
    }

    public int MPI_Waitany(int count, long requests, long index, long status) {
        return waitanyFn.call(count, requests, index, status);
    }

    public int MPI_Waitsome(int incount, long requests, long outcount, long indices, long statuses) {
        return waitsomeFn.call(incount, requests, outcount, indices, statuses);
    }

    public int MPI_Testall(int count, long requests, long flag, long statuses) {
        return testallFn.call(count, requests, flag, statuses);
    }

    public int MPI_Testany(int count, long requests, long index, long flag, long status) {
        return testanyFn.call(count, requests, index, flag, status);
    }

    public int MPI_Testsome(int incount, long requests, long outcount, long indices, long statuses) {
        return testsomeFn.call(incount, requests, outcount, indices, statuses);
    }

    public int MPI_Get_count(long status, long datatype, long count) {
        return get_countFn.call(status, datatype, count);
    }

    public int MPI_Get_elements(long status, long datatype, long count) {
        return get_elementsFn.call(status, datatype, count);
    }

    public int MPI_Test_cancelled(long status, long flag) {
        return test_cancelledFn.call(status, flag);
    }

    public int MPI_Get_elements_x(long status, long datatype, long count) {
        return get_elements_xFn.call(status, datatype, count);
    }

    public int MPI_Status_set_elements(long status, long datatype, int count) {
        return status_set_elementsFn.call(status, datatype, count);
    }

    public int MPI_Status_set_elements_x(long status, long datatype, long count) {
        return status_set_elements_xFn.call(status, datatype, count);
    }

    public int MPI_Status_set_cancelled(long status, int flag) {
        return status_set_cancelledFn.call(status, flag);
    }

    public int MPI_Barrier(long comm) {
        return barrierFn.call(comm);
    }

    public int MPI_Bcast(long buf, int count, long datatype, int root, long comm) {
        return bcastFn.call(buf, count, datatype, root, comm);
    }

    public int MPI_Reduce(long sendbuf, long recvbuf, int count, long datatype, long op, int root, long comm) {
        return reduceFn.call(sendbuf, recvbuf, count, datatype, op, root, comm);
    }

    public int MPI_Allreduce(long sendbuf, long recvbuf, int count, long datatype, long op, long comm) {
        return allreduceFn.call(sendbuf, recvbuf, count, datatype, op, comm);
    }

    public int MPI_Gather(long sendbuf, int sendcount, long sendtype, long recvbuf, int recvcount, long recvtype, int root, long comm) {
        return gatherFn.call(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }

    public int MPI_Scatter(long sendbuf, int sendcount, long sendtype, long recvbuf, int recvcount, long recvtype, int root, long comm) {
        return scatterFn.call(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }

    public int MPI_Allgather(long sendbuf, int sendcount, long sendtype, long recvbuf, int recvcount, long recvtype, long comm) {
        return allgatherFn.call(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    }

    public int MPI_Alltoall(long sendbuf, int sendcount, long sendtype, long recvbuf, int recvcount, long recvtype, long comm) {
        return alltoallFn.call(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    }

    public int MPI_Type_get_extent(long datatype, long lb, long extent) {
        return type_get_extentFn.call(datatype, lb, extent);
    }

    public int MPI_Type_get_true_extent(long datatype, long lb, long extent) {
        return type_get_true_extentFn.call(datatype, lb, extent);
    }

    public int MPI_Type_size(long datatype, long size) {
        return type_sizeFn.call(datatype, size);
    }

    public int MPI_Type_commit(long datatype) {
        return type_commitFn.call(datatype);
    }

    public int MPI_Type_free(long datatype) {
        return type_freeFn.call(datatype);
    }

    public int MPI_Type_dup(long datatype, long newtype) {
        return type_dupFn.call(datatype, newtype);
    }

    public int MPI_Type_contiguous(int count, long oldtype, long newtype) {
        return type_contiguousFn.call(count, oldtype, newtype);
    }

    public int MPI_Type_vector(int count, int blocklength, int stride, long oldtype, long newtype) {
        return type_vectorFn.call(count, blocklength, stride, oldtype, newtype);
    }

    public int MPI_Type_set_name(long datatype, long name) {
        return type_set_nameFn.call(datatype, name);
    }

    public int MPI_Type_get_name(long datatype, long name, long resultlen) {
        return type_get_nameFn.call(datatype, name, resultlen);
    }

    public int MPI_Group_size(long group, long size) {
        return group_sizeFn.call(group, size);
    }

    public int MPI_Group_rank(long group, long rank) {
        return group_rankFn.call(group, rank);
    }

    public int MPI_Group_free(long group) {
        return group_freeFn.call(group);
    }

    public int MPI_Info_create(long info) {
        return info_createFn.call(info);
    }

    public int MPI_Info_set(long info, long key, long value) {
        return info_setFn.call(info, key, value);
    }

    public int MPI_Info_get(long info, long key, int valuelen, long value, long flag) {
        return info_getFn.call(info, key, valuelen, value, flag);
    }

    public int MPI_Info_get_valuelen(long info, long key, long valuelen, long flag) {
        return info_get_valuelenFn.call(info, key, valuelen, flag);
    }

    public int MPI_Info_delete(long info, long key) {
        return info_deleteFn.call(info, key);
    }

    public int MPI_Info_get_nkeys(long info, long nkeys) {
        return info_get_nkeysFn.call(info, nkeys);
    }

    public int MPI_Info_get_nthkey(long info, int n, long key) {
        return info_get_nthkeyFn.call(info, n, key);
    }

    public int MPI_Info_dup(long info, long newinfo) {
        return info_dupFn.call(info, newinfo);
    }

    public int MPI_Info_free(long info) {
        return info_freeFn.call(info);
    }
}
