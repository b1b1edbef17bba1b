package mpi;


/** Checks of topology arguments before the library sees them (a bad one would otherwise abort the job). */
final class TopoArgs {
    private static final long UNWEIGHTED = Handles.pointer("MPI_UNWEIGHTED");

    private TopoArgs() {}

    /** Checks a Cartesian grid that must fit {@code size} processes; returns its number of dimensions. */
    static int cartesian(int[] dims, boolean[] periods, int size) throws MPIException {
        Args.notNull(dims, "dims");
        Args.notNull(periods, "periods");
        if (periods.length < dims.length) {
            throw Errors.refused(MPI.ERR_ARG, "periods has " + periods.length + " entries, dims " + dims.length);
        }
        long product = 1;
        for (int i = 0; i < dims.length; i++) {
            if (dims[i] <= 0) {
                throw Errors.refused(MPI.ERR_DIMS, "dims[" + i + "] is " + dims[i] + ", must be positive");
            }
            product *= dims[i];
            if (product > size) {
                throw Errors.refused(MPI.ERR_DIMS, "the grid of dims needs more than the " + size
                        + " processes of the communicator");
            }
        }
        return dims.length;
    }

    static int[] ints(boolean[] flags, int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = flags[i] ? 1 : 0;
        }
        return out;
    }

    static void graph(int[] index, int[] edges, int size) throws MPIException {
        Args.notNull(index, "index");
        Args.notNull(edges, "edges");
        int nodes = index.length;
        if (nodes > size) {
            throw Errors.refused(MPI.ERR_ARG, "the graph has " + nodes + " nodes, the communicator " + size
                    + " processes");
        }
        int prev = 0;
        for (int i = 0; i < nodes; i++) {
            if (index[i] < prev) {
                throw Errors.refused(MPI.ERR_ARG, "index[" + i + "] = " + index[i] + " is less than the entry before"
                        + " (index holds cumulative degrees)");
            }
            prev = index[i];
        }
        if (prev > edges.length) {
            throw Errors.refused(MPI.ERR_ARG, "index says " + prev + " edges, edges has " + edges.length);
        }
        ranks(edges, prev, nodes, "edges");
    }

    static void ranks(int[] ranks, int n, int size, String name) throws MPIException {
        for (int i = 0; i < n; i++) {
            if (ranks[i] < 0 || ranks[i] >= size) {
                throw Errors.refused(MPI.ERR_RANK, name + "[" + i + "] is " + ranks[i] + ", not a rank of "
                        + size);
            }
        }
    }

    /** Native weights (slot {@code slot}), or MPI_UNWEIGHTED for null. */
    static long weights(int[] weights, int n, int slot, String name) throws MPIException {
        if (weights == null) {
            return UNWEIGHTED;
        }
        if (weights.length < n) {
            throw Errors.refused(MPI.ERR_ARG, name + " has " + weights.length + " entries, " + n + " needed");
        }
        for (int i = 0; i < n; i++) {
            if (weights[i] < 0) {
                throw Errors.refused(MPI.ERR_ARG, name + "[" + i + "] is negative: " + weights[i]);
            }
        }
        return NativeInts.stage(slot, weights, n);
    }
}
