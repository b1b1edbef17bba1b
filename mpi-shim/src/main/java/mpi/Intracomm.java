package mpi;

import java.nio.Buffer;
import mpi.shim.abi.HandleType;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCommunicators;
import mpi.shim.nat.LibMpiTopologies;

/**
 * A communicator within one group of processes: {@link MPI#COMM_WORLD}, {@link MPI#COMM_SELF} and what is derived from
 * them. Adds splitting, creation from groups, topologies, scans and dynamic processes to {@link Comm}.
 */
public class Intracomm extends Comm {

    /** An intracommunicator without a handle yet (the result of an {@code iDup}). */
    protected Intracomm() {}

    /**
     * Wraps a library handle.
     * @param handle the {@code MPI_Comm}
     */
    protected Intracomm(long handle) {
        super(handle);
    }

    /**
     * Wraps the result of an {@code iDup}, as {@link Comm#Comm(long[])}.
     * @param commRequest the communicator handle (or the native slot it will be written to) and the request handle
     */
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

    /**
     * Starts a nonblocking duplication; the new communicator is usable once {@link #getRequest()} has completed. Calls
     * {@code MPI_Comm_idup}.
     * @return the new communicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
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
     * Splits into one communicator per {@code colour}, ranked by {@code key}. Calls {@code MPI_Comm_split}.
     * @param colour the processes with the same colour share a communicator; {@link MPI#UNDEFINED} gets none
     * @param key orders the ranks in the new communicator (ties by the old rank)
     * @return the new communicator, a null one ({@link #isNull()}) for colour {@link MPI#UNDEFINED}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intracomm split(int colour, int key) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiCommunicators.MPI_Comm_split(use(), colour, key, s.handle);
        return derived("split", new Intracomm(made(rc, "MPI_Comm_split", "colour " + colour + ", key " + key)));
    }

    /**
     * Splits by a kind of locality. Calls {@code MPI_Comm_split_type}.
     * @param splitType {@link Comm#TYPE_SHARED} (processes that can share memory), or {@link MPI#UNDEFINED}
     * @param key orders the ranks in the new communicator
     * @param info hints, or {@link MPI#INFO_NULL}
     * @return the new communicator, a null one for {@link MPI#UNDEFINED}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intracomm splitType(int splitType, int key, Info info) throws MPIException {
        long h = use();
        int rc = LibMpiCommunicators.MPI_Comm_split_type(h, splitType, key, InfoArg.handle(info), Scratch.get().handle);
        long created = made(rc, "MPI_Comm_split_type", "type " + splitType + ", key " + key);
        return derived("splitType", new Intracomm(created));
    }

    /**
     * A communicator of {@code group}, a subgroup of this one; collective over this communicator. Calls
     * {@code MPI_Comm_create}.
     * @param group the members of the new communicator
     * @return the new communicator, a null one on processes outside {@code group}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intracomm create(Group group) throws MPIException {
        long h = use();
        int rc = LibMpiCommunicators.MPI_Comm_create(h, Args.notNull(group, "group").use(), Scratch.get().handle);
        return derived("create", new Intracomm(made(rc, "MPI_Comm_create", null)));
    }

    /**
     * Like {@link #create}, but collective over {@code group} only. Calls {@code MPI_Comm_create_group}.
     * @param group the members of the new communicator, this process among them
     * @param tag distinguishes concurrent calls
     * @return the new communicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intracomm createGroup(Group group, int tag) throws MPIException {
        long h = use();
        int rc = LibMpiCommunicators.MPI_Comm_create_group(h, Args.notNull(group, "group").use(), tag, Scratch.get().handle);
        return derived("createGroup", new Intracomm(made(rc, "MPI_Comm_create_group", "tag " + tag)));
    }

    // ---- topologies ---------------------------------------------------------------------------------------------

    /**
     * Creates a communicator with a Cartesian topology. Calls {@code MPI_Cart_create}. The binding refuses
     * {@code periods} shorter than {@code dims}, a dimension below 1 and a grid larger than the group
     * ({@link MPI#ERR_ARG}, {@link MPI#ERR_DIMS}).
     * @param dims the number of processes in each dimension
     * @param periods whether each dimension is periodic
     * @param reorder whether the library may renumber the processes
     * @return the new communicator, a null one on processes outside the grid
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final CartComm createCart(int[] dims, boolean[] periods, boolean reorder) throws MPIException {
        long h = use();
        int n = TopoArgs.cartesian(dims, periods, getSize());
        long d = NativeInts.stage(0, dims, n);
        long p = NativeInts.stage(1, TopoArgs.ints(periods, n), n);
        int rc = LibMpiTopologies.MPI_Cart_create(h, n, d, p, reorder ? 1 : 0, Scratch.get().handle);
        return derived("createCart", new CartComm(made(rc, "MPI_Cart_create", null)));
    }

    /**
     * Creates a communicator with a graph topology. Calls {@code MPI_Graph_create}. The binding refuses more nodes than
     * the group, a decreasing {@code index}, {@code edges} shorter than {@code index} says and an edge that is no node
     * ({@link MPI#ERR_ARG}, {@link MPI#ERR_RANK}).
     * @param index the cumulative degree of each node
     * @param edges the flattened adjacency lists
     * @param reorder whether the library may renumber the processes
     * @return the new communicator, a null one on processes outside the graph
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final GraphComm createGraph(int[] index, int[] edges, boolean reorder) throws MPIException {
        long h = use();
        TopoArgs.graph(index, edges, getSize());
        int rc = LibMpiTopologies.MPI_Graph_create(h, index.length, NativeInts.stage(0, index, index.length),
                NativeInts.stage(1, edges, edges.length), reorder ? 1 : 0, Scratch.get().handle);
        return derived("createGraph", new GraphComm(made(rc, "MPI_Graph_create", null)));
    }

    /**
     * Creates a communicator with a weighted distributed graph topology: each process names some edges of the graph.
     * Calls {@code MPI_Dist_graph_create}. The binding refuses {@code degrees} shorter than {@code sources},
     * {@code destinations} or {@code weights} shorter than the degrees add up to, ranks outside the group and negative
     * weights ({@link MPI#ERR_ARG}, {@link MPI#ERR_COUNT}, {@link MPI#ERR_RANK}).
     * @param sources the source nodes of the edges this process names
     * @param degrees the number of edges from each source
     * @param destinations the destinations of those edges, grouped by source
     * @param weights the weight of each edge
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param reorder whether the library may renumber the processes
     * @return the new communicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final GraphComm createDistGraph(int[] sources, int[] degrees, int[] destinations, int[] weights,
            Info info, boolean reorder) throws MPIException {
        return distGraph(sources, degrees, destinations, Args.notNull(weights, "weights"), info, reorder);
    }

    /**
     * Creates a communicator with an unweighted distributed graph topology ({@code MPI_UNWEIGHTED}). Calls
     * {@code MPI_Dist_graph_create}, with the checks of the weighted form.
     * @param sources the source nodes of the edges this process names
     * @param degrees the number of edges from each source
     * @param destinations the destinations of those edges, grouped by source
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param reorder whether the library may renumber the processes
     * @return the new communicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
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
        int rc = LibMpiTopologies.MPI_Dist_graph_create(h, n, NativeInts.stage(0, sources, n), NativeInts.stage(1, degrees, n),
                NativeInts.stage(2, destinations, (int) edges), w,
                InfoArg.handle(info), reorder ? 1 : 0, Scratch.get().handle);
        return derived("createDistGraph", new GraphComm(made(rc, "MPI_Dist_graph_create", null)));
    }

    /**
     * Creates a communicator with a weighted distributed graph topology: each process names its own in- and
     * out-neighbours. Calls {@code MPI_Dist_graph_create_adjacent}. The binding refuses weights shorter than their
     * ranks, ranks outside the group and negative weights ({@link MPI#ERR_ARG}, {@link MPI#ERR_RANK}).
     * @param sources the ranks this process receives from
     * @param sourceWeights their weights
     * @param destinations the ranks this process sends to
     * @param destWeights their weights
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param reorder whether the library may renumber the processes
     * @return the new communicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final GraphComm createDistGraphAdjacent(int[] sources, int[] sourceWeights, int[] destinations,
            int[] destWeights, Info info, boolean reorder) throws MPIException {
        return adjacent(sources, Args.notNull(sourceWeights, "sourceWeights"), destinations,
                Args.notNull(destWeights, "destWeights"), info, reorder);
    }

    /**
     * Creates a communicator with an unweighted distributed graph topology from each process's neighbours. Calls
     * {@code MPI_Dist_graph_create_adjacent} with {@code MPI_UNWEIGHTED}.
     * @param sources the ranks this process receives from
     * @param destinations the ranks this process sends to
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param reorder whether the library may renumber the processes
     * @return the new communicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
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
        int rc = LibMpiTopologies.MPI_Dist_graph_create_adjacent(h, sources.length, NativeInts.stage(0, sources, sources.length),
                sw, destinations.length, NativeInts.stage(1, destinations, destinations.length), dw,
                InfoArg.handle(info), reorder ? 1 : 0, Scratch.get().handle);
        return derived("createDistGraphAdjacent", new GraphComm(made(rc, "MPI_Dist_graph_create_adjacent", null)));
    }

    // ---- scans --------------------------------------------------------------------------------------------------

    /**
     * Inclusive prefix reduction: process {@code i} gets the reduction of processes 0 to {@code i}. Calls
     * {@code MPI_Scan}.
     * @param sendbuf this process's elements: an array, a direct buffer or an array-backed buffer
     * @param recvbuf where the result goes
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void scan(Object sendbuf, Object recvbuf, int count, Datatype type, Op op) throws MPIException {
        ScansReduceScatter.scan(this, ScansReduceScatter.SCAN, sendbuf, recvbuf, count, type, op, false);
    }

    /**
     * Inclusive prefix reduction in place. Calls {@code MPI_Scan} with {@code MPI_IN_PLACE}.
     * @param buf the contribution and the result: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void scan(Object buf, int count, Datatype type, Op op) throws MPIException {
        ScansReduceScatter.scan(this, ScansReduceScatter.SCAN, null, buf, count, type, op, true);
    }

    /**
     * Starts an inclusive prefix reduction. Calls {@code MPI_Iscan}.
     * @param sendbuf this process's elements: a direct buffer
     * @param recvbuf where the result goes: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iScan(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        return CollNb.reduce(this, CollNb.SCAN, sendbuf, recvbuf, count, type, op, 0, false);
    }

    /**
     * Starts an inclusive prefix reduction in place. Calls {@code MPI_Iscan} with {@code MPI_IN_PLACE}.
     * @param buf the contribution and the result: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iScan(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return CollNb.reduce(this, CollNb.SCAN, null, buf, count, type, op, 0, true);
    }

    /**
     * Exclusive prefix reduction: process {@code i} gets the reduction of processes 0 to {@code i-1}; process 0's
     * {@code recvbuf} is left undefined. Calls {@code MPI_Exscan}.
     * @param sendbuf this process's elements: an array, a direct buffer or an array-backed buffer
     * @param recvbuf where the result goes
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void exScan(Object sendbuf, Object recvbuf, int count, Datatype type, Op op) throws MPIException {
        ScansReduceScatter.scan(this, ScansReduceScatter.EXSCAN, sendbuf, recvbuf, count, type, op, false);
    }

    /**
     * Exclusive prefix reduction in place. Calls {@code MPI_Exscan} with {@code MPI_IN_PLACE}.
     * @param buf the contribution and the result: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void exScan(Object buf, int count, Datatype type, Op op) throws MPIException {
        ScansReduceScatter.scan(this, ScansReduceScatter.EXSCAN, null, buf, count, type, op, true);
    }

    /**
     * Starts an exclusive prefix reduction. Calls {@code MPI_Iexscan}.
     * @param sendbuf this process's elements: a direct buffer
     * @param recvbuf where the result goes: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iExScan(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        return CollNb.reduce(this, CollNb.EXSCAN, sendbuf, recvbuf, count, type, op, 0, false);
    }

    /**
     * Starts an exclusive prefix reduction in place. Calls {@code MPI_Iexscan} with {@code MPI_IN_PLACE}.
     * @param buf the contribution and the result: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iExScan(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return CollNb.reduce(this, CollNb.EXSCAN, null, buf, count, type, op, 0, true);
    }

    // ---- dynamic processes (Dynamic) ----------------------------------------------------------------------------

    /**
     * Opens a port other processes can connect to. Calls {@code MPI_Open_port}. MPICH 4.0's {@code ch4:ucx} refuses
     * ports (docs/mpis.md).
     * @return the port name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static String openPort() throws MPIException {
        return Dynamic.openPort(null);
    }

    /**
     * Opens a port with hints. Calls {@code MPI_Open_port}.
     * @param info hints, or {@link MPI#INFO_NULL}
     * @return the port name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static String openPort(Info info) throws MPIException {
        return Dynamic.openPort(info);
    }

    /**
     * Closes a port. Calls {@code MPI_Close_port}.
     * @param name the port name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void closePort(String name) throws MPIException {
        Dynamic.closePort(name);
    }

    /**
     * Waits for a {@link #connect} to {@code port}; collective. Calls {@code MPI_Comm_accept}.
     * @param port the port name, significant at {@code root} only
     * @param root the rank that opened the port
     * @return the intercommunicator to the connecting group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intercomm accept(String port, int root) throws MPIException {
        return Dynamic.acceptOrConnect(this, true, port, null, root);
    }

    /**
     * Waits for a {@link #connect} to {@code port}, with hints; collective. Calls {@code MPI_Comm_accept}.
     * @param port the port name, significant at {@code root} only
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param root the rank that opened the port
     * @return the intercommunicator to the connecting group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intercomm accept(String port, Info info, int root) throws MPIException {
        return Dynamic.acceptOrConnect(this, true, port, info, root);
    }

    /**
     * Connects to a group waiting in {@link #accept}; collective. Calls {@code MPI_Comm_connect}.
     * @param port the port name, significant at {@code root} only
     * @param root the rank whose port name counts
     * @return the intercommunicator to the accepting group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intercomm connect(String port, int root) throws MPIException {
        return Dynamic.acceptOrConnect(this, false, port, null, root);
    }

    /**
     * Connects to a group waiting in {@link #accept}, with hints; collective. Calls {@code MPI_Comm_connect}.
     * @param port the port name, significant at {@code root} only
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param root the rank whose port name counts
     * @return the intercommunicator to the accepting group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intercomm connect(String port, Info info, int root) throws MPIException {
        return Dynamic.acceptOrConnect(this, false, port, info, root);
    }

    /**
     * Publishes a port under a service name. Calls {@code MPI_Publish_name}.
     * @param service the service name
     * @param port the port name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void publishName(String service, String port) throws MPIException {
        Dynamic.publish(true, service, null, port);
    }

    /**
     * Publishes a port under a service name, with hints. Calls {@code MPI_Publish_name}.
     * @param service the service name
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param port the port name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void publishName(String service, Info info, String port) throws MPIException {
        Dynamic.publish(true, service, info, port);
    }

    /**
     * Withdraws a published service name. Calls {@code MPI_Unpublish_name}.
     * @param service the service name
     * @param port the port name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void unpublishName(String service, String port) throws MPIException {
        Dynamic.publish(false, service, null, port);
    }

    /**
     * Withdraws a published service name, with hints. Calls {@code MPI_Unpublish_name}.
     * @param service the service name
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param port the port name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void unpublishName(String service, Info info, String port) throws MPIException {
        Dynamic.publish(false, service, info, port);
    }

    /**
     * Looks up the port published under a service name. Calls {@code MPI_Lookup_name}.
     * @param service the service name
     * @return the port name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static String lookupName(String service) throws MPIException {
        return Dynamic.lookup(service, null);
    }

    /**
     * Looks up the port published under a service name, with hints. Calls {@code MPI_Lookup_name}.
     * @param service the service name
     * @param info hints, or {@link MPI#INFO_NULL}
     * @return the port name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static String lookupName(String service, Info info) throws MPIException {
        return Dynamic.lookup(service, info);
    }

    /**
     * Starts new processes running {@code command}; collective. Calls {@code MPI_Comm_spawn}. At the root, the binding
     * refuses a null command, {@code maxprocs} below 1 and {@code errcodes} shorter than {@code maxprocs}
     * ({@link MPI#ERR_ARG}). MPICH 4.0's {@code ch4:ucx} refuses spawning; Open MPI 5.0 may need
     * {@code OMPI_MCA_btl_tcp_if_include=lo} on one host (docs/mpis.md).
     * @param command the program, significant at {@code root} only
     * @param argv its arguments, or null
     * @param maxprocs the number of processes to start
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param root the rank whose arguments count
     * @param errcodes gets one error code per process; may be null
     * @return the intercommunicator to the new processes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intercomm spawn(String command, String[] argv, int maxprocs, Info info, int root, int[] errcodes)
            throws MPIException {
        return Dynamic.spawn(this, command, argv, maxprocs, info, root, errcodes);
    }

    /**
     * Starts new processes running several commands; collective. Calls {@code MPI_Comm_spawn_multiple}. The binding
     * refuses {@code argv}, {@code maxprocs} or {@code info} shorter than {@code commands}, and at the root a negative
     * {@code maxprocs[i]} and {@code errcodes} shorter than the processes ({@link MPI#ERR_ARG}).
     * @param commands the programs, significant at {@code root} only
     * @param argv the arguments of each program, or null
     * @param maxprocs the number of processes of each program
     * @param info hints for each program
     * @param root the rank whose arguments count
     * @param errcodes gets one error code per process; may be null
     * @return the intercommunicator to the new processes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intercomm spawnMultiple(String[] commands, String[][] argv, int[] maxprocs, Info[] info, int root,
            int[] errcodes) throws MPIException {
        return Dynamic.spawnMultiple(this, commands, argv, maxprocs, info, root, errcodes);
    }
}
