package syncchecker.rt;

import java.lang.reflect.Field;
import java.nio.Buffer;
import mpi.Comm;
import mpi.Datatype;
import mpi.Intercomm;
import mpi.MPI;
import mpi.shim.mem.Memory;
import syncchecker.core.Checker;
import syncchecker.core.DataMap;
import syncchecker.core.DataMaps;

/**
 * What instrumented application code calls before a blocking collective (gather, scatter, all-gather, all-to-all,
 * their v-forms, reduce-scatter, scan, the in-place forms of reductions): the library reads this rank's send side
 * and writes its receive side, which is an access like any other to a buffer a nonblocking operation still owns.
 * The form (see the constants) says which of the call's buffers this is and how many elements of it the library
 * uses on this rank; each part is checked over the hull of its elements.
 */
public final class CollectiveProbes {
    private CollectiveProbes() {}

    /** count * size (of the communicator, or remote group) elements: all-to-all, all-gather receive. */
    public static final int READ_TIMES_SIZE = 0;
    public static final int WRITE_TIMES_SIZE = 1;
    /** Gather's receive side: written at the root only; scatter's send side: read at the root only. */
    public static final int ROOT_WRITE_TIMES_SIZE = 2;
    public static final int ROOT_READ_TIMES_SIZE = 3;
    /** gather(buf, count, type, root): the root's own block read and the others written; elsewhere count read. */
    public static final int GATHER_IN_PLACE = 4;
    /** scatter(buf, count, type, root): count * size read at the root; elsewhere count written. */
    public static final int SCATTER_IN_PLACE = 5;
    /** allGather(buf, count, type): the own block read, the others written. */
    public static final int ALLGATHER_IN_PLACE = 6;
    /** Blocks given by counts and displacements (per rank of the communicator). */
    public static final int READ_V = 7;
    public static final int WRITE_V = 8;
    public static final int ROOT_WRITE_V = 9;
    public static final int ROOT_READ_V = 10;
    /** gatherv(recvbuf, counts, displs, type, root), allGatherv(buf, counts, displs, type): own block read. */
    public static final int V_IN_PLACE = 11;
    /** reduceScatter: the send side holds the sum of the counts, the receive side this rank's count. */
    public static final int READ_SUM = 12;
    public static final int WRITE_MINE = 13;
    /** reduceScatter(buf, counts, ...): this rank's count read and overwritten at the start, the rest read. */
    public static final int REDUCE_SCATTER_IN_PLACE = 14;
    /** reduceScatterBlock(buf, count, ...): count read and overwritten, count * (size - 1) more read. */
    public static final int REDUCE_SCATTER_BLOCK_IN_PLACE = 15;
    /** allReduce, scan, exScan in place: read and overwritten. */
    public static final int READ_WRITE = 16;
    /** reduce(buf, count, type, op, root): read and overwritten at the root, read elsewhere. */
    public static final int ROOT_READ_WRITE_ELSE_READ = 17;

    private static final int READ = 0, WRITE = 1, BOTH = 2;

    /**
     * Before the application's blocking collective on {@code comm}: {@code buf} with {@code count} (or
     * {@code counts} and {@code displs}) elements of {@code type}, used as {@code form} says; {@code root} for the
     * rooted forms. Never throws: a bad argument is left for the call itself to refuse.
     */
    public static void collective(Object comm, Object buf, int count, Object counts, Object displs, Object type,
            int root, int form, int site) {
        if (!Checker.anyPending() || !(buf instanceof Buffer) || !((Buffer) buf).isDirect()) {
            return;
        }
        Checker c = Checker.current();
        if (c == null || !(comm instanceof Comm) || !(type instanceof Datatype)) {
            return;
        }
        try {
            new Use(c, (Comm) comm, Memory.address((Buffer) buf), (Datatype) type, site)
                    .apply(count, (int[]) counts, (int[]) displs, root, form);
        } catch (mpi.MPIException | RuntimeException e) {
            // the call itself will say what is wrong with its arguments
        }
    }

    /** One buffer argument of one call, turned into accesses of element ranges. */
    private static final class Use {
        final Checker checker;
        final Comm comm;
        final long base;
        final DataMap map;
        final long extent;
        final int site;

        Use(Checker checker, Comm comm, long base, Datatype type, int site) {
            this.checker = checker;
            this.comm = comm;
            this.base = base;
            this.map = DataMaps.of(handle(type));
            this.extent = map.extent();
            this.site = site;
        }

        void apply(int count, int[] counts, int[] displs, int root, int form) throws mpi.MPIException {
            int size = comm instanceof Intercomm ? ((Intercomm) comm).getRemoteSize() : comm.getSize();
            int rank = comm.getRank();
            boolean atRoot = comm instanceof Intercomm ? root == MPI.ROOT : rank == root;
            long all = (long) count * size;
            switch (form) {
                case READ_TIMES_SIZE: elements(0, all, READ); break;
                case WRITE_TIMES_SIZE: elements(0, all, WRITE); break;
                case ROOT_WRITE_TIMES_SIZE: if (atRoot) elements(0, all, WRITE); break;
                case ROOT_READ_TIMES_SIZE: if (atRoot) elements(0, all, READ); break;
                case GATHER_IN_PLACE:
                    if (atRoot) {
                        ownBlockRead(rank, count, size);
                    } else {
                        elements(0, count, READ);
                    }
                    break;
                case SCATTER_IN_PLACE:
                    if (atRoot) {
                        elements(0, all, READ);
                    } else {
                        elements(0, count, WRITE);
                    }
                    break;
                case ALLGATHER_IN_PLACE: ownBlockRead(rank, count, size); break;
                case READ_V: blocks(counts, displs, size, -1, READ); break;
                case WRITE_V: blocks(counts, displs, size, -1, WRITE); break;
                case ROOT_WRITE_V: if (atRoot) blocks(counts, displs, size, -1, WRITE); break;
                case ROOT_READ_V: if (atRoot) blocks(counts, displs, size, -1, READ); break;
                case V_IN_PLACE: blocks(counts, displs, size, rank, WRITE); break;
                case READ_SUM: elements(0, sum(counts, size), READ); break;
                case WRITE_MINE: elements(0, counts[rank], WRITE); break;
                case REDUCE_SCATTER_IN_PLACE:
                    elements(0, counts[rank], BOTH);
                    elements(counts[rank], sum(counts, size) - counts[rank], READ);
                    break;
                case REDUCE_SCATTER_BLOCK_IN_PLACE:
                    elements(0, count, BOTH);
                    elements(count, all - count, READ);
                    break;
                case READ_WRITE: elements(0, count, BOTH); break;
                case ROOT_READ_WRITE_ELSE_READ: elements(0, count, atRoot ? BOTH : READ); break;
                default: break;
            }
        }

        /** The in-place gathers: every block written but this rank's own, which the library only reads. */
        private void ownBlockRead(int rank, long count, int size) {
            elements(0, count * rank, WRITE);
            elements(count * rank, count, READ);
            elements(count * (rank + 1), count * (size - rank - 1), WRITE);
        }

        private void blocks(int[] counts, int[] displs, int n, int own, int how) {
            for (int i = 0; i < n && i < counts.length && i < displs.length; i++) {
                elements(displs[i], counts[i], i == own ? READ : how);
            }
        }

        /** {@code count} elements from element {@code first}: checked over their hull. */
        private void elements(long first, long count, int how) {
            if (count <= 0) {
                return;
            }
            long lo = base + first * extent + map.hullStart(count);
            long hi = base + first * extent + map.hullEnd(count);
            if (hi <= lo) {
                return;
            }
            if (how == BOTH) {
                checker.accessReadWrite(lo, hi - lo, site);
            } else {
                checker.access(lo, hi - lo, how == WRITE, site);
            }
        }

        private static long sum(int[] counts, int n) {
            long s = 0;
            for (int i = 0; i < n && i < counts.length; i++) {
                s += Math.max(0, counts[i]);
            }
            return s;
        }
    }

    private static final Field HANDLE = handleField();

    private static Field handleField() {
        try {
            Field f = Datatype.class.getDeclaredField("handle");
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("mpi.Datatype has no handle field", e);
        }
    }

    /** The C handle of {@code type} (the binding keeps it in a protected field, as Open MPI's bindings do). */
    static long handle(Datatype type) {
        try {
            return HANDLE.getLong(type);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * [first, end) bytes from a buffer's start that {@code count} elements of {@code type} reach, from the
     * library's own description of the type (Datatype.getExtent counts base-type units, not bytes).
     */
    static long[] hull(Datatype type, long count) {
        DataMap map = DataMaps.of(handle(type));
        return new long[] {map.hullStart(count), map.hullEnd(count)};
    }
}
