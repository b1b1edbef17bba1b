package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiTopologies;

/**
 * A communicator with a graph or distributed graph topology, made by {@link Intracomm#createGraph},
 * {@link Intracomm#createDistGraph} or {@link Intracomm#createDistGraphAdjacent}.
 */
public final class GraphComm extends Intracomm {

    /**
     * Wraps a library handle.
     * @param handle the {@code MPI_Comm}
     * @throws MPIException never; declared as in Open MPI's bindings
     */
    protected GraphComm(long handle) throws MPIException {
        super(handle);
    }

    /**
     * Wraps the result of an {@code iDup}, as {@link Comm#Comm(long[])}.
     * @param commRequest the communicator handle (or the native slot it will be written to) and the request handle
     */
    protected GraphComm(long[] commRequest) {
        super(commRequest);
    }

    private GraphComm() {
        super();
    }

    @Override
    public GraphComm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public GraphComm dup() throws MPIException {
        return derived("dup", new GraphComm(dup(use())));
    }

    @Override
    public GraphComm iDup() throws MPIException {
        GraphComm c = new GraphComm();
        c.adoptIdup(iDup(use()));
        return derived("iDup", c);
    }

    @Override
    public GraphComm dupWithInfo(Info info) throws MPIException {
        return derived("dupWithInfo", new GraphComm(dupWithInfo(use(), InfoArg.handle(info))));
    }

    private void requireGraph(long h, String what) throws MPIException {
        if (Topology.kind(h) != MPI.GRAPH) {
            throw Errors.refused(MPI.ERR_TOPOLOGY, what + " needs a graph topology (createGraph); use"
                    + " getDistGraphNeighbors for a distributed graph");
        }
    }

    /**
     * The whole graph of a graph topology. Calls {@code MPI_Topo_test} (a distributed graph is refused,
     * {@link MPI#ERR_TOPOLOGY}), {@code MPI_Graphdims_get} and {@code MPI_Graph_get}.
     * @return the index and edges arrays
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public GraphParms getDims() throws MPIException {
        long h = use();
        requireGraph(h, "getDims");
        Scratch s = Scratch.get();
        Errors.check(LibMpiTopologies.MPI_Graphdims_get(h, s.count, s.index), "MPI_Graphdims_get");
        int nodes = Memory.getInt(s.count);
        int edges = Memory.getInt(s.index);
        long index = NativeInts.area(0, 4L * Math.max(1, nodes));
        long edge = NativeInts.area(1, 4L * Math.max(1, edges));
        Errors.check(LibMpiTopologies.MPI_Graph_get(h, nodes, edges, index, edge), "MPI_Graph_get");
        return new GraphParms(NativeInts.read(index, nodes), NativeInts.read(edge, edges));
    }

    /**
     * The neighbours of a node of a graph topology. Calls {@code MPI_Topo_test} (a distributed graph is refused,
     * {@link MPI#ERR_TOPOLOGY}), {@code MPI_Graph_neighbors_count} and {@code MPI_Graph_neighbors}; a rank outside the
     * group is refused ({@link MPI#ERR_RANK}).
     * @param rank the node
     * @return its neighbours' ranks
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int[] getNeighbors(int rank) throws MPIException {
        long h = use();
        requireGraph(h, "getNeighbors");
        if (rank < 0 || rank >= getSize()) {
            throw Errors.refused(MPI.ERR_RANK, "rank " + rank + " is not in this communicator of " + getSize());
        }
        Scratch s = Scratch.get();
        Errors.check(LibMpiTopologies.MPI_Graph_neighbors_count(h, rank, s.count), "MPI_Graph_neighbors_count");
        int n = Memory.getInt(s.count);
        long out = NativeInts.area(0, 4L * Math.max(1, n));
        Errors.check(LibMpiTopologies.MPI_Graph_neighbors(h, rank, n, out), "MPI_Graph_neighbors");
        return NativeInts.read(out, n);
    }

    /**
     * This process's neighbours in the topology. Calls {@code MPI_Dist_graph_neighbors_count} and
     * {@code MPI_Dist_graph_neighbors}.
     * @return the sources, destinations and, when weighted, their weights
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public DistGraphNeighbors getDistGraphNeighbors() throws MPIException {
        long h = use();
        Scratch s = Scratch.get();
        Errors.check(LibMpiTopologies.MPI_Dist_graph_neighbors_count(h, s.count, s.index, s.flag), "MPI_Dist_graph_neighbors_count");
        int in = Memory.getInt(s.count);
        int out = Memory.getInt(s.index);
        boolean weighted = Memory.getInt(s.flag) != 0;
        long src = NativeInts.area(0, 4L * Math.max(1, in));
        long srcW = NativeInts.area(1, 4L * Math.max(1, in));
        long dst = NativeInts.area(2, 4L * Math.max(1, out));
        long dstW = NativeInts.area(3, 4L * Math.max(1, out));
        Errors.check(LibMpiTopologies.MPI_Dist_graph_neighbors(h, in, src, srcW, out, dst, dstW), "MPI_Dist_graph_neighbors");
        return new DistGraphNeighbors(NativeInts.read(src, in), weighted ? NativeInts.read(srcW, in) : new int[in],
                NativeInts.read(dst, out), weighted ? NativeInts.read(dstW, out) : new int[out], weighted);
    }

    /**
     * The rank this process would get in a graph, without making it. Calls {@code MPI_Graph_map}, with
     * {@link Intracomm#createGraph}'s checks.
     * @param index the cumulative degree of each node
     * @param edges the flattened adjacency lists
     * @return the rank, or {@link MPI#UNDEFINED} when this process is outside the graph
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int map(int[] index, int[] edges) throws MPIException {
        long h = use();
        TopoArgs.graph(index, edges, getSize());
        Scratch s = Scratch.get();
        int rc = LibMpiTopologies.MPI_Graph_map(h, index.length, NativeInts.stage(0, index, index.length),
                NativeInts.stage(1, edges, edges.length), s.count);
        Errors.check(rc, "MPI_Graph_map");
        return Memory.getInt(s.count);
    }
}
