package mpi.shim.nat;

import com.kenai.jffi.Library;
import com.kenai.jffi.Type;

/**
 * The C functions of libmpi behind communicators beyond the foundation: v/w and neighbour collectives, every
 * nonblocking collective, persistent requests, buffered-send buffers, matched probes, packing, groups, attributes,
 * topologies and dynamic processes. Same pattern as {@link LibMpi}: handles, pointers and MPI_Aint are
 * {@code long}, C ints are {@code int}; every function returns an MPI error code.
 */
public final class LibMpiComm {
    public static final LibMpiComm LIB = new LibMpiComm(Native.LIBRARY);

    private final NativeFunction gathervFn;
    private final NativeFunction scattervFn;
    private final NativeFunction allgathervFn;
    private final NativeFunction alltoallvFn;
    private final NativeFunction alltoallwFn;
    private final NativeFunction reduce_scatterFn;
    private final NativeFunction reduce_scatter_blockFn;
    private final NativeFunction scanFn;
    private final NativeFunction exscanFn;
    private final NativeFunction neighbor_allgatherFn;
    private final NativeFunction neighbor_allgathervFn;
    private final NativeFunction neighbor_alltoallFn;
    private final NativeFunction neighbor_alltoallvFn;
    private final NativeFunction ibarrierFn;
    private final NativeFunction ibcastFn;
    private final NativeFunction igatherFn;
    private final NativeFunction igathervFn;
    private final NativeFunction iscatterFn;
    private final NativeFunction iscattervFn;
    private final NativeFunction iallgatherFn;
    private final NativeFunction iallgathervFn;
    private final NativeFunction ialltoallFn;
    private final NativeFunction ialltoallvFn;
    private final NativeFunction ialltoallwFn;
    private final NativeFunction ireduceFn;
    private final NativeFunction iallreduceFn;
    private final NativeFunction ireduce_scatterFn;
    private final NativeFunction ireduce_scatter_blockFn;
    private final NativeFunction iscanFn;
    private final NativeFunction iexscanFn;
    private final NativeFunction ineighbor_allgatherFn;
    private final NativeFunction ineighbor_allgathervFn;
    private final NativeFunction ineighbor_alltoallFn;
    private final NativeFunction ineighbor_alltoallvFn;
    private final NativeFunction send_initFn;
    private final NativeFunction bsend_initFn;
    private final NativeFunction ssend_initFn;
    private final NativeFunction rsend_initFn;
    private final NativeFunction recv_initFn;
    private final NativeFunction startFn;
    private final NativeFunction startallFn;
    private final NativeFunction buffer_attachFn;
    private final NativeFunction buffer_detachFn;
    private final NativeFunction mprobeFn;
    private final NativeFunction improbeFn;
    private final NativeFunction mrecvFn;
    private final NativeFunction imrecvFn;
    private final NativeFunction packFn;
    private final NativeFunction unpackFn;
    private final NativeFunction pack_sizeFn;
    private final NativeFunction pcontrolFn;
    private final NativeFunction comm_idupFn;
    private final NativeFunction comm_dup_with_infoFn;
    private final NativeFunction group_inclFn;
    private final NativeFunction group_exclFn;
    private final NativeFunction group_range_inclFn;
    private final NativeFunction group_range_exclFn;
    private final NativeFunction group_unionFn;
    private final NativeFunction group_intersectionFn;
    private final NativeFunction group_differenceFn;
    private final NativeFunction group_translate_ranksFn;
    private final NativeFunction group_compareFn;
    private final NativeFunction comm_createFn;
    private final NativeFunction comm_create_groupFn;
    private final NativeFunction comm_split_typeFn;
    private final NativeFunction comm_set_infoFn;
    private final NativeFunction comm_get_infoFn;
    private final NativeFunction comm_set_nameFn;
    private final NativeFunction comm_get_nameFn;
    private final NativeFunction comm_disconnectFn;
    private final NativeFunction intercomm_createFn;
    private final NativeFunction comm_remote_groupFn;
    private final NativeFunction intercomm_mergeFn;
    private final NativeFunction comm_get_parentFn;
    private final NativeFunction comm_create_keyvalFn;
    private final NativeFunction comm_free_keyvalFn;
    private final NativeFunction comm_set_attrFn;
    private final NativeFunction comm_get_attrFn;
    private final NativeFunction comm_delete_attrFn;
    private final NativeFunction comm_call_errhandlerFn;
    private final NativeFunction topo_testFn;
    private final NativeFunction cart_createFn;
    private final NativeFunction cartdim_getFn;
    private final NativeFunction cart_getFn;
    private final NativeFunction cart_rankFn;
    private final NativeFunction cart_coordsFn;
    private final NativeFunction cart_shiftFn;
    private final NativeFunction cart_subFn;
    private final NativeFunction cart_mapFn;
    private final NativeFunction dims_createFn;
    private final NativeFunction graph_createFn;
    private final NativeFunction graphdims_getFn;
    private final NativeFunction graph_getFn;
    private final NativeFunction graph_neighbors_countFn;
    private final NativeFunction graph_neighborsFn;
    private final NativeFunction graph_mapFn;
    private final NativeFunction dist_graph_createFn;
    private final NativeFunction dist_graph_create_adjacentFn;
    private final NativeFunction dist_graph_neighbors_countFn;
    private final NativeFunction dist_graph_neighborsFn;
    private final NativeFunction open_portFn;
    private final NativeFunction close_portFn;
    private final NativeFunction comm_acceptFn;
    private final NativeFunction comm_connectFn;
    private final NativeFunction publish_nameFn;
    private final NativeFunction unpublish_nameFn;
    private final NativeFunction lookup_nameFn;
    private final NativeFunction comm_spawnFn;
    private final NativeFunction comm_spawn_multipleFn;

    LibMpiComm(Library library) {
        gathervFn = new NativeFunction(library, "MPI_Gatherv", Type.SINT32, false, true, false, false, false, false, false, true, false);
        scattervFn = new NativeFunction(library, "MPI_Scatterv", Type.SINT32, false, false, false, false, false, true, false, true, false);
        allgathervFn = new NativeFunction(library, "MPI_Allgatherv", Type.SINT32, false, true, false, false, false, false, false, false);
        alltoallvFn = new NativeFunction(library, "MPI_Alltoallv", Type.SINT32, false, false, false, false, false, false, false, false, false);
        alltoallwFn = new NativeFunction(library, "MPI_Alltoallw", Type.SINT32, false, false, false, false, false, false, false, false, false);
        reduce_scatterFn = new NativeFunction(library, "MPI_Reduce_scatter", Type.SINT32, false, false, false, false, false, false);
        reduce_scatter_blockFn = new NativeFunction(library, "MPI_Reduce_scatter_block", Type.SINT32, false, false, true, false, false, false);
        scanFn = new NativeFunction(library, "MPI_Scan", Type.SINT32, false, false, true, false, false, false);
        exscanFn = new NativeFunction(library, "MPI_Exscan", Type.SINT32, false, false, true, false, false, false);
        neighbor_allgatherFn = new NativeFunction(library, "MPI_Neighbor_allgather", Type.SINT32, false, true, false, false, true, false, false);
        neighbor_allgathervFn = new NativeFunction(library, "MPI_Neighbor_allgatherv", Type.SINT32, false, true, false, false, false, false, false, false);
        neighbor_alltoallFn = new NativeFunction(library, "MPI_Neighbor_alltoall", Type.SINT32, false, true, false, false, true, false, false);
        neighbor_alltoallvFn = new NativeFunction(library, "MPI_Neighbor_alltoallv", Type.SINT32, false, false, false, false, false, false, false, false, false);
        ibarrierFn = new NativeFunction(library, "MPI_Ibarrier", Type.SINT32, false, false);
        ibcastFn = new NativeFunction(library, "MPI_Ibcast", Type.SINT32, false, true, false, true, false, false);
        igatherFn = new NativeFunction(library, "MPI_Igather", Type.SINT32, false, true, false, false, true, false, true, false, false);
        igathervFn = new NativeFunction(library, "MPI_Igatherv", Type.SINT32, false, true, false, false, false, false, false, true, false, false);
        iscatterFn = new NativeFunction(library, "MPI_Iscatter", Type.SINT32, false, true, false, false, true, false, true, false, false);
        iscattervFn = new NativeFunction(library, "MPI_Iscatterv", Type.SINT32, false, false, false, false, false, true, false, true, false, false);
        iallgatherFn = new NativeFunction(library, "MPI_Iallgather", Type.SINT32, false, true, false, false, true, false, false, false);
        iallgathervFn = new NativeFunction(library, "MPI_Iallgatherv", Type.SINT32, false, true, false, false, false, false, false, false, false);
        ialltoallFn = new NativeFunction(library, "MPI_Ialltoall", Type.SINT32, false, true, false, false, true, false, false, false);
        ialltoallvFn = new NativeFunction(library, "MPI_Ialltoallv", Type.SINT32, false, false, false, false, false, false, false, false, false, false);
        ialltoallwFn = new NativeFunction(library, "MPI_Ialltoallw", Type.SINT32, false, false, false, false, false, false, false, false, false, false);
        ireduceFn = new NativeFunction(library, "MPI_Ireduce", Type.SINT32, false, false, true, false, false, true, false, false);
        iallreduceFn = new NativeFunction(library, "MPI_Iallreduce", Type.SINT32, false, false, true, false, false, false, false);
        ireduce_scatterFn = new NativeFunction(library, "MPI_Ireduce_scatter", Type.SINT32, false, false, false, false, false, false, false);
        ireduce_scatter_blockFn = new NativeFunction(library, "MPI_Ireduce_scatter_block", Type.SINT32, false, false, true, false, false, false, false);
        iscanFn = new NativeFunction(library, "MPI_Iscan", Type.SINT32, false, false, true, false, false, false, false);
        iexscanFn = new NativeFunction(library, "MPI_Iexscan", Type.SINT32, false, false, true, false, false, false, false);
        ineighbor_allgatherFn = new NativeFunction(library, "MPI_Ineighbor_allgather", Type.SINT32, false, true, false, false, true, false, false, false);
        ineighbor_allgathervFn = new NativeFunction(library, "MPI_Ineighbor_allgatherv", Type.SINT32, false, true, false, false, false, false, false, false, false);
        ineighbor_alltoallFn = new NativeFunction(library, "MPI_Ineighbor_alltoall", Type.SINT32, false, true, false, false, true, false, false, false);
        ineighbor_alltoallvFn = new NativeFunction(library, "MPI_Ineighbor_alltoallv", Type.SINT32, false, false, false, false, false, false, false, false, false, false);
        send_initFn = new NativeFunction(library, "MPI_Send_init", Type.SINT32, false, true, false, true, true, false, false);
        bsend_initFn = new NativeFunction(library, "MPI_Bsend_init", Type.SINT32, false, true, false, true, true, false, false);
        ssend_initFn = new NativeFunction(library, "MPI_Ssend_init", Type.SINT32, false, true, false, true, true, false, false);
        rsend_initFn = new NativeFunction(library, "MPI_Rsend_init", Type.SINT32, false, true, false, true, true, false, false);
        recv_initFn = new NativeFunction(library, "MPI_Recv_init", Type.SINT32, false, true, false, true, true, false, false);
        startFn = new NativeFunction(library, "MPI_Start", Type.SINT32, false);
        startallFn = new NativeFunction(library, "MPI_Startall", Type.SINT32, true, false);
        buffer_attachFn = new NativeFunction(library, "MPI_Buffer_attach", Type.SINT32, false, true);
        buffer_detachFn = new NativeFunction(library, "MPI_Buffer_detach", Type.SINT32, false, false);
        mprobeFn = new NativeFunction(library, "MPI_Mprobe", Type.SINT32, true, true, false, false, false);
        improbeFn = new NativeFunction(library, "MPI_Improbe", Type.SINT32, true, true, false, false, false, false);
        mrecvFn = new NativeFunction(library, "MPI_Mrecv", Type.SINT32, false, true, false, false, false);
        imrecvFn = new NativeFunction(library, "MPI_Imrecv", Type.SINT32, false, true, false, false, false);
        packFn = new NativeFunction(library, "MPI_Pack", Type.SINT32, false, true, false, false, true, false, false);
        unpackFn = new NativeFunction(library, "MPI_Unpack", Type.SINT32, false, true, false, false, true, false, false);
        pack_sizeFn = new NativeFunction(library, "MPI_Pack_size", Type.SINT32, true, false, false, false);
        pcontrolFn = new NativeFunction(library, "MPI_Pcontrol", Type.SINT32, true);
        comm_idupFn = new NativeFunction(library, "MPI_Comm_idup", Type.SINT32, false, false, false);
        comm_dup_with_infoFn = new NativeFunction(library, "MPI_Comm_dup_with_info", Type.SINT32, false, false, false);
        group_inclFn = new NativeFunction(library, "MPI_Group_incl", Type.SINT32, false, true, false, false);
        group_exclFn = new NativeFunction(library, "MPI_Group_excl", Type.SINT32, false, true, false, false);
        group_range_inclFn = new NativeFunction(library, "MPI_Group_range_incl", Type.SINT32, false, true, false, false);
        group_range_exclFn = new NativeFunction(library, "MPI_Group_range_excl", Type.SINT32, false, true, false, false);
        group_unionFn = new NativeFunction(library, "MPI_Group_union", Type.SINT32, false, false, false);
        group_intersectionFn = new NativeFunction(library, "MPI_Group_intersection", Type.SINT32, false, false, false);
        group_differenceFn = new NativeFunction(library, "MPI_Group_difference", Type.SINT32, false, false, false);
        group_translate_ranksFn = new NativeFunction(library, "MPI_Group_translate_ranks", Type.SINT32, false, true, false, false, false);
        group_compareFn = new NativeFunction(library, "MPI_Group_compare", Type.SINT32, false, false, false);
        comm_createFn = new NativeFunction(library, "MPI_Comm_create", Type.SINT32, false, false, false);
        comm_create_groupFn = new NativeFunction(library, "MPI_Comm_create_group", Type.SINT32, false, false, true, false);
        comm_split_typeFn = new NativeFunction(library, "MPI_Comm_split_type", Type.SINT32, false, true, true, false, false);
        comm_set_infoFn = new NativeFunction(library, "MPI_Comm_set_info", Type.SINT32, false, false);
        comm_get_infoFn = new NativeFunction(library, "MPI_Comm_get_info", Type.SINT32, false, false);
        comm_set_nameFn = new NativeFunction(library, "MPI_Comm_set_name", Type.SINT32, false, false);
        comm_get_nameFn = new NativeFunction(library, "MPI_Comm_get_name", Type.SINT32, false, false, false);
        comm_disconnectFn = new NativeFunction(library, "MPI_Comm_disconnect", Type.SINT32, false);
        intercomm_createFn = new NativeFunction(library, "MPI_Intercomm_create", Type.SINT32, false, true, false, true, true, false);
        comm_remote_groupFn = new NativeFunction(library, "MPI_Comm_remote_group", Type.SINT32, false, false);
        intercomm_mergeFn = new NativeFunction(library, "MPI_Intercomm_merge", Type.SINT32, false, true, false);
        comm_get_parentFn = new NativeFunction(library, "MPI_Comm_get_parent", Type.SINT32, false);
        comm_create_keyvalFn = new NativeFunction(library, "MPI_Comm_create_keyval", Type.SINT32, false, false, false, false);
        comm_free_keyvalFn = new NativeFunction(library, "MPI_Comm_free_keyval", Type.SINT32, false);
        comm_set_attrFn = new NativeFunction(library, "MPI_Comm_set_attr", Type.SINT32, false, true, false);
        comm_get_attrFn = new NativeFunction(library, "MPI_Comm_get_attr", Type.SINT32, false, true, false, false);
        comm_delete_attrFn = new NativeFunction(library, "MPI_Comm_delete_attr", Type.SINT32, false, true);
        comm_call_errhandlerFn = new NativeFunction(library, "MPI_Comm_call_errhandler", Type.SINT32, false, true);
        topo_testFn = new NativeFunction(library, "MPI_Topo_test", Type.SINT32, false, false);
        cart_createFn = new NativeFunction(library, "MPI_Cart_create", Type.SINT32, false, true, false, false, true, false);
        cartdim_getFn = new NativeFunction(library, "MPI_Cartdim_get", Type.SINT32, false, false);
        cart_getFn = new NativeFunction(library, "MPI_Cart_get", Type.SINT32, false, true, false, false, false);
        cart_rankFn = new NativeFunction(library, "MPI_Cart_rank", Type.SINT32, false, false, false);
        cart_coordsFn = new NativeFunction(library, "MPI_Cart_coords", Type.SINT32, false, true, true, false);
        cart_shiftFn = new NativeFunction(library, "MPI_Cart_shift", Type.SINT32, false, true, true, false, false);
        cart_subFn = new NativeFunction(library, "MPI_Cart_sub", Type.SINT32, false, false, false);
        cart_mapFn = new NativeFunction(library, "MPI_Cart_map", Type.SINT32, false, true, false, false, false);
        dims_createFn = new NativeFunction(library, "MPI_Dims_create", Type.SINT32, true, true, false);
        graph_createFn = new NativeFunction(library, "MPI_Graph_create", Type.SINT32, false, true, false, false, true, false);
        graphdims_getFn = new NativeFunction(library, "MPI_Graphdims_get", Type.SINT32, false, false, false);
        graph_getFn = new NativeFunction(library, "MPI_Graph_get", Type.SINT32, false, true, true, false, false);
        graph_neighbors_countFn = new NativeFunction(library, "MPI_Graph_neighbors_count", Type.SINT32, false, true, false);
        graph_neighborsFn = new NativeFunction(library, "MPI_Graph_neighbors", Type.SINT32, false, true, true, false);
        graph_mapFn = new NativeFunction(library, "MPI_Graph_map", Type.SINT32, false, true, false, false, false);
        dist_graph_createFn = new NativeFunction(library, "MPI_Dist_graph_create", Type.SINT32, false, true, false, false, false, false, false, true, false);
        dist_graph_create_adjacentFn = new NativeFunction(library, "MPI_Dist_graph_create_adjacent", Type.SINT32, false, true, false, false, true, false, false, false, true, false);
        dist_graph_neighbors_countFn = new NativeFunction(library, "MPI_Dist_graph_neighbors_count", Type.SINT32, false, false, false, false);
        dist_graph_neighborsFn = new NativeFunction(library, "MPI_Dist_graph_neighbors", Type.SINT32, false, true, false, false, true, false, false);
        open_portFn = new NativeFunction(library, "MPI_Open_port", Type.SINT32, false, false);
        close_portFn = new NativeFunction(library, "MPI_Close_port", Type.SINT32, false);
        comm_acceptFn = new NativeFunction(library, "MPI_Comm_accept", Type.SINT32, false, false, true, false, false);
        comm_connectFn = new NativeFunction(library, "MPI_Comm_connect", Type.SINT32, false, false, true, false, false);
        publish_nameFn = new NativeFunction(library, "MPI_Publish_name", Type.SINT32, false, false, false);
        unpublish_nameFn = new NativeFunction(library, "MPI_Unpublish_name", Type.SINT32, false, false, false);
        lookup_nameFn = new NativeFunction(library, "MPI_Lookup_name", Type.SINT32, false, false, false);
        comm_spawnFn = new NativeFunction(library, "MPI_Comm_spawn", Type.SINT32, false, false, true, false, true, false, false, false);
        comm_spawn_multipleFn = new NativeFunction(library, "MPI_Comm_spawn_multiple", Type.SINT32, true, false, false, false, false, true, false, false, false);
    }

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
