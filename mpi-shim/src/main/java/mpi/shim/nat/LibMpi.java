package mpi.shim.nat;

/**
 * The C functions of libmpi.so that the binding calls, with their C signatures. Handles and pointers are passed as
 * {@code long} (Open MPI handles are pointers; integer handles of other ABIs fit too). Every function returns an
 * MPI error code unless its return type says otherwise.
 */
public final class LibMpi {
    private static final NativeFunction initFn = Native.LIBRARY.function("MPI_Init", false, false);
    private static final NativeFunction init_threadFn = Native.LIBRARY.function("MPI_Init_thread",
            false, false, true, false);
    private static final NativeFunction finalizeFn = Native.LIBRARY.function("MPI_Finalize");
    private static final NativeFunction initializedFn = Native.LIBRARY.function("MPI_Initialized", false);
    private static final NativeFunction finalizedFn = Native.LIBRARY.function("MPI_Finalized", false);
    private static final NativeFunction query_threadFn = Native.LIBRARY.function("MPI_Query_thread", false);
    private static final NativeFunction is_thread_mainFn = Native.LIBRARY.function("MPI_Is_thread_main", false);
    private static final NativeFunction wtimeFn = Native.LIBRARY.doubleFunction("MPI_Wtime");
    private static final NativeFunction wtickFn = Native.LIBRARY.doubleFunction("MPI_Wtick");
    private static final NativeFunction get_processor_nameFn = Native.LIBRARY.function("MPI_Get_processor_name",
            false, false);
    private static final NativeFunction get_library_versionFn = Native.LIBRARY.function("MPI_Get_library_version",
            false, false);
    private static final NativeFunction get_versionFn = Native.LIBRARY.function("MPI_Get_version", false, false);
    private static final NativeFunction abortFn = Native.LIBRARY.function("MPI_Abort", false, true);
    private static final NativeFunction error_classFn = Native.LIBRARY.function("MPI_Error_class", true, false);
    private static final NativeFunction error_stringFn = Native.LIBRARY.function("MPI_Error_string",
            true, false, false);
    private static final NativeFunction comm_rankFn = Native.LIBRARY.function("MPI_Comm_rank", false, false);
    private static final NativeFunction comm_sizeFn = Native.LIBRARY.function("MPI_Comm_size", false, false);
    private static final NativeFunction comm_dupFn = Native.LIBRARY.function("MPI_Comm_dup", false, false);
    private static final NativeFunction comm_splitFn = Native.LIBRARY.function("MPI_Comm_split",
            false, true, true, false);
    private static final NativeFunction comm_freeFn = Native.LIBRARY.function("MPI_Comm_free", false);
    private static final NativeFunction comm_compareFn = Native.LIBRARY.function("MPI_Comm_compare",
            false, false, false);
    private static final NativeFunction comm_test_interFn = Native.LIBRARY.function("MPI_Comm_test_inter",
            false, false);
    private static final NativeFunction comm_remote_sizeFn = Native.LIBRARY.function("MPI_Comm_remote_size",
            false, false);
    private static final NativeFunction comm_set_errhandlerFn = Native.LIBRARY.function("MPI_Comm_set_errhandler",
            false, false);
    private static final NativeFunction comm_get_errhandlerFn = Native.LIBRARY.function("MPI_Comm_get_errhandler",
            false, false);
    private static final NativeFunction comm_groupFn = Native.LIBRARY.function("MPI_Comm_group", false, false);
    private static final NativeFunction sendFn = Native.LIBRARY.function("MPI_Send",
            false, true, false, true, true, false);
    private static final NativeFunction bsendFn = Native.LIBRARY.function("MPI_Bsend",
            false, true, false, true, true, false);
    private static final NativeFunction ssendFn = Native.LIBRARY.function("MPI_Ssend",
            false, true, false, true, true, false);
    private static final NativeFunction rsendFn = Native.LIBRARY.function("MPI_Rsend",
            false, true, false, true, true, false);
    private static final NativeFunction recvFn = Native.LIBRARY.function("MPI_Recv",
            false, true, false, true, true, false, false);
    private static final NativeFunction sendrecvFn = Native.LIBRARY.function("MPI_Sendrecv",
            false, true, false, true, true, false, true, false, true, true, false, false);
    private static final NativeFunction sendrecv_replaceFn = Native.LIBRARY.function("MPI_Sendrecv_replace",
            false, true, false, true, true, true, true, false, false);
    private static final NativeFunction isendFn = Native.LIBRARY.function("MPI_Isend",
            false, true, false, true, true, false, false);
    private static final NativeFunction ibsendFn = Native.LIBRARY.function("MPI_Ibsend",
            false, true, false, true, true, false, false);
    private static final NativeFunction issendFn = Native.LIBRARY.function("MPI_Issend",
            false, true, false, true, true, false, false);
    private static final NativeFunction irsendFn = Native.LIBRARY.function("MPI_Irsend",
            false, true, false, true, true, false, false);
    private static final NativeFunction irecvFn = Native.LIBRARY.function("MPI_Irecv",
            false, true, false, true, true, false, false);
    private static final NativeFunction probeFn = Native.LIBRARY.function("MPI_Probe", true, true, false, false);
    private static final NativeFunction iprobeFn = Native.LIBRARY.function("MPI_Iprobe",
            true, true, false, false, false);
    private static final NativeFunction waitFn = Native.LIBRARY.function("MPI_Wait", false, false);
    private static final NativeFunction testFn = Native.LIBRARY.function("MPI_Test", false, false, false);
    private static final NativeFunction request_freeFn = Native.LIBRARY.function("MPI_Request_free", false);
    private static final NativeFunction cancelFn = Native.LIBRARY.function("MPI_Cancel", false);
    private static final NativeFunction request_get_statusFn = Native.LIBRARY.function("MPI_Request_get_status",
            false, false, false);
    private static final NativeFunction waitallFn = Native.LIBRARY.function("MPI_Waitall", true, false, false);
    private static final NativeFunction waitanyFn = Native.LIBRARY.function("MPI_Waitany", true, false, false, false);
    private static final NativeFunction waitsomeFn = Native.LIBRARY.function("MPI_Waitsome",
            true, false, false, false, false);
    private static final NativeFunction testallFn = Native.LIBRARY.function("MPI_Testall", true, false, false, false);
    private static final NativeFunction testanyFn = Native.LIBRARY.function("MPI_Testany",
            true, false, false, false, false);
    private static final NativeFunction testsomeFn = Native.LIBRARY.function("MPI_Testsome",
            true, false, false, false, false);
    private static final NativeFunction get_countFn = Native.LIBRARY.function("MPI_Get_count", false, false, false);
    private static final NativeFunction get_elementsFn = Native.LIBRARY.function("MPI_Get_elements",
            false, false, false);
    private static final NativeFunction test_cancelledFn = Native.LIBRARY.function("MPI_Test_cancelled", false, false);
    private static final NativeFunction get_elements_xFn = Native.LIBRARY.function("MPI_Get_elements_x",
            false, false, false);
    private static final NativeFunction status_set_elementsFn = Native.LIBRARY.function("MPI_Status_set_elements",
            false, false, true);
    private static final NativeFunction status_set_elements_xFn = Native.LIBRARY.function("MPI_Status_set_elements_x",
            false, false, false);
    private static final NativeFunction status_set_cancelledFn = Native.LIBRARY.function("MPI_Status_set_cancelled",
            false, true);
    private static final NativeFunction barrierFn = Native.LIBRARY.function("MPI_Barrier", false);
    private static final NativeFunction bcastFn = Native.LIBRARY.function("MPI_Bcast", false, true, false, true, false);
    private static final NativeFunction reduceFn = Native.LIBRARY.function("MPI_Reduce",
            false, false, true, false, false, true, false);
    private static final NativeFunction allreduceFn = Native.LIBRARY.function("MPI_Allreduce",
            false, false, true, false, false, false);
    private static final NativeFunction gatherFn = Native.LIBRARY.function("MPI_Gather",
            false, true, false, false, true, false, true, false);
    private static final NativeFunction scatterFn = Native.LIBRARY.function("MPI_Scatter",
            false, true, false, false, true, false, true, false);
    private static final NativeFunction allgatherFn = Native.LIBRARY.function("MPI_Allgather",
            false, true, false, false, true, false, false);
    private static final NativeFunction alltoallFn = Native.LIBRARY.function("MPI_Alltoall",
            false, true, false, false, true, false, false);
    private static final NativeFunction type_get_extentFn = Native.LIBRARY.function("MPI_Type_get_extent",
            false, false, false);
    private static final NativeFunction type_get_true_extentFn = Native.LIBRARY.function("MPI_Type_get_true_extent",
            false, false, false);
    private static final NativeFunction type_sizeFn = Native.LIBRARY.function("MPI_Type_size", false, false);
    private static final NativeFunction type_commitFn = Native.LIBRARY.function("MPI_Type_commit", false);
    private static final NativeFunction type_freeFn = Native.LIBRARY.function("MPI_Type_free", false);
    private static final NativeFunction type_dupFn = Native.LIBRARY.function("MPI_Type_dup", false, false);
    private static final NativeFunction type_contiguousFn = Native.LIBRARY.function("MPI_Type_contiguous",
            true, false, false);
    private static final NativeFunction type_vectorFn = Native.LIBRARY.function("MPI_Type_vector",
            true, true, true, false, false);
    private static final NativeFunction type_set_nameFn = Native.LIBRARY.function("MPI_Type_set_name", false, false);
    private static final NativeFunction type_get_nameFn = Native.LIBRARY.function("MPI_Type_get_name",
            false, false, false);
    private static final NativeFunction group_sizeFn = Native.LIBRARY.function("MPI_Group_size", false, false);
    private static final NativeFunction group_rankFn = Native.LIBRARY.function("MPI_Group_rank", false, false);
    private static final NativeFunction group_freeFn = Native.LIBRARY.function("MPI_Group_free", false);
    private static final NativeFunction info_createFn = Native.LIBRARY.function("MPI_Info_create", false);
    private static final NativeFunction info_setFn = Native.LIBRARY.function("MPI_Info_set", false, false, false);
    private static final NativeFunction info_getFn = Native.LIBRARY.function("MPI_Info_get",
            false, false, true, false, false);
    private static final NativeFunction info_get_valuelenFn = Native.LIBRARY.function("MPI_Info_get_valuelen",
            false, false, false, false);
    private static final NativeFunction info_deleteFn = Native.LIBRARY.function("MPI_Info_delete", false, false);
    private static final NativeFunction info_get_nkeysFn = Native.LIBRARY.function("MPI_Info_get_nkeys", false, false);
    private static final NativeFunction info_get_nthkeyFn = Native.LIBRARY.function("MPI_Info_get_nthkey",
            false, true, false);
    private static final NativeFunction info_dupFn = Native.LIBRARY.function("MPI_Info_dup", false, false);
    private static final NativeFunction info_freeFn = Native.LIBRARY.function("MPI_Info_free", false);

    LibMpi() {}

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
