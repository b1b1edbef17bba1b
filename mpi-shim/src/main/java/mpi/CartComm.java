package mpi;

import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiTopologies;

/**
 * A communicator with a Cartesian topology, made by {@link Intracomm#createCart} or {@link #sub}. The binding checks
 * coordinates, directions and ranks against the grid before calling the library (docs/argument-checks.md).
 */
public final class CartComm extends Intracomm {

    /**
     * Wraps a library handle.
     * @param handle the {@code MPI_Comm}
     * @throws MPIException never; declared as in Open MPI's bindings
     */
    protected CartComm(long handle) throws MPIException {
        super(handle);
    }

    /**
     * Wraps the result of an {@code iDup}, as {@link Comm#Comm(long[])}.
     * @param commRequest the communicator handle (or the native slot it will be written to) and the request handle
     */
    protected CartComm(long[] commRequest) {
        super(commRequest);
    }

    private CartComm() {
        super();
    }

    @Override
    public CartComm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public CartComm dup() throws MPIException {
        return derived("dup", new CartComm(dup(use())));
    }

    @Override
    public CartComm iDup() throws MPIException {
        CartComm c = new CartComm();
        c.adoptIdup(iDup(use()));
        return derived("iDup", c);
    }

    @Override
    public CartComm dupWithInfo(Info info) throws MPIException {
        return derived("dupWithInfo", new CartComm(dupWithInfo(use(), InfoArg.handle(info))));
    }

    private int dimCount(long h) throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiTopologies.MPI_Cartdim_get(h, s.count), "MPI_Cartdim_get");
        return Memory.getInt(s.count);
    }

    /**
     * The grid and this process's place in it. Calls {@code MPI_Cartdim_get} and {@code MPI_Cart_get}.
     * @return the extents, periodicity and this process's coordinates
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public CartParms getTopo() throws MPIException {
        long h = use();
        int n = dimCount(h);
        long dims = NativeInts.area(0, 4L * Math.max(1, n));
        long periods = NativeInts.area(1, 4L * Math.max(1, n));
        long coords = NativeInts.area(2, 4L * Math.max(1, n));
        Errors.check(LibMpiTopologies.MPI_Cart_get(h, n, dims, periods, coords), "MPI_Cart_get");
        int[] p = NativeInts.read(periods, n);
        boolean[] periodic = new boolean[n];
        for (int i = 0; i < n; i++) {
            periodic[i] = p[i] != 0;
        }
        return new CartParms(NativeInts.read(dims, n), periodic, NativeInts.read(coords, n));
    }

    /**
     * The rank of the process at some coordinates. Calls {@code MPI_Cartdim_get}, {@code MPI_Cart_get} (for the
     * binding's check: a coordinate outside a non-periodic dimension is refused, {@link MPI#ERR_ARG}) and
     * {@code MPI_Cart_rank}.
     * @param coords one coordinate per dimension; those of periodic dimensions wrap around
     * @return the rank
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getRank(int[] coords) throws MPIException {
        long h = use();
        int n = dimCount(h);
        Args.notNull(coords, "coords");
        if (coords.length < n) {
            throw Errors.refused(MPI.ERR_ARG, "coords has " + coords.length + " entries, the grid " + n
                    + " dimensions");
        }
        CartParms t = getTopo();
        for (int i = 0; i < n; i++) {
            if (!t.getPeriod(i) && (coords[i] < 0 || coords[i] >= t.getDim(i))) {
                throw Errors.refused(MPI.ERR_ARG, "coords[" + i + "] = " + coords[i] + " is outside non-periodic"
                        + " dimension " + i + " of extent " + t.getDim(i));
            }
        }
        Scratch s = Scratch.get();
        Errors.check(LibMpiTopologies.MPI_Cart_rank(h, NativeInts.stage(3, coords, n), s.count), "MPI_Cart_rank");
        return Memory.getInt(s.count);
    }

    /**
     * The coordinates of a process. Calls {@code MPI_Cartdim_get} and {@code MPI_Cart_coords}; a rank outside the group
     * is refused ({@link MPI#ERR_RANK}).
     * @param rank the rank
     * @return one coordinate per dimension
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int[] getCoords(int rank) throws MPIException {
        long h = use();
        if (rank < 0 || rank >= getSize()) {
            throw Errors.refused(MPI.ERR_RANK, "rank " + rank + " is not in this communicator of " + getSize());
        }
        int n = dimCount(h);
        long coords = NativeInts.area(0, 4L * Math.max(1, n));
        Errors.check(LibMpiTopologies.MPI_Cart_coords(h, rank, n, coords), "MPI_Cart_coords");
        return NativeInts.read(coords, n);
    }

    /**
     * The neighbours {@code disp} steps away along a dimension, for a shift. Calls {@code MPI_Cartdim_get} and
     * {@code MPI_Cart_shift}; a direction that is no dimension is refused ({@link MPI#ERR_ARG}).
     * @param direction the dimension
     * @param disp the number of steps (negative: backwards)
     * @return the source and destination ranks, {@link MPI#PROC_NULL} past the edge of a non-periodic dimension
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public ShiftParms shift(int direction, int disp) throws MPIException {
        long h = use();
        int n = dimCount(h);
        if (direction < 0 || direction >= n) {
            throw Errors.refused(MPI.ERR_ARG, "direction " + direction + " is not a dimension of this " + n
                    + "-dimensional grid");
        }
        Scratch s = Scratch.get();
        Errors.check(LibMpiTopologies.MPI_Cart_shift(h, direction, disp, s.count, s.index), "MPI_Cart_shift");
        return new ShiftParms(Memory.getInt(s.count), Memory.getInt(s.index));
    }

    /**
     * Splits the grid into sub-grids that keep some dimensions; collective. Calls {@code MPI_Cartdim_get} and
     * {@code MPI_Cart_sub}.
     * @param remainDims for each dimension, whether the sub-grid keeps it
     * @return the sub-grid this process belongs to
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public CartComm sub(boolean[] remainDims) throws MPIException {
        long h = use();
        int n = dimCount(h);
        Args.notNull(remainDims, "remainDims");
        if (remainDims.length < n) {
            throw Errors.refused(MPI.ERR_ARG, "remainDims has " + remainDims.length + " entries, the grid " + n
                    + " dimensions");
        }
        Scratch s = Scratch.get();
        Errors.check(LibMpiTopologies.MPI_Cart_sub(h, NativeInts.stage(0, TopoArgs.ints(remainDims, n), n), s.handle), "MPI_Cart_sub");
        return derived("sub", new CartComm(HandleType.COMM.get(s.handle)));
    }

    /**
     * The rank this process would get in a grid, without making it. Calls {@code MPI_Cart_map}, with
     * {@link Intracomm#createCart}'s checks.
     * @param dims the number of processes in each dimension
     * @param periods whether each dimension is periodic
     * @return the rank, or {@link MPI#UNDEFINED} when this process is outside the grid
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int map(int[] dims, boolean[] periods) throws MPIException {
        long h = use();
        int n = TopoArgs.cartesian(dims, periods, getSize());
        Scratch s = Scratch.get();
        int rc = LibMpiTopologies.MPI_Cart_map(h, n, NativeInts.stage(0, dims, n), NativeInts.stage(1, TopoArgs.ints(periods, n), n),
                s.count);
        Errors.check(rc, "MPI_Cart_map");
        return Memory.getInt(s.count);
    }

    /**
     * Fills the zero entries of {@code dims} with a balanced factorisation of {@code nnodes}. Calls
     * {@code MPI_Dims_create}. The binding refuses {@code nnodes} below 1, a negative entry and fixed entries whose
     * product does not divide {@code nnodes} ({@link MPI#ERR_ARG}, {@link MPI#ERR_DIMS}).
     * @param nnodes the number of processes
     * @param dims the extents: positive entries are kept, zero entries are filled in
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void createDims(int nnodes, int[] dims) throws MPIException {
        Lifecycle.check();
        Args.notNull(dims, "dims");
        if (nnodes <= 0) {
            throw Errors.refused(MPI.ERR_ARG, "nnodes must be positive: " + nnodes);
        }
        long fixed = 1;
        for (int i = 0; i < dims.length; i++) {
            if (dims[i] < 0) {
                throw Errors.refused(MPI.ERR_DIMS, "dims[" + i + "] is negative: " + dims[i]);
            }
            if (dims[i] > 0) {
                fixed = Math.min(fixed * dims[i], (long) nnodes + 1); // capped: large entries would overflow
            }
        }
        if (fixed > nnodes || nnodes % fixed != 0) {
            throw Errors.refused(MPI.ERR_DIMS, "the fixed entries of dims (product "
                    + (fixed > nnodes ? "over " + nnodes : fixed) + ") do not divide " + nnodes);
        }
        long d = NativeInts.stage(0, dims, dims.length);
        Errors.check(LibMpiTopologies.MPI_Dims_create(nnodes, dims.length, d), "MPI_Dims_create");
        Memory.copyToArray(d, dims, 0, 4L * dims.length);
    }
}
