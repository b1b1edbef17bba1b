package mpi.shim.nat;

/**
 * The C functions of libmpi for process topologies: Cartesian, graph and distributed graph communicators and their
 * queries. One declaration per function: its name and C signature (per parameter, {@code true} for a C int, {@code
 * false} for a 64-bit integer, handle or pointer), then the method that calls it. Handles and pointers are passed as
 * {@code long}; every function returns its MPI error code. The fields are static finals, so the JIT treats each
 * function as a constant and inlines the call through it.
 */
public final class LibMpiTopologies {
    private LibMpiTopologies() {}

    private static final NativeFunction CART_COORDS = Native.LIBRARY.function("MPI_Cart_coords",
            false, true, true, false);
    public static int MPI_Cart_coords(long comm, int rank, int maxdims, long coords) {
        return CART_COORDS.call(comm, rank, maxdims, coords);
    }

    private static final NativeFunction CART_CREATE = Native.LIBRARY.function("MPI_Cart_create",
            false, true, false, false, true, false);
    public static int MPI_Cart_create(long comm, int ndims, long dims, long periods, int reorder, long newcomm) {
        return CART_CREATE.call(comm, ndims, dims, periods, reorder, newcomm);
    }

    private static final NativeFunction CART_GET = Native.LIBRARY.function("MPI_Cart_get",
            false, true, false, false, false);
    public static int MPI_Cart_get(long comm, int maxdims, long dims, long periods, long coords) {
        return CART_GET.call(comm, maxdims, dims, periods, coords);
    }

    private static final NativeFunction CART_MAP = Native.LIBRARY.function("MPI_Cart_map",
            false, true, false, false, false);
    public static int MPI_Cart_map(long comm, int ndims, long dims, long periods, long newrank) {
        return CART_MAP.call(comm, ndims, dims, periods, newrank);
    }

    private static final NativeFunction CART_RANK = Native.LIBRARY.function("MPI_Cart_rank", false, false, false);
    public static int MPI_Cart_rank(long comm, long coords, long rank) {
        return CART_RANK.call(comm, coords, rank);
    }

    private static final NativeFunction CART_SHIFT = Native.LIBRARY.function("MPI_Cart_shift",
            false, true, true, false, false);
    public static int MPI_Cart_shift(long comm, int direction, int disp, long source, long dest) {
        return CART_SHIFT.call(comm, direction, disp, source, dest);
    }

    private static final NativeFunction CART_SUB = Native.LIBRARY.function("MPI_Cart_sub", false, false, false);
    public static int MPI_Cart_sub(long comm, long remain, long newcomm) {
        return CART_SUB.call(comm, remain, newcomm);
    }

    private static final NativeFunction CARTDIM_GET = Native.LIBRARY.function("MPI_Cartdim_get", false, false);
    public static int MPI_Cartdim_get(long comm, long ndims) {
        return CARTDIM_GET.call(comm, ndims);
    }

    private static final NativeFunction DIMS_CREATE = Native.LIBRARY.function("MPI_Dims_create", true, true, false);
    public static int MPI_Dims_create(int nnodes, int ndims, long dims) {
        return DIMS_CREATE.call(nnodes, ndims, dims);
    }

    private static final NativeFunction DIST_GRAPH_CREATE = Native.LIBRARY.function("MPI_Dist_graph_create",
            false, true, false, false, false, false, false, true, false);
    public static int MPI_Dist_graph_create(long comm, int n, long sources, long degrees, long dests, long weights, long info, int reorder, long newcomm) {
        return DIST_GRAPH_CREATE.call(comm, n, sources, degrees, dests, weights, info, reorder, newcomm);
    }

    private static final NativeFunction DIST_GRAPH_CREATE_ADJACENT = Native.LIBRARY.function("MPI_Dist_graph_create_adjacent",
            false, true, false, false, true, false, false, false, true, false);
    public static int MPI_Dist_graph_create_adjacent(long comm, int indegree, long sources, long sourceweights, int outdegree, long dests, long destweights, long info, int reorder, long newcomm) {
        return DIST_GRAPH_CREATE_ADJACENT.call(comm, indegree, sources, sourceweights, outdegree, dests, destweights, info, reorder, newcomm);
    }

    private static final NativeFunction DIST_GRAPH_NEIGHBORS = Native.LIBRARY.function("MPI_Dist_graph_neighbors",
            false, true, false, false, true, false, false);
    public static int MPI_Dist_graph_neighbors(long comm, int maxin, long sources, long sourceweights, int maxout, long dests, long destweights) {
        return DIST_GRAPH_NEIGHBORS.call(comm, maxin, sources, sourceweights, maxout, dests, destweights);
    }

    private static final NativeFunction DIST_GRAPH_NEIGHBORS_COUNT = Native.LIBRARY.function("MPI_Dist_graph_neighbors_count",
            false, false, false, false);
    public static int MPI_Dist_graph_neighbors_count(long comm, long indegree, long outdegree, long weighted) {
        return DIST_GRAPH_NEIGHBORS_COUNT.call(comm, indegree, outdegree, weighted);
    }

    private static final NativeFunction GRAPH_CREATE = Native.LIBRARY.function("MPI_Graph_create",
            false, true, false, false, true, false);
    public static int MPI_Graph_create(long comm, int nnodes, long index, long edges, int reorder, long newcomm) {
        return GRAPH_CREATE.call(comm, nnodes, index, edges, reorder, newcomm);
    }

    private static final NativeFunction GRAPH_GET = Native.LIBRARY.function("MPI_Graph_get",
            false, true, true, false, false);
    public static int MPI_Graph_get(long comm, int maxindex, int maxedges, long index, long edges) {
        return GRAPH_GET.call(comm, maxindex, maxedges, index, edges);
    }

    private static final NativeFunction GRAPH_MAP = Native.LIBRARY.function("MPI_Graph_map",
            false, true, false, false, false);
    public static int MPI_Graph_map(long comm, int nnodes, long index, long edges, long newrank) {
        return GRAPH_MAP.call(comm, nnodes, index, edges, newrank);
    }

    private static final NativeFunction GRAPH_NEIGHBORS = Native.LIBRARY.function("MPI_Graph_neighbors",
            false, true, true, false);
    public static int MPI_Graph_neighbors(long comm, int rank, int max, long neighbors) {
        return GRAPH_NEIGHBORS.call(comm, rank, max, neighbors);
    }

    private static final NativeFunction GRAPH_NEIGHBORS_COUNT = Native.LIBRARY.function("MPI_Graph_neighbors_count",
            false, true, false);
    public static int MPI_Graph_neighbors_count(long comm, int rank, long n) {
        return GRAPH_NEIGHBORS_COUNT.call(comm, rank, n);
    }

    private static final NativeFunction GRAPHDIMS_GET = Native.LIBRARY.function("MPI_Graphdims_get",
            false, false, false);
    public static int MPI_Graphdims_get(long comm, long nnodes, long nedges) {
        return GRAPHDIMS_GET.call(comm, nnodes, nedges);
    }

    private static final NativeFunction TOPO_TEST = Native.LIBRARY.function("MPI_Topo_test", false, false);
    public static int MPI_Topo_test(long comm, long status) {
        return TOPO_TEST.call(comm, status);
    }
}
