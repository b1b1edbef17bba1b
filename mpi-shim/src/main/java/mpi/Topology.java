package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiTopologies;

/**
 * What neighbour collectives need to know of a communicator's topology: how many neighbours it has, and (for a
 * checker following their data, see CollectiveEvents) which.
 */
final class Topology {

    private Topology() {}

    /** MPI.CART, MPI.GRAPH, MPI.DIST_GRAPH or MPI.UNDEFINED. */
    static int kind(long comm) throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiTopologies.MPI_Topo_test(comm, s.flag), "MPI_Topo_test");
        return Memory.getInt(s.flag);
    }

    /** {in-degree, out-degree} of this process: how many blocks neighbour collectives receive and send. */
    static int[] degrees(Comm c) throws MPIException {
        long h = c.use();
        return degrees(c, h, kind(h));
    }

    private static int[] degrees(Comm c, long h, int kind) throws MPIException {
        Scratch s = Scratch.get();
        if (kind == MPI.CART) {
            Errors.check(LibMpiTopologies.MPI_Cartdim_get(h, s.count), "MPI_Cartdim_get");
            int d = 2 * Memory.getInt(s.count);
            return new int[] {d, d};
        } else if (kind == MPI.GRAPH) {
            Errors.check(LibMpiTopologies.MPI_Graph_neighbors_count(h, c.getRank(), s.count), "MPI_Graph_neighbors_count");
            int d = Memory.getInt(s.count);
            return new int[] {d, d};
        } else if (kind == MPI.DIST_GRAPH) {
            int rc = LibMpiTopologies.MPI_Dist_graph_neighbors_count(h, s.count, s.index, s.flag);
            Errors.check(rc, "MPI_Dist_graph_neighbors_count");
            return new int[] {Memory.getInt(s.count), Memory.getInt(s.index)};
        }
        throw Errors.refused(MPI.ERR_TOPOLOGY, "neighbour collectives need a communicator with a Cartesian, graph"
                + " or distributed graph topology");
    }

    /**
     * {sources, destinations}: the ranks a neighbour collective of this process receives blocks from and sends
     * blocks to, in the topology's order, without MPI.PROC_NULL (a Cartesian grid's missing neighbours); a rank
     * appears once per edge. Refused as {@link #degrees} is for a communicator without a topology. Uses the
     * thread's scratch and native integer areas: call it before staging.
     */
    static int[][] edges(Comm c) throws MPIException {
        long h = c.use();
        Scratch s = Scratch.get();
        int kind = kind(h);
        int[] degree = degrees(c, h, kind);
        if (kind == MPI.CART) {
            int[] both = new int[degree[0]];
            int k = 0;
            for (int d = 0; d < degree[0] / 2; d++) { // per dimension the neighbour below, then the one above
                Errors.check(LibMpiTopologies.MPI_Cart_shift(h, d, 1, s.count, s.index), "MPI_Cart_shift");
                k = addRank(both, k, Memory.getInt(s.count));
                k = addRank(both, k, Memory.getInt(s.index));
            }
            int[] ranks = java.util.Arrays.copyOf(both, k);
            return new int[][] {ranks, ranks};
        } else if (kind == MPI.GRAPH) {
            int n = degree[0];
            long out = NativeInts.area(0, 4L * Math.max(1, n));
            Errors.check(LibMpiTopologies.MPI_Graph_neighbors(h, c.getRank(), n, out), "MPI_Graph_neighbors");
            int[] ranks = NativeInts.read(out, n);
            return new int[][] {ranks, ranks};
        } else {
            long src = NativeInts.area(0, 4L * Math.max(1, degree[0]));
            long srcW = NativeInts.area(1, 4L * Math.max(1, degree[0]));
            long dst = NativeInts.area(2, 4L * Math.max(1, degree[1]));
            long dstW = NativeInts.area(3, 4L * Math.max(1, degree[1]));
            int rc = LibMpiTopologies.MPI_Dist_graph_neighbors(h, degree[0], src, srcW, degree[1], dst, dstW);
            Errors.check(rc, "MPI_Dist_graph_neighbors");
            return new int[][] {NativeInts.read(src, degree[0]), NativeInts.read(dst, degree[1])};
        }
    }

    private static int addRank(int[] ranks, int k, int rank) {
        if (rank != MPI.PROC_NULL) {
            ranks[k++] = rank;
        }
        return k;
    }
}
