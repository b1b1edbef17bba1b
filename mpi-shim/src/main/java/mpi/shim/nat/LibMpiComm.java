package mpi.shim.nat;

/**
 * The C functions of libmpi behind communicators beyond the foundation: v/w and neighbour collectives, every
 * nonblocking collective, persistent requests, buffered-send buffers, matched probes, packing, groups, attributes,
 * topologies and dynamic processes. Same pattern as {@link LibMpi}: handles, pointers and MPI_Aint are
 * {@code long}, C ints are {@code int}; every function returns an MPI error code.
 */
public final class LibMpiComm {
    public static final LibMpiComm LIB = new LibMpiComm();

    private static final NativeFunction gathervFn = Native.LIBRARY.function("MPI_Gatherv",
            false, true, false, false, false, false, false, true, false);
    private static final NativeFunction scattervFn = Native.LIBRARY.function("MPI_Scatterv",
            false, false, false, false, false, true, false, true, false);
    private static final NativeFunction allgathervFn = Native.LIBRARY.function("MPI_Allgatherv",
            false, true, false, false, false, false, false, false);
    private static final NativeFunction alltoallvFn = Native.LIBRARY.function("MPI_Alltoallv",
            false, false, false, false, false, false, false, false, false);
    private static final NativeFunction alltoallwFn = Native.LIBRARY.function("MPI_Alltoallw",
            false, false, false, false, false, false, false, false, false);
    private static final NativeFunction reduce_scatterFn = Native.LIBRARY.function("MPI_Reduce_scatter",
            false, false, false, false, false, false);
    private static final NativeFunction reduce_scatter_blockFn = Native.LIBRARY.function("MPI_Reduce_scatter_block",
            false, false, true, false, false, false);
    private static final NativeFunction scanFn = Native.LIBRARY.function("MPI_Scan",
            false, false, true, false, false, false);
    private static final NativeFunction exscanFn = Native.LIBRARY.function("MPI_Exscan",
            false, false, true, false, false, false);
    private static final NativeFunction neighbor_allgatherFn = Native.LIBRARY.function("MPI_Neighbor_allgather",
            false, true, false, false, true, false, false);
    private static final NativeFunction neighbor_allgathervFn = Native.LIBRARY.function("MPI_Neighbor_allgatherv",
            false, true, false, false, false, false, false, false);
    private static final NativeFunction neighbor_alltoallFn = Native.LIBRARY.function("MPI_Neighbor_alltoall",
            false, true, false, false, true, false, false);
    private static final NativeFunction neighbor_alltoallvFn = Native.LIBRARY.function("MPI_Neighbor_alltoallv",
            false, false, false, false, false, false, false, false, false);
    private static final NativeFunction ibarrierFn = Native.LIBRARY.function("MPI_Ibarrier", false, false);
    private static final NativeFunction ibcastFn = Native.LIBRARY.function("MPI_Ibcast",
            false, true, false, true, false, false);
    private static final NativeFunction igatherFn = Native.LIBRARY.function("MPI_Igather",
            false, true, false, false, true, false, true, false, false);
    private static final NativeFunction igathervFn = Native.LIBRARY.function("MPI_Igatherv",
            false, true, false, false, false, false, false, true, false, false);
    private static final NativeFunction iscatterFn = Native.LIBRARY.function("MPI_Iscatter",
            false, true, false, false, true, false, true, false, false);
    private static final NativeFunction iscattervFn = Native.LIBRARY.function("MPI_Iscatterv",
            false, false, false, false, false, true, false, true, false, false);
    private static final NativeFunction iallgatherFn = Native.LIBRARY.function("MPI_Iallgather",
            false, true, false, false, true, false, false, false);
    private static final NativeFunction iallgathervFn = Native.LIBRARY.function("MPI_Iallgatherv",
            false, true, false, false, false, false, false, false, false);
    private static final NativeFunction ialltoallFn = Native.LIBRARY.function("MPI_Ialltoall",
            false, true, false, false, true, false, false, false);
    private static final NativeFunction ialltoallvFn = Native.LIBRARY.function("MPI_Ialltoallv",
            false, false, false, false, false, false, false, false, false, false);
    private static final NativeFunction ialltoallwFn = Native.LIBRARY.function("MPI_Ialltoallw",
            false, false, false, false, false, false, false, false, false, false);
    private static final NativeFunction ireduceFn = Native.LIBRARY.function("MPI_Ireduce",
            false, false, true, false, false, true, false, false);
    private static final NativeFunction iallreduceFn = Native.LIBRARY.function("MPI_Iallreduce",
            false, false, true, false, false, false, false);
    private static final NativeFunction ireduce_scatterFn = Native.LIBRARY.function("MPI_Ireduce_scatter",
            false, false, false, false, false, false, false);
    private static final NativeFunction ireduce_scatter_blockFn = Native.LIBRARY.function("MPI_Ireduce_scatter_block",
            false, false, true, false, false, false, false);
    private static final NativeFunction iscanFn = Native.LIBRARY.function("MPI_Iscan",
            false, false, true, false, false, false, false);
    private static final NativeFunction iexscanFn = Native.LIBRARY.function("MPI_Iexscan",
            false, false, true, false, false, false, false);
    private static final NativeFunction ineighbor_allgatherFn = Native.LIBRARY.function("MPI_Ineighbor_allgather",
            false, true, false, false, true, false, false, false);
    private static final NativeFunction ineighbor_allgathervFn = Native.LIBRARY.function("MPI_Ineighbor_allgatherv",
            false, true, false, false, false, false, false, false, false);
    private static final NativeFunction ineighbor_alltoallFn = Native.LIBRARY.function("MPI_Ineighbor_alltoall",
            false, true, false, false, true, false, false, false);
    private static final NativeFunction ineighbor_alltoallvFn = Native.LIBRARY.function("MPI_Ineighbor_alltoallv",
            false, false, false, false, false, false, false, false, false, false);
    private static final NativeFunction send_initFn = Native.LIBRARY.function("MPI_Send_init",
            false, true, false, true, true, false, false);
    private static final NativeFunction bsend_initFn = Native.LIBRARY.function("MPI_Bsend_init",
            false, true, false, true, true, false, false);
    private static final NativeFunction ssend_initFn = Native.LIBRARY.function("MPI_Ssend_init",
            false, true, false, true, true, false, false);
    private static final NativeFunction rsend_initFn = Native.LIBRARY.function("MPI_Rsend_init",
            false, true, false, true, true, false, false);
    private static final NativeFunction recv_initFn = Native.LIBRARY.function("MPI_Recv_init",
            false, true, false, true, true, false, false);
    private static final NativeFunction startFn = Native.LIBRARY.function("MPI_Start", false);
    private static final NativeFunction startallFn = Native.LIBRARY.function("MPI_Startall", true, false);
    private static final NativeFunction buffer_attachFn = Native.LIBRARY.function("MPI_Buffer_attach", false, true);
    private static final NativeFunction buffer_detachFn = Native.LIBRARY.function("MPI_Buffer_detach", false, false);
    private static final NativeFunction mprobeFn = Native.LIBRARY.function("MPI_Mprobe",
            true, true, false, false, false);
    private static final NativeFunction improbeFn = Native.LIBRARY.function("MPI_Improbe",
            true, true, false, false, false, false);
    private static final NativeFunction mrecvFn = Native.LIBRARY.function("MPI_Mrecv",
            false, true, false, false, false);
    private static final NativeFunction imrecvFn = Native.LIBRARY.function("MPI_Imrecv",
            false, true, false, false, false);
    private static final NativeFunction packFn = Native.LIBRARY.function("MPI_Pack",
            false, true, false, false, true, false, false);
    private static final NativeFunction unpackFn = Native.LIBRARY.function("MPI_Unpack",
            false, true, false, false, true, false, false);
    private static final NativeFunction pack_sizeFn = Native.LIBRARY.function("MPI_Pack_size",
            true, false, false, false);
    private static final NativeFunction pcontrolFn = Native.LIBRARY.function("MPI_Pcontrol", true);
    private static final NativeFunction comm_idupFn = Native.LIBRARY.function("MPI_Comm_idup", false, false, false);
    private static final NativeFunction comm_dup_with_infoFn = Native.LIBRARY.function("MPI_Comm_dup_with_info",
            false, false, false);
    private static final NativeFunction group_inclFn = Native.LIBRARY.function("MPI_Group_incl",
            false, true, false, false);
    private static final NativeFunction group_exclFn = Native.LIBRARY.function("MPI_Group_excl",
            false, true, false, false);
    private static final NativeFunction group_range_inclFn = Native.LIBRARY.function("MPI_Group_range_incl",
            false, true, false, false);
    private static final NativeFunction group_range_exclFn = Native.LIBRARY.function("MPI_Group_range_excl",
            false, true, false, false);
    private static final NativeFunction group_unionFn = Native.LIBRARY.function("MPI_Group_union", false, false, false);
    private static final NativeFunction group_intersectionFn = Native.LIBRARY.function("MPI_Group_intersection",
            false, false, false);
    private static final NativeFunction group_differenceFn = Native.LIBRARY.function("MPI_Group_difference",
            false, false, false);
    private static final NativeFunction group_translate_ranksFn = Native.LIBRARY.function("MPI_Group_translate_ranks",
            false, true, false, false, false);
    private static final NativeFunction group_compareFn = Native.LIBRARY.function("MPI_Group_compare",
            false, false, false);
    private static final NativeFunction comm_createFn = Native.LIBRARY.function("MPI_Comm_create", false, false, false);
    private static final NativeFunction comm_create_groupFn = Native.LIBRARY.function("MPI_Comm_create_group",
            false, false, true, false);
    private static final NativeFunction comm_split_typeFn = Native.LIBRARY.function("MPI_Comm_split_type",
            false, true, true, false, false);
    private static final NativeFunction comm_set_infoFn = Native.LIBRARY.function("MPI_Comm_set_info", false, false);
    private static final NativeFunction comm_get_infoFn = Native.LIBRARY.function("MPI_Comm_get_info", false, false);
    private static final NativeFunction comm_set_nameFn = Native.LIBRARY.function("MPI_Comm_set_name", false, false);
    private static final NativeFunction comm_get_nameFn = Native.LIBRARY.function("MPI_Comm_get_name",
            false, false, false);
    private static final NativeFunction comm_disconnectFn = Native.LIBRARY.function("MPI_Comm_disconnect", false);
    private static final NativeFunction intercomm_createFn = Native.LIBRARY.function("MPI_Intercomm_create",
            false, true, false, true, true, false);
    private static final NativeFunction comm_remote_groupFn = Native.LIBRARY.function("MPI_Comm_remote_group",
            false, false);
    private static final NativeFunction intercomm_mergeFn = Native.LIBRARY.function("MPI_Intercomm_merge",
            false, true, false);
    private static final NativeFunction comm_get_parentFn = Native.LIBRARY.function("MPI_Comm_get_parent", false);
    private static final NativeFunction comm_create_keyvalFn = Native.LIBRARY.function("MPI_Comm_create_keyval",
            false, false, false, false);
    private static final NativeFunction comm_free_keyvalFn = Native.LIBRARY.function("MPI_Comm_free_keyval", false);
    private static final NativeFunction comm_set_attrFn = Native.LIBRARY.function("MPI_Comm_set_attr",
            false, true, false);
    private static final NativeFunction comm_get_attrFn = Native.LIBRARY.function("MPI_Comm_get_attr",
            false, true, false, false);
    private static final NativeFunction comm_delete_attrFn = Native.LIBRARY.function("MPI_Comm_delete_attr",
            false, true);
    private static final NativeFunction comm_call_errhandlerFn = Native.LIBRARY.function("MPI_Comm_call_errhandler",
            false, true);
    private static final NativeFunction topo_testFn = Native.LIBRARY.function("MPI_Topo_test", false, false);
    private static final NativeFunction cart_createFn = Native.LIBRARY.function("MPI_Cart_create",
            false, true, false, false, true, false);
    private static final NativeFunction cartdim_getFn = Native.LIBRARY.function("MPI_Cartdim_get", false, false);
    private static final NativeFunction cart_getFn = Native.LIBRARY.function("MPI_Cart_get",
            false, true, false, false, false);
    private static final NativeFunction cart_rankFn = Native.LIBRARY.function("MPI_Cart_rank", false, false, false);
    private static final NativeFunction cart_coordsFn = Native.LIBRARY.function("MPI_Cart_coords",
            false, true, true, false);
    private static final NativeFunction cart_shiftFn = Native.LIBRARY.function("MPI_Cart_shift",
            false, true, true, false, false);
    private static final NativeFunction cart_subFn = Native.LIBRARY.function("MPI_Cart_sub", false, false, false);
    private static final NativeFunction cart_mapFn = Native.LIBRARY.function("MPI_Cart_map",
            false, true, false, false, false);
    private static final NativeFunction dims_createFn = Native.LIBRARY.function("MPI_Dims_create", true, true, false);
    private static final NativeFunction graph_createFn = Native.LIBRARY.function("MPI_Graph_create",
            false, true, false, false, true, false);
    private static final NativeFunction graphdims_getFn = Native.LIBRARY.function("MPI_Graphdims_get",
            false, false, false);
    private static final NativeFunction graph_getFn = Native.LIBRARY.function("MPI_Graph_get",
            false, true, true, false, false);
    private static final NativeFunction graph_neighbors_countFn = Native.LIBRARY.function("MPI_Graph_neighbors_count",
            false, true, false);
    private static final NativeFunction graph_neighborsFn = Native.LIBRARY.function("MPI_Graph_neighbors",
            false, true, true, false);
    private static final NativeFunction graph_mapFn = Native.LIBRARY.function("MPI_Graph_map",
            false, true, false, false, false);
    private static final NativeFunction dist_graph_createFn = Native.LIBRARY.function("MPI_Dist_graph_create",
            false, true, false, false, false, false, false, true, false);
    private static final NativeFunction dist_graph_create_adjacentFn = Native.LIBRARY.function("MPI_Dist_graph_create_adjacent",
            false, true, false, false, true, false, false, false, true, false);
    private static final NativeFunction dist_graph_neighbors_countFn = Native.LIBRARY.function("MPI_Dist_graph_neighbors_count",
            false, false, false, false);
    private static final NativeFunction dist_graph_neighborsFn = Native.LIBRARY.function("MPI_Dist_graph_neighbors",
            false, true, false, false, true, false, false);
    private static final NativeFunction open_portFn = Native.LIBRARY.function("MPI_Open_port", false, false);
    private static final NativeFunction close_portFn = Native.LIBRARY.function("MPI_Close_port", false);
    private static final NativeFunction comm_acceptFn = Native.LIBRARY.function("MPI_Comm_accept",
            false, false, true, false, false);
    private static final NativeFunction comm_connectFn = Native.LIBRARY.function("MPI_Comm_connect",
            false, false, true, false, false);
    private static final NativeFunction publish_nameFn = Native.LIBRARY.function("MPI_Publish_name",
            false, false, false);
    private static final NativeFunction unpublish_nameFn = Native.LIBRARY.function("MPI_Unpublish_name",
            false, false, false);
    private static final NativeFunction lookup_nameFn = Native.LIBRARY.function("MPI_Lookup_name", false, false, false);
    private static final NativeFunction comm_spawnFn = Native.LIBRARY.function("MPI_Comm_spawn",
            false, false, true, false, true, false, false, false);
    private static final NativeFunction comm_spawn_multipleFn = Native.LIBRARY.function("MPI_Comm_spawn_multiple",
            true, false, false, false, false, true, false, false, false);

    private LibMpiComm() {}

    public int MPI_Gatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, int root, long comm) {
        return gathervFn.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, root, comm);
    }

    public int MPI_Scatterv(long sbuf, long scounts, long displs, long stype, long rbuf, int rcount, long rtype, int root, long comm) {
        return scattervFn.call(sbuf, scounts, displs, stype, rbuf, rcount, rtype, root, comm);
    }

    public int MPI_Allgatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, long comm) {
        return allgathervFn.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, comm);
    }

    public int MPI_Alltoallv(long sbuf, long scounts, long sdispls, long stype, long rbuf, long rcounts, long rdispls, long rtype, long comm) {
        return alltoallvFn.call(sbuf, scounts, sdispls, stype, rbuf, rcounts, rdispls, rtype, comm);
    }

    public int MPI_Alltoallw(long sbuf, long scounts, long sdispls, long stypes, long rbuf, long rcounts, long rdispls, long rtypes, long comm) {
        return alltoallwFn.call(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes, comm);
    }

    public int MPI_Reduce_scatter(long sbuf, long rbuf, long rcounts, long type, long op, long comm) {
        return reduce_scatterFn.call(sbuf, rbuf, rcounts, type, op, comm);
    }

    public int MPI_Reduce_scatter_block(long sbuf, long rbuf, int rcount, long type, long op, long comm) {
        return reduce_scatter_blockFn.call(sbuf, rbuf, rcount, type, op, comm);
    }

    public int MPI_Scan(long sbuf, long rbuf, int count, long type, long op, long comm) {
        return scanFn.call(sbuf, rbuf, count, type, op, comm);
    }

    public int MPI_Exscan(long sbuf, long rbuf, int count, long type, long op, long comm) {
        return exscanFn.call(sbuf, rbuf, count, type, op, comm);
    }

    public int MPI_Neighbor_allgather(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm) {
        return neighbor_allgatherFn.call(sbuf, scount, stype, rbuf, rcount, rtype, comm);
    }

    public int MPI_Neighbor_allgatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, long comm) {
        return neighbor_allgathervFn.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, comm);
    }

    public int MPI_Neighbor_alltoall(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm) {
        return neighbor_alltoallFn.call(sbuf, scount, stype, rbuf, rcount, rtype, comm);
    }

    public int MPI_Neighbor_alltoallv(long sbuf, long scounts, long sdispls, long stype, long rbuf, long rcounts, long rdispls, long rtype, long comm) {
        return neighbor_alltoallvFn.call(sbuf, scounts, sdispls, stype, rbuf, rcounts, rdispls, rtype, comm);
    }

    public int MPI_Ibarrier(long comm, long req) {
        return ibarrierFn.call(comm, req);
    }

    public int MPI_Ibcast(long buf, int count, long type, int root, long comm, long req) {
        return ibcastFn.call(buf, count, type, root, comm, req);
    }

    public int MPI_Igather(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, int root, long comm, long req) {
        return igatherFn.call(sbuf, scount, stype, rbuf, rcount, rtype, root, comm, req);
    }

    public int MPI_Igatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, int root, long comm, long req) {
        return igathervFn.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, root, comm, req);
    }

    public int MPI_Iscatter(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, int root, long comm, long req) {
        return iscatterFn.call(sbuf, scount, stype, rbuf, rcount, rtype, root, comm, req);
    }

    public int MPI_Iscatterv(long sbuf, long scounts, long displs, long stype, long rbuf, int rcount, long rtype, int root, long comm, long req) {
        return iscattervFn.call(sbuf, scounts, displs, stype, rbuf, rcount, rtype, root, comm, req);
    }

    public int MPI_Iallgather(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm, long req) {
        return iallgatherFn.call(sbuf, scount, stype, rbuf, rcount, rtype, comm, req);
    }

    public int MPI_Iallgatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, long comm, long req) {
        return iallgathervFn.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, comm, req);
    }

    public int MPI_Ialltoall(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm, long req) {
        return ialltoallFn.call(sbuf, scount, stype, rbuf, rcount, rtype, comm, req);
    }

    public int MPI_Ialltoallv(long sbuf, long scounts, long sdispls, long stype, long rbuf, long rcounts, long rdispls, long rtype, long comm, long req) {
        return ialltoallvFn.call(sbuf, scounts, sdispls, stype, rbuf, rcounts, rdispls, rtype, comm, req);
    }

    public int MPI_Ialltoallw(long sbuf, long scounts, long sdispls, long stypes, long rbuf, long rcounts, long rdispls, long rtypes, long comm, long req) {
        return ialltoallwFn.call(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes, comm, req);
    }

    public int MPI_Ireduce(long sbuf, long rbuf, int count, long type, long op, int root, long comm, long req) {
        return ireduceFn.call(sbuf, rbuf, count, type, op, root, comm, req);
    }

    public int MPI_Iallreduce(long sbuf, long rbuf, int count, long type, long op, long comm, long req) {
        return iallreduceFn.call(sbuf, rbuf, count, type, op, comm, req);
    }

    public int MPI_Ireduce_scatter(long sbuf, long rbuf, long rcounts, long type, long op, long comm, long req) {
        return ireduce_scatterFn.call(sbuf, rbuf, rcounts, type, op, comm, req);
    }

    public int MPI_Ireduce_scatter_block(long sbuf, long rbuf, int rcount, long type, long op, long comm, long req) {
        return ireduce_scatter_blockFn.call(sbuf, rbuf, rcount, type, op, comm, req);
    }

    public int MPI_Iscan(long sbuf, long rbuf, int count, long type, long op, long comm, long req) {
        return iscanFn.call(sbuf, rbuf, count, type, op, comm, req);
    }

    public int MPI_Iexscan(long sbuf, long rbuf, int count, long type, long op, long comm, long req) {
        return iexscanFn.call(sbuf, rbuf, count, type, op, comm, req);
    }

    public int MPI_Ineighbor_allgather(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm, long req) {
        return ineighbor_allgatherFn.call(sbuf, scount, stype, rbuf, rcount, rtype, comm, req);
    }

    public int MPI_Ineighbor_allgatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, long comm, long req) {
        return ineighbor_allgathervFn.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, comm, req);
    }

    public int MPI_Ineighbor_alltoall(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm, long req) {
        return ineighbor_alltoallFn.call(sbuf, scount, stype, rbuf, rcount, rtype, comm, req);
    }

    public int MPI_Ineighbor_alltoallv(long sbuf, long scounts, long sdispls, long stype, long rbuf, long rcounts, long rdispls, long rtype, long comm, long req) {
        return ineighbor_alltoallvFn.call(sbuf, scounts, sdispls, stype, rbuf, rcounts, rdispls, rtype, comm, req);
    }

    public int MPI_Send_init(long buf, int count, long type, int dest, int tag, long comm, long req) {
        return send_initFn.call(buf, count, type, dest, tag, comm, req);
    }

    public int MPI_Bsend_init(long buf, int count, long type, int dest, int tag, long comm, long req) {
        return bsend_initFn.call(buf, count, type, dest, tag, comm, req);
    }

    public int MPI_Ssend_init(long buf, int count, long type, int dest, int tag, long comm, long req) {
        return ssend_initFn.call(buf, count, type, dest, tag, comm, req);
    }

    public int MPI_Rsend_init(long buf, int count, long type, int dest, int tag, long comm, long req) {
        return rsend_initFn.call(buf, count, type, dest, tag, comm, req);
    }

    public int MPI_Recv_init(long buf, int count, long type, int source, int tag, long comm, long req) {
        return recv_initFn.call(buf, count, type, source, tag, comm, req);
    }

    public int MPI_Start(long req) {
        return startFn.call(req);
    }

    public int MPI_Startall(int count, long reqs) {
        return startallFn.call(count, reqs);
    }

    public int MPI_Buffer_attach(long buf, int size) {
        return buffer_attachFn.call(buf, size);
    }

    public int MPI_Buffer_detach(long bufaddr, long size) {
        return buffer_detachFn.call(bufaddr, size);
    }

    public int MPI_Mprobe(int source, int tag, long comm, long msg, long status) {
        return mprobeFn.call(source, tag, comm, msg, status);
    }

    public int MPI_Improbe(int source, int tag, long comm, long flag, long msg, long status) {
        return improbeFn.call(source, tag, comm, flag, msg, status);
    }

    public int MPI_Mrecv(long buf, int count, long type, long msg, long status) {
        return mrecvFn.call(buf, count, type, msg, status);
    }

    public int MPI_Imrecv(long buf, int count, long type, long msg, long req) {
        return imrecvFn.call(buf, count, type, msg, req);
    }

    public int MPI_Pack(long inbuf, int incount, long type, long outbuf, int outsize, long position, long comm) {
        return packFn.call(inbuf, incount, type, outbuf, outsize, position, comm);
    }

    public int MPI_Unpack(long inbuf, int insize, long position, long outbuf, int outcount, long type, long comm) {
        return unpackFn.call(inbuf, insize, position, outbuf, outcount, type, comm);
    }

    public int MPI_Pack_size(int incount, long type, long comm, long size) {
        return pack_sizeFn.call(incount, type, comm, size);
    }

    public int MPI_Pcontrol(int level) {
        return pcontrolFn.call(level);
    }

    public int MPI_Comm_idup(long comm, long newcomm, long req) {
        return comm_idupFn.call(comm, newcomm, req);
    }

    public int MPI_Comm_dup_with_info(long comm, long info, long newcomm) {
        return comm_dup_with_infoFn.call(comm, info, newcomm);
    }

    public int MPI_Group_incl(long group, int n, long ranks, long newgroup) {
        return group_inclFn.call(group, n, ranks, newgroup);
    }

    public int MPI_Group_excl(long group, int n, long ranks, long newgroup) {
        return group_exclFn.call(group, n, ranks, newgroup);
    }

    public int MPI_Group_range_incl(long group, int n, long ranges, long newgroup) {
        return group_range_inclFn.call(group, n, ranges, newgroup);
    }

    public int MPI_Group_range_excl(long group, int n, long ranges, long newgroup) {
        return group_range_exclFn.call(group, n, ranges, newgroup);
    }

    public int MPI_Group_union(long g1, long g2, long newgroup) {
        return group_unionFn.call(g1, g2, newgroup);
    }

    public int MPI_Group_intersection(long g1, long g2, long newgroup) {
        return group_intersectionFn.call(g1, g2, newgroup);
    }

    public int MPI_Group_difference(long g1, long g2, long newgroup) {
        return group_differenceFn.call(g1, g2, newgroup);
    }

    public int MPI_Group_translate_ranks(long g1, int n, long ranks1, long g2, long ranks2) {
        return group_translate_ranksFn.call(g1, n, ranks1, g2, ranks2);
    }

    public int MPI_Group_compare(long g1, long g2, long result) {
        return group_compareFn.call(g1, g2, result);
    }

    public int MPI_Comm_create(long comm, long group, long newcomm) {
        return comm_createFn.call(comm, group, newcomm);
    }

    public int MPI_Comm_create_group(long comm, long group, int tag, long newcomm) {
        return comm_create_groupFn.call(comm, group, tag, newcomm);
    }

    public int MPI_Comm_split_type(long comm, int type, int key, long info, long newcomm) {
        return comm_split_typeFn.call(comm, type, key, info, newcomm);
    }

    public int MPI_Comm_set_info(long comm, long info) {
        return comm_set_infoFn.call(comm, info);
    }

    public int MPI_Comm_get_info(long comm, long info) {
        return comm_get_infoFn.call(comm, info);
    }

    public int MPI_Comm_set_name(long comm, long name) {
        return comm_set_nameFn.call(comm, name);
    }

    public int MPI_Comm_get_name(long comm, long name, long len) {
        return comm_get_nameFn.call(comm, name, len);
    }

    public int MPI_Comm_disconnect(long comm) {
        return comm_disconnectFn.call(comm);
    }

    public int MPI_Intercomm_create(long local, int localLeader, long peer, int remoteLeader, int tag, long newcomm) {
        return intercomm_createFn.call(local, localLeader, peer, remoteLeader, tag, newcomm);
    }

    public int MPI_Comm_remote_group(long comm, long group) {
        return comm_remote_groupFn.call(comm, group);
    }

    public int MPI_Intercomm_merge(long comm, int high, long newcomm) {
        return intercomm_mergeFn.call(comm, high, newcomm);
    }

    public int MPI_Comm_get_parent(long parent) {
        return comm_get_parentFn.call(parent);
    }

    public int MPI_Comm_create_keyval(long copyFn, long deleteFn, long keyval, long extra) {
        return comm_create_keyvalFn.call(copyFn, deleteFn, keyval, extra);
    }

    public int MPI_Comm_free_keyval(long keyval) {
        return comm_free_keyvalFn.call(keyval);
    }

    public int MPI_Comm_set_attr(long comm, int keyval, long value) {
        return comm_set_attrFn.call(comm, keyval, value);
    }

    public int MPI_Comm_get_attr(long comm, int keyval, long value, long flag) {
        return comm_get_attrFn.call(comm, keyval, value, flag);
    }

    public int MPI_Comm_delete_attr(long comm, int keyval) {
        return comm_delete_attrFn.call(comm, keyval);
    }

    public int MPI_Comm_call_errhandler(long comm, int code) {
        return comm_call_errhandlerFn.call(comm, code);
    }

    public int MPI_Topo_test(long comm, long status) {
        return topo_testFn.call(comm, status);
    }

    public int MPI_Cart_create(long comm, int ndims, long dims, long periods, int reorder, long newcomm) {
        return cart_createFn.call(comm, ndims, dims, periods, reorder, newcomm);
    }

    public int MPI_Cartdim_get(long comm, long ndims) {
        return cartdim_getFn.call(comm, ndims);
    }

    public int MPI_Cart_get(long comm, int maxdims, long dims, long periods, long coords) {
        return cart_getFn.call(comm, maxdims, dims, periods, coords);
    }

    public int MPI_Cart_rank(long comm, long coords, long rank) {
        return cart_rankFn.call(comm, coords, rank);
    }

    public int MPI_Cart_coords(long comm, int rank, int maxdims, long coords) {
        return cart_coordsFn.call(comm, rank, maxdims, coords);
    }

    public int MPI_Cart_shift(long comm, int direction, int disp, long source, long dest) {
        return cart_shiftFn.call(comm, direction, disp, source, dest);
    }

    public int MPI_Cart_sub(long comm, long remain, long newcomm) {
        return cart_subFn.call(comm, remain, newcomm);
    }

    public int MPI_Cart_map(long comm, int ndims, long dims, long periods, long newrank) {
        return cart_mapFn.call(comm, ndims, dims, periods, newrank);
    }

    public int MPI_Dims_create(int nnodes, int ndims, long dims) {
        return dims_createFn.call(nnodes, ndims, dims);
    }

    public int MPI_Graph_create(long comm, int nnodes, long index, long edges, int reorder, long newcomm) {
        return graph_createFn.call(comm, nnodes, index, edges, reorder, newcomm);
    }

    public int MPI_Graphdims_get(long comm, long nnodes, long nedges) {
        return graphdims_getFn.call(comm, nnodes, nedges);
    }

    public int MPI_Graph_get(long comm, int maxindex, int maxedges, long index, long edges) {
        return graph_getFn.call(comm, maxindex, maxedges, index, edges);
    }

    public int MPI_Graph_neighbors_count(long comm, int rank, long n) {
        return graph_neighbors_countFn.call(comm, rank, n);
    }

    public int MPI_Graph_neighbors(long comm, int rank, int max, long neighbors) {
        return graph_neighborsFn.call(comm, rank, max, neighbors);
    }

    public int MPI_Graph_map(long comm, int nnodes, long index, long edges, long newrank) {
        return graph_mapFn.call(comm, nnodes, index, edges, newrank);
    }

    public int MPI_Dist_graph_create(long comm, int n, long sources, long degrees, long dests, long weights, long info, int reorder, long newcomm) {
        return dist_graph_createFn.call(comm, n, sources, degrees, dests, weights, info, reorder, newcomm);
    }

    public int MPI_Dist_graph_create_adjacent(long comm, int indegree, long sources, long sourceweights, int outdegree, long dests, long destweights, long info, int reorder, long newcomm) {
        return dist_graph_create_adjacentFn.call(comm, indegree, sources, sourceweights, outdegree, dests, destweights, info, reorder, newcomm);
    }

    public int MPI_Dist_graph_neighbors_count(long comm, long indegree, long outdegree, long weighted) {
        return dist_graph_neighbors_countFn.call(comm, indegree, outdegree, weighted);
    }

    public int MPI_Dist_graph_neighbors(long comm, int maxin, long sources, long sourceweights, int maxout, long dests, long destweights) {
        return dist_graph_neighborsFn.call(comm, maxin, sources, sourceweights, maxout, dests, destweights);
    }

    public int MPI_Open_port(long info, long port) {
        return open_portFn.call(info, port);
    }

    public int MPI_Close_port(long port) {
        return close_portFn.call(port);
    }

    public int MPI_Comm_accept(long port, long info, int root, long comm, long newcomm) {
        return comm_acceptFn.call(port, info, root, comm, newcomm);
    }

    public int MPI_Comm_connect(long port, long info, int root, long comm, long newcomm) {
        return comm_connectFn.call(port, info, root, comm, newcomm);
    }

    public int MPI_Publish_name(long service, long info, long port) {
        return publish_nameFn.call(service, info, port);
    }

    public int MPI_Unpublish_name(long service, long info, long port) {
        return unpublish_nameFn.call(service, info, port);
    }

    public int MPI_Lookup_name(long service, long info, long port) {
        return lookup_nameFn.call(service, info, port);
    }

    public int MPI_Comm_spawn(long command, long argv, int maxprocs, long info, int root, long comm, long intercomm, long errcodes) {
        return comm_spawnFn.call(command, argv, maxprocs, info, root, comm, intercomm, errcodes);
    }

    public int MPI_Comm_spawn_multiple(int count, long commands, long argvs, long maxprocs, long infos, int root, long comm, long intercomm, long errcodes) {
        return comm_spawn_multipleFn.call(count, commands, argvs, maxprocs, infos, root, comm, intercomm, errcodes);
    }
}
