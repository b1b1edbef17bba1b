package mpi;

import java.nio.Buffer;
import mpi.shim.abi.HandleType;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiComm;

/** A communicator within one group of processes (MPI.COMM_WORLD and what is derived from it). */
public class Intracomm extends Comm {
    private static final LibMpiComm X = LibMpiComm.LIB;

    protected Intracomm() {}

    protected Intracomm(long handle) {
        super(handle);
    }

    protected Intracomm(long[] commRequest) {
        super(commRequest);
    }

    @Override
    public Intracomm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Intracomm dup() throws MPIException {
        return derived("dup", new Intracomm(dup(use())));
    }

    /** The new communicator is usable once {@link #getRequest()} has completed. */
    @Override
    public Intracomm iDup() throws MPIException {
        Intracomm c = new Intracomm();
        c.adoptIdup(iDup(use()));
        return derived("iDup", c);
    }

    @Override
    public Intracomm dupWithInfo(Info info) throws MPIException {
        return derived("dupWithInfo", new Intracomm(dupWithInfo(use(), InfoArg.handle(info))));
    }

    private static long made(int rc, String call, String context) throws MPIException {
        if (rc != 0) {
            throw context == null ? Errors.of(rc, call) : Errors.of(rc, call, context);
        }
        return HandleType.COMM.get(Scratch.get().handle);
    }

    /**
     * Splits into one communicator per {@code colour}, ranked by {@code key}; a process with colour
     * MPI.UNDEFINED gets a null communicator ({@link #isNull()}).
     */
    public final Intracomm split(int colour, int key) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Comm_split(use(), colour, key, s.handle);
        return derived("split", new Intracomm(made(rc, "MPI_Comm_split", "colour " + colour + ", key " + key)));
    }

    /** Splits by {@code splitType} (MPI.COMM_TYPE_SHARED: processes sharing memory); MPI.UNDEFINED gets null. */
    public final Intracomm splitType(int splitType, int key, Info info) throws MPIException {
        long h = use();
        int rc = X.MPI_Comm_split_type(h, splitType, key, InfoArg.handle(info), Scratch.get().handle);
        long created = made(rc, "MPI_Comm_split_type", "type " + splitType + ", key " + key);
        return derived("splitType", new Intracomm(created));
    }

    /** A communicator of {@code group} (a subgroup of this one); null on processes outside it. Collective. */
    public final Intracomm create(Group group) throws MPIException {
        long h = use();
        int rc = X.MPI_Comm_create(h, Args.notNull(group, "group").use(), Scratch.get().handle);
        return derived("create", new Intracomm(made(rc, "MPI_Comm_create", null)));
    }

    /** Like create, but collective over {@code group} only. */
    public final Intracomm createGroup(Group group, int tag) throws MPIException {
        long h = use();
        int rc = X.MPI_Comm_create_group(h, Args.notNull(group, "group").use(), tag, Scratch.get().handle);
        return derived("createGroup", new Intracomm(made(rc, "MPI_Comm_create_group", "tag " + tag)));
    }

    // ---- topologies ---------------------------------------------------------------------------------------------

    public final CartComm createCart(int[] dims, boolean[] periods, boolean reorder) throws MPIException {
        long h = use();
        int n = TopoArgs.cartesian(dims, periods, getSize());
        long d = NativeInts.stage(0, dims, n);
        long p = NativeInts.stage(1, TopoArgs.ints(periods, n), n);
        int rc = X.MPI_Cart_create(h, n, d, p, reorder ? 1 : 0, Scratch.get().handle);
        return derived("createCart", new CartComm(made(rc, "MPI_Cart_create", null)));
    }

    public final GraphComm createGraph(int[] index, int[] edges, boolean reorder) throws MPIException {
        long h = use();
        TopoArgs.graph(index, edges, getSize());
        int rc = X.MPI_Graph_create(h, index.length, NativeInts.stage(0, index, index.length),
                NativeInts.stage(1, edges, edges.length), reorder ? 1 : 0, Scratch.get().handle);
        return derived("createGraph", new GraphComm(made(rc, "MPI_Graph_create", null)));
    }

    public final GraphComm createDistGraph(int[] sources, int[] degrees, int[] destinations, int[] weights,
            Info info, boolean reorder) throws MPIException {
        return distGraph(sources, degrees, destinations, Args.notNull(weights, "weights"), info, reorder);
    }

    public final GraphComm createDistGraph(int[] sources, int[] degrees, int[] destinations, Info info,
            boolean reorder) throws MPIException {
        return distGraph(sources, degrees, destinations, null, info, reorder);
    }

    private GraphComm distGraph(int[] sources, int[] degrees, int[] destinations, int[] weights, Info info,
            boolean reorder) throws MPIException {
        long h = use();
        int size = getSize();
        Args.notNull(sources, "sources");
        Args.notNull(degrees, "degrees");
        Args.notNull(destinations, "destinations");
        int n = sources.length;
        if (degrees.length < n) {
            // MPI reads one degree per source; a longer array is valid, as in C
            throw Errors.refused(MPI.ERR_ARG, "degrees has " + degrees.length + " entries, sources " + n);
        }
        TopoArgs.ranks(sources, n, size, "sources");
        long edges = Blocks.sum(degrees, n, "degrees");
        if (destinations.length < edges) {
            throw Errors.refused(MPI.ERR_ARG, "destinations has " + destinations.length
                    + " entries, the degrees add up to " + edges);
        }
        TopoArgs.ranks(destinations, (int) edges, size, "destinations");
        long w = TopoArgs.weights(weights, (int) edges, 3, "weights");
        int rc = X.MPI_Dist_graph_create(h, n, NativeInts.stage(0, sources, n), NativeInts.stage(1, degrees, n),
                NativeInts.stage(2, destinations, (int) edges), w,
                InfoArg.handle(info), reorder ? 1 : 0, Scratch.get().handle);
        return derived("createDistGraph", new GraphComm(made(rc, "MPI_Dist_graph_create", null)));
    }

    public final GraphComm createDistGraphAdjacent(int[] sources, int[] sourceWeights, int[] destinations,
            int[] destWeights, Info info, boolean reorder) throws MPIException {
        return adjacent(sources, Args.notNull(sourceWeights, "sourceWeights"), destinations,
                Args.notNull(destWeights, "destWeights"), info, reorder);
    }

    public final GraphComm createDistGraphAdjacent(int[] sources, int[] destinations, Info info, boolean reorder)
            throws MPIException {
        return adjacent(sources, null, destinations, null, info, reorder);
    }

    private GraphComm adjacent(int[] sources, int[] sourceWeights, int[] destinations, int[] destWeights,
            Info info, boolean reorder) throws MPIException {
        long h = use();
        int size = getSize();
        Args.notNull(sources, "sources");
        Args.notNull(destinations, "destinations");
        TopoArgs.ranks(sources, sources.length, size, "sources");
        TopoArgs.ranks(destinations, destinations.length, size, "destinations");
        long sw = TopoArgs.weights(sourceWeights, sources.length, 2, "sourceWeights");
        long dw = TopoArgs.weights(destWeights, destinations.length, 3, "destWeights");
        int rc = X.MPI_Dist_graph_create_adjacent(h, sources.length, NativeInts.stage(0, sources, sources.length),
                sw, destinations.length, NativeInts.stage(1, destinations, destinations.length), dw,
                InfoArg.handle(info), reorder ? 1 : 0, Scratch.get().handle);
        return derived("createDistGraphAdjacent", new GraphComm(made(rc, "MPI_Dist_graph_create_adjacent", null)));
    }

    // ---- scans --------------------------------------------------------------------------------------------------

    public final void scan(Object sendbuf, Object recvbuf, int count, Datatype type, Op op) throws MPIException {
        CollV.scan(this, CollV.SCAN, sendbuf, recvbuf, count, type, op, false);
    }

    public final void scan(Object buf, int count, Datatype type, Op op) throws MPIException {
        CollV.scan(this, CollV.SCAN, null, buf, count, type, op, true);
    }

    public final Request iScan(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        return CollNb.reduce(this, CollNb.SCAN, sendbuf, recvbuf, count, type, op, 0, false);
    }

    public final Request iScan(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return CollNb.reduce(this, CollNb.SCAN, null, buf, count, type, op, 0, true);
    }

    public final void exScan(Object sendbuf, Object recvbuf, int count, Datatype type, Op op) throws MPIException {
        CollV.scan(this, CollV.EXSCAN, sendbuf, recvbuf, count, type, op, false);
    }

    public final void exScan(Object buf, int count, Datatype type, Op op) throws MPIException {
        CollV.scan(this, CollV.EXSCAN, null, buf, count, type, op, true);
    }

    public final Request iExScan(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        return CollNb.reduce(this, CollNb.EXSCAN, sendbuf, recvbuf, count, type, op, 0, false);
    }

    public final Request iExScan(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return CollNb.reduce(this, CollNb.EXSCAN, null, buf, count, type, op, 0, true);
    }

    // ---- dynamic processes (Dynamic) ----------------------------------------------------------------------------

    public static String openPort() throws MPIException {
        return Dynamic.openPort(null);
    }

    public static String openPort(Info info) throws MPIException {
        return Dynamic.openPort(info);
    }

    public static void closePort(String name) throws MPIException {
        Dynamic.closePort(name);
    }

    /** Waits for a connect to {@code port} (significant at {@code root} only); collective. */
    public final Intercomm accept(String port, int root) throws MPIException {
        return Dynamic.acceptOrConnect(this, true, port, null, root);
    }

    public final Intercomm accept(String port, Info info, int root) throws MPIException {
        return Dynamic.acceptOrConnect(this, true, port, info, root);
    }

    public final Intercomm connect(String port, int root) throws MPIException {
        return Dynamic.acceptOrConnect(this, false, port, null, root);
    }

    public final Intercomm connect(String port, Info info, int root) throws MPIException {
        return Dynamic.acceptOrConnect(this, false, port, info, root);
    }

    public static void publishName(String service, String port) throws MPIException {
        Dynamic.publish(true, service, null, port);
    }

    public static void publishName(String service, Info info, String port) throws MPIException {
        Dynamic.publish(true, service, info, port);
    }

    public static void unpublishName(String service, String port) throws MPIException {
        Dynamic.publish(false, service, null, port);
    }

    public static void unpublishName(String service, Info info, String port) throws MPIException {
        Dynamic.publish(false, service, info, port);
    }

    public static String lookupName(String service) throws MPIException {
        return Dynamic.lookup(service, null);
    }

    public static String lookupName(String service, Info info) throws MPIException {
        return Dynamic.lookup(service, info);
    }

    /** Starts {@code maxprocs} processes of {@code command}; {@code errcodes} (may be null) gets one code each. */
    public final Intercomm spawn(String command, String[] argv, int maxprocs, Info info, int root, int[] errcodes)
            throws MPIException {
        return Dynamic.spawn(this, command, argv, maxprocs, info, root, errcodes);
    }

    public final Intercomm spawnMultiple(String[] commands, String[][] argv, int[] maxprocs, Info[] info, int root,
            int[] errcodes) throws MPIException {
        return Dynamic.spawnMultiple(this, commands, argv, maxprocs, info, root, errcodes);
    }
}
