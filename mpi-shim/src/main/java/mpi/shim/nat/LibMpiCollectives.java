package mpi.shim.nat;

/**
 * The C functions of libmpi for collective communication: blocking, nonblocking and neighbourhood collectives,
 * reductions and user-defined operations. One declaration per function: its name and C signature (per parameter,
 * {@code true} for a C int, {@code false} for a 64-bit integer, handle or pointer), then the method that calls it.
 * Handles and pointers are passed as {@code long}; every function returns its MPI error code. The fields are static
 * finals, so the JIT treats each function as a constant and inlines the call through it.
 */
public final class LibMpiCollectives {
    private LibMpiCollectives() {}

    private static final NativeFunction ALLGATHER = Native.LIBRARY.function("MPI_Allgather",
            false, true, false, false, true, false, false);
    public static int MPI_Allgather(long sendbuf, int sendcount, long sendtype, long recvbuf, int recvcount, long recvtype, long comm) {
        return ALLGATHER.call(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    }

    private static final NativeFunction ALLGATHERV = Native.LIBRARY.function("MPI_Allgatherv",
            false, true, false, false, false, false, false, false);
    public static int MPI_Allgatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, long comm) {
        return ALLGATHERV.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, comm);
    }

    private static final NativeFunction ALLREDUCE = Native.LIBRARY.function("MPI_Allreduce",
            false, false, true, false, false, false);
    public static int MPI_Allreduce(long sendbuf, long recvbuf, int count, long datatype, long op, long comm) {
        return ALLREDUCE.call(sendbuf, recvbuf, count, datatype, op, comm);
    }

    private static final NativeFunction ALLTOALL = Native.LIBRARY.function("MPI_Alltoall",
            false, true, false, false, true, false, false);
    public static int MPI_Alltoall(long sendbuf, int sendcount, long sendtype, long recvbuf, int recvcount, long recvtype, long comm) {
        return ALLTOALL.call(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
    }

    private static final NativeFunction ALLTOALLV = Native.LIBRARY.function("MPI_Alltoallv",
            false, false, false, false, false, false, false, false, false);
    public static int MPI_Alltoallv(long sbuf, long scounts, long sdispls, long stype, long rbuf, long rcounts, long rdispls, long rtype, long comm) {
        return ALLTOALLV.call(sbuf, scounts, sdispls, stype, rbuf, rcounts, rdispls, rtype, comm);
    }

    private static final NativeFunction ALLTOALLW = Native.LIBRARY.function("MPI_Alltoallw",
            false, false, false, false, false, false, false, false, false);
    public static int MPI_Alltoallw(long sbuf, long scounts, long sdispls, long stypes, long rbuf, long rcounts, long rdispls, long rtypes, long comm) {
        return ALLTOALLW.call(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes, comm);
    }

    private static final NativeFunction BARRIER = Native.LIBRARY.function("MPI_Barrier", false);
    public static int MPI_Barrier(long comm) {
        return BARRIER.call(comm);
    }

    private static final NativeFunction BCAST = Native.LIBRARY.function("MPI_Bcast", false, true, false, true, false);
    public static int MPI_Bcast(long buf, int count, long datatype, int root, long comm) {
        return BCAST.call(buf, count, datatype, root, comm);
    }

    private static final NativeFunction EXSCAN = Native.LIBRARY.function("MPI_Exscan",
            false, false, true, false, false, false);
    public static int MPI_Exscan(long sbuf, long rbuf, int count, long type, long op, long comm) {
        return EXSCAN.call(sbuf, rbuf, count, type, op, comm);
    }

    private static final NativeFunction GATHER = Native.LIBRARY.function("MPI_Gather",
            false, true, false, false, true, false, true, false);
    public static int MPI_Gather(long sendbuf, int sendcount, long sendtype, long recvbuf, int recvcount, long recvtype, int root, long comm) {
        return GATHER.call(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }

    private static final NativeFunction GATHERV = Native.LIBRARY.function("MPI_Gatherv",
            false, true, false, false, false, false, false, true, false);
    public static int MPI_Gatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, int root, long comm) {
        return GATHERV.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, root, comm);
    }

    private static final NativeFunction IALLGATHER = Native.LIBRARY.function("MPI_Iallgather",
            false, true, false, false, true, false, false, false);
    public static int MPI_Iallgather(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm, long req) {
        return IALLGATHER.call(sbuf, scount, stype, rbuf, rcount, rtype, comm, req);
    }

    private static final NativeFunction IALLGATHERV = Native.LIBRARY.function("MPI_Iallgatherv",
            false, true, false, false, false, false, false, false, false);
    public static int MPI_Iallgatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, long comm, long req) {
        return IALLGATHERV.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, comm, req);
    }

    private static final NativeFunction IALLREDUCE = Native.LIBRARY.function("MPI_Iallreduce",
            false, false, true, false, false, false, false);
    public static int MPI_Iallreduce(long sbuf, long rbuf, int count, long type, long op, long comm, long req) {
        return IALLREDUCE.call(sbuf, rbuf, count, type, op, comm, req);
    }

    private static final NativeFunction IALLTOALL = Native.LIBRARY.function("MPI_Ialltoall",
            false, true, false, false, true, false, false, false);
    public static int MPI_Ialltoall(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm, long req) {
        return IALLTOALL.call(sbuf, scount, stype, rbuf, rcount, rtype, comm, req);
    }

    private static final NativeFunction IALLTOALLV = Native.LIBRARY.function("MPI_Ialltoallv",
            false, false, false, false, false, false, false, false, false, false);
    public static int MPI_Ialltoallv(long sbuf, long scounts, long sdispls, long stype, long rbuf, long rcounts, long rdispls, long rtype, long comm, long req) {
        return IALLTOALLV.call(sbuf, scounts, sdispls, stype, rbuf, rcounts, rdispls, rtype, comm, req);
    }

    private static final NativeFunction IALLTOALLW = Native.LIBRARY.function("MPI_Ialltoallw",
            false, false, false, false, false, false, false, false, false, false);
    public static int MPI_Ialltoallw(long sbuf, long scounts, long sdispls, long stypes, long rbuf, long rcounts, long rdispls, long rtypes, long comm, long req) {
        return IALLTOALLW.call(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes, comm, req);
    }

    private static final NativeFunction IBARRIER = Native.LIBRARY.function("MPI_Ibarrier", false, false);
    public static int MPI_Ibarrier(long comm, long req) {
        return IBARRIER.call(comm, req);
    }

    private static final NativeFunction IBCAST = Native.LIBRARY.function("MPI_Ibcast",
            false, true, false, true, false, false);
    public static int MPI_Ibcast(long buf, int count, long type, int root, long comm, long req) {
        return IBCAST.call(buf, count, type, root, comm, req);
    }

    private static final NativeFunction IEXSCAN = Native.LIBRARY.function("MPI_Iexscan",
            false, false, true, false, false, false, false);
    public static int MPI_Iexscan(long sbuf, long rbuf, int count, long type, long op, long comm, long req) {
        return IEXSCAN.call(sbuf, rbuf, count, type, op, comm, req);
    }

    private static final NativeFunction IGATHER = Native.LIBRARY.function("MPI_Igather",
            false, true, false, false, true, false, true, false, false);
    public static int MPI_Igather(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, int root, long comm, long req) {
        return IGATHER.call(sbuf, scount, stype, rbuf, rcount, rtype, root, comm, req);
    }

    private static final NativeFunction IGATHERV = Native.LIBRARY.function("MPI_Igatherv",
            false, true, false, false, false, false, false, true, false, false);
    public static int MPI_Igatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, int root, long comm, long req) {
        return IGATHERV.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, root, comm, req);
    }

    private static final NativeFunction INEIGHBOR_ALLGATHER = Native.LIBRARY.function("MPI_Ineighbor_allgather",
            false, true, false, false, true, false, false, false);
    public static int MPI_Ineighbor_allgather(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm, long req) {
        return INEIGHBOR_ALLGATHER.call(sbuf, scount, stype, rbuf, rcount, rtype, comm, req);
    }

    private static final NativeFunction INEIGHBOR_ALLGATHERV = Native.LIBRARY.function("MPI_Ineighbor_allgatherv",
            false, true, false, false, false, false, false, false, false);
    public static int MPI_Ineighbor_allgatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, long comm, long req) {
        return INEIGHBOR_ALLGATHERV.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, comm, req);
    }

    private static final NativeFunction INEIGHBOR_ALLTOALL = Native.LIBRARY.function("MPI_Ineighbor_alltoall",
            false, true, false, false, true, false, false, false);
    public static int MPI_Ineighbor_alltoall(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm, long req) {
        return INEIGHBOR_ALLTOALL.call(sbuf, scount, stype, rbuf, rcount, rtype, comm, req);
    }

    private static final NativeFunction INEIGHBOR_ALLTOALLV = Native.LIBRARY.function("MPI_Ineighbor_alltoallv",
            false, false, false, false, false, false, false, false, false, false);
    public static int MPI_Ineighbor_alltoallv(long sbuf, long scounts, long sdispls, long stype, long rbuf, long rcounts, long rdispls, long rtype, long comm, long req) {
        return INEIGHBOR_ALLTOALLV.call(sbuf, scounts, sdispls, stype, rbuf, rcounts, rdispls, rtype, comm, req);
    }

    private static final NativeFunction IREDUCE = Native.LIBRARY.function("MPI_Ireduce",
            false, false, true, false, false, true, false, false);
    public static int MPI_Ireduce(long sbuf, long rbuf, int count, long type, long op, int root, long comm, long req) {
        return IREDUCE.call(sbuf, rbuf, count, type, op, root, comm, req);
    }

    private static final NativeFunction IREDUCE_SCATTER = Native.LIBRARY.function("MPI_Ireduce_scatter",
            false, false, false, false, false, false, false);
    public static int MPI_Ireduce_scatter(long sbuf, long rbuf, long rcounts, long type, long op, long comm, long req) {
        return IREDUCE_SCATTER.call(sbuf, rbuf, rcounts, type, op, comm, req);
    }

    private static final NativeFunction IREDUCE_SCATTER_BLOCK = Native.LIBRARY.function("MPI_Ireduce_scatter_block",
            false, false, true, false, false, false, false);
    public static int MPI_Ireduce_scatter_block(long sbuf, long rbuf, int rcount, long type, long op, long comm, long req) {
        return IREDUCE_SCATTER_BLOCK.call(sbuf, rbuf, rcount, type, op, comm, req);
    }

    private static final NativeFunction ISCAN = Native.LIBRARY.function("MPI_Iscan",
            false, false, true, false, false, false, false);
    public static int MPI_Iscan(long sbuf, long rbuf, int count, long type, long op, long comm, long req) {
        return ISCAN.call(sbuf, rbuf, count, type, op, comm, req);
    }

    private static final NativeFunction ISCATTER = Native.LIBRARY.function("MPI_Iscatter",
            false, true, false, false, true, false, true, false, false);
    public static int MPI_Iscatter(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, int root, long comm, long req) {
        return ISCATTER.call(sbuf, scount, stype, rbuf, rcount, rtype, root, comm, req);
    }

    private static final NativeFunction ISCATTERV = Native.LIBRARY.function("MPI_Iscatterv",
            false, false, false, false, false, true, false, true, false, false);
    public static int MPI_Iscatterv(long sbuf, long scounts, long displs, long stype, long rbuf, int rcount, long rtype, int root, long comm, long req) {
        return ISCATTERV.call(sbuf, scounts, displs, stype, rbuf, rcount, rtype, root, comm, req);
    }

    private static final NativeFunction NEIGHBOR_ALLGATHER = Native.LIBRARY.function("MPI_Neighbor_allgather",
            false, true, false, false, true, false, false);
    public static int MPI_Neighbor_allgather(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm) {
        return NEIGHBOR_ALLGATHER.call(sbuf, scount, stype, rbuf, rcount, rtype, comm);
    }

    private static final NativeFunction NEIGHBOR_ALLGATHERV = Native.LIBRARY.function("MPI_Neighbor_allgatherv",
            false, true, false, false, false, false, false, false);
    public static int MPI_Neighbor_allgatherv(long sbuf, int scount, long stype, long rbuf, long rcounts, long displs, long rtype, long comm) {
        return NEIGHBOR_ALLGATHERV.call(sbuf, scount, stype, rbuf, rcounts, displs, rtype, comm);
    }

    private static final NativeFunction NEIGHBOR_ALLTOALL = Native.LIBRARY.function("MPI_Neighbor_alltoall",
            false, true, false, false, true, false, false);
    public static int MPI_Neighbor_alltoall(long sbuf, int scount, long stype, long rbuf, int rcount, long rtype, long comm) {
        return NEIGHBOR_ALLTOALL.call(sbuf, scount, stype, rbuf, rcount, rtype, comm);
    }

    private static final NativeFunction NEIGHBOR_ALLTOALLV = Native.LIBRARY.function("MPI_Neighbor_alltoallv",
            false, false, false, false, false, false, false, false, false);
    public static int MPI_Neighbor_alltoallv(long sbuf, long scounts, long sdispls, long stype, long rbuf, long rcounts, long rdispls, long rtype, long comm) {
        return NEIGHBOR_ALLTOALLV.call(sbuf, scounts, sdispls, stype, rbuf, rcounts, rdispls, rtype, comm);
    }

    private static final NativeFunction OP_CREATE = Native.LIBRARY.function("MPI_Op_create", false, true, false);
    public static int MPI_Op_create(long function, int commute, long op) {
        return OP_CREATE.call(function, commute, op);
    }

    private static final NativeFunction OP_FREE = Native.LIBRARY.function("MPI_Op_free", false);
    public static int MPI_Op_free(long op) {
        return OP_FREE.call(op);
    }

    private static final NativeFunction REDUCE = Native.LIBRARY.function("MPI_Reduce",
            false, false, true, false, false, true, false);
    public static int MPI_Reduce(long sendbuf, long recvbuf, int count, long datatype, long op, int root, long comm) {
        return REDUCE.call(sendbuf, recvbuf, count, datatype, op, root, comm);
    }

    private static final NativeFunction REDUCE_LOCAL = Native.LIBRARY.function("MPI_Reduce_local",
            false, false, true, false, false);
    public static int MPI_Reduce_local(long inbuf, long inoutbuf, int count, long datatype, long op) {
        return REDUCE_LOCAL.call(inbuf, inoutbuf, count, datatype, op);
    }

    private static final NativeFunction REDUCE_SCATTER = Native.LIBRARY.function("MPI_Reduce_scatter",
            false, false, false, false, false, false);
    public static int MPI_Reduce_scatter(long sbuf, long rbuf, long rcounts, long type, long op, long comm) {
        return REDUCE_SCATTER.call(sbuf, rbuf, rcounts, type, op, comm);
    }

    private static final NativeFunction REDUCE_SCATTER_BLOCK = Native.LIBRARY.function("MPI_Reduce_scatter_block",
            false, false, true, false, false, false);
    public static int MPI_Reduce_scatter_block(long sbuf, long rbuf, int rcount, long type, long op, long comm) {
        return REDUCE_SCATTER_BLOCK.call(sbuf, rbuf, rcount, type, op, comm);
    }

    private static final NativeFunction SCAN = Native.LIBRARY.function("MPI_Scan",
            false, false, true, false, false, false);
    public static int MPI_Scan(long sbuf, long rbuf, int count, long type, long op, long comm) {
        return SCAN.call(sbuf, rbuf, count, type, op, comm);
    }

    private static final NativeFunction SCATTER = Native.LIBRARY.function("MPI_Scatter",
            false, true, false, false, true, false, true, false);
    public static int MPI_Scatter(long sendbuf, int sendcount, long sendtype, long recvbuf, int recvcount, long recvtype, int root, long comm) {
        return SCATTER.call(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
    }

    private static final NativeFunction SCATTERV = Native.LIBRARY.function("MPI_Scatterv",
            false, false, false, false, false, true, false, true, false);
    public static int MPI_Scatterv(long sbuf, long scounts, long displs, long stype, long rbuf, int rcount, long rtype, int root, long comm) {
        return SCATTERV.call(sbuf, scounts, displs, stype, rbuf, rcount, rtype, root, comm);
    }
}
