package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiComm;

/** A communicator with a graph or distributed graph topology (Intracomm.createGraph, createDistGraph...). */
public final class GraphComm extends Intracomm {
    private static final LibMpiComm X = LibMpiComm.LIB;

    protected GraphComm(long handle) throws MPIException {
        super(handle);
    }

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

    public GraphParms getDims() throws MPIException {
        long h = use();
        requireGraph(h, "getDims");
        Scratch s = Scratch.get();
        int rc = X.MPI_Graphdims_get(h, s.count, s.index);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Graphdims_get");
        }
        int nodes = Memory.getInt(s.count);
        int edges = Memory.getInt(s.index);
        long index = NativeInts.area(0, 4L * Math.max(1, nodes));
        long edge = NativeInts.area(1, 4L * Math.max(1, edges));
        rc = X.MPI_Graph_get(h, nodes, edges, index, edge);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Graph_get");
        }
        return new GraphParms(NativeInts.read(index, nodes), NativeInts.read(edge, edges));
    }

    public int[] getNeighbors(int rank) throws MPIException {
        long h = use();
        requireGraph(h, "getNeighbors");
        if (rank < 0 || rank >= getSize()) {
            throw Errors.refused(MPI.ERR_RANK, "rank " + rank + " is not in this communicator of " + getSize());
        }
        Scratch s = Scratch.get();
        int rc = X.MPI_Graph_neighbors_count(h, rank, s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Graph_neighbors_count");
        }
        int n = Memory.getInt(s.count);
        long out = NativeInts.area(0, 4L * Math.max(1, n));
        rc = X.MPI_Graph_neighbors(h, rank, n, out);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Graph_neighbors");
        }
        return NativeInts.read(out, n);
    }

    public DistGraphNeighbors getDistGraphNeighbors() throws MPIException {
        long h = use();
        Scratch s = Scratch.get();
        int rc = X.MPI_Dist_graph_neighbors_count(h, s.count, s.index, s.flag);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Dist_graph_neighbors_count");
        }
        int in = Memory.getInt(s.count);
        int out = Memory.getInt(s.index);
        boolean weighted = Memory.getInt(s.flag) != 0;
        long src = NativeInts.area(0, 4L * Math.max(1, in));
        long srcW = NativeInts.area(1, 4L * Math.max(1, in));
        long dst = NativeInts.area(2, 4L * Math.max(1, out));
        long dstW = NativeInts.area(3, 4L * Math.max(1, out));
        rc = X.MPI_Dist_graph_neighbors(h, in, src, srcW, out, dst, dstW);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Dist_graph_neighbors");
        }
        return new DistGraphNeighbors(NativeInts.read(src, in), weighted ? NativeInts.read(srcW, in) : new int[in],
                NativeInts.read(dst, out), weighted ? NativeInts.read(dstW, out) : new int[out], weighted);
    }

    /** The rank this process would get in the graph of {@code index}/{@code edges}, or MPI.UNDEFINED. */
    public int map(int[] index, int[] edges) throws MPIException {
        long h = use();
        TopoArgs.graph(index, edges, getSize());
        Scratch s = Scratch.get();
        int rc = X.MPI_Graph_map(h, index.length, NativeInts.stage(0, index, index.length),
                NativeInts.stage(1, edges, edges.length), s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Graph_map");
        }
        return Memory.getInt(s.count);
    }
}
