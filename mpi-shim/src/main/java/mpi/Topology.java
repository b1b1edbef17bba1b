package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiComm;

/** What neighbour collectives need to know of a communicator's topology: how many neighbours it has. */
final class Topology {
    private static final LibMpiComm X = LibMpiComm.LIB;

    private Topology() {}

    /** MPI.CART, MPI.GRAPH, MPI.DIST_GRAPH or MPI.UNDEFINED. */
    static int kind(long comm) throws MPIException {
        Scratch s = Scratch.get();
        int rc = X.MPI_Topo_test(comm, s.flag);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Topo_test");
        }
        return Memory.getInt(s.flag);
    }

    /** {in-degree, out-degree} of this process: how many blocks neighbour collectives receive and send. */
    static int[] degrees(Comm c) throws MPIException {
        long h = c.use();
        Scratch s = Scratch.get();
        int kind = kind(h);
        int rc;
        if (kind == MPI.CART) {
            rc = X.MPI_Cartdim_get(h, s.count);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Cartdim_get");
            }
            int d = 2 * Memory.getInt(s.count);
            return new int[] {d, d};
        } else if (kind == MPI.GRAPH) {
            rc = X.MPI_Graph_neighbors_count(h, c.getRank(), s.count);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Graph_neighbors_count");
            }
            int d = Memory.getInt(s.count);
            return new int[] {d, d};
        } else if (kind == MPI.DIST_GRAPH) {
            rc = X.MPI_Dist_graph_neighbors_count(h, s.count, s.index, s.flag);
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Dist_graph_neighbors_count");
            }
            return new int[] {Memory.getInt(s.count), Memory.getInt(s.index)};
        }
        throw Errors.refused(MPI.ERR_TOPOLOGY, "neighbour collectives need a communicator with a Cartesian, graph"
                + " or distributed graph topology");
    }
}
