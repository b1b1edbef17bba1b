package mpi;

import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpi;
import mpi.shim.nat.Native;

/** An ordered set of processes. */
public final class Group implements Freeable {
    private static final LibMpi LIB = Native.LIB;

    protected long handle;

    protected static long getEmpty() {
        return Handles.GROUP_EMPTY;
    }

    protected Group(long handle) {
        this.handle = handle;
    }

    long use() throws MPIException {
        if (!Lifecycle.active) {
            Lifecycle.check();
        }
        if (handle == Handles.GROUP_NULL) {
            throw Errors.refused(MPI.ERR_GROUP, "group is null or has been freed");
        }
        return handle;
    }

    public int getSize() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Group_size(use(), s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Group_size");
        }
        return Memory.getInt(s.count);
    }

    /** This process's rank in the group, or MPI.UNDEFINED when it is not a member. */
    public int getRank() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Group_rank(use(), s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Group_rank");
        }
        return Memory.getInt(s.count);
    }

    public void free() throws MPIException {
        if (handle == Handles.GROUP_EMPTY) {
            throw Errors.refused(MPI.ERR_GROUP, "MPI.GROUP_EMPTY cannot be freed");
        }
        Scratch s = Scratch.get();
        HandleType.GROUP.put(s.handle, use());
        int rc = LIB.MPI_Group_free(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Group_free");
        }
        handle = Handles.GROUP_NULL;
    }

    public boolean isNull() {
        return handle == Handles.GROUP_NULL;
    }

    // ---- set operations and subsets ------------------------------------------------------------------------------

    private static final mpi.shim.nat.LibMpiComm X = mpi.shim.nat.LibMpiComm.LIB;

    private static Group made(int rc, String call) throws MPIException {
        if (rc != 0) {
            throw Errors.of(rc, call);
        }
        return new Group(HandleType.GROUP.get(Scratch.get().handle));
    }

    /** The ranks in {@code group2} of the processes at {@code ranks1} in {@code group1} (MPI.UNDEFINED if absent). */
    public static int[] translateRanks(Group group1, int[] ranks1, Group group2) throws MPIException {
        long g1 = Args.notNull(group1, "group1").use();
        long g2 = Args.notNull(group2, "group2").use();
        Args.notNull(ranks1, "ranks1");
        group1.checkRanks(ranks1, "ranks1", false);
        long in = NativeInts.stage(0, ranks1, ranks1.length);
        long out = NativeInts.area(1, 4L * Math.max(1, ranks1.length));
        int rc = X.MPI_Group_translate_ranks(g1, ranks1.length, in, g2, out);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Group_translate_ranks");
        }
        return NativeInts.read(out, ranks1.length);
    }

    /** MPI.IDENT, MPI.SIMILAR or MPI.UNEQUAL. */
    public static int compare(Group group1, Group group2) throws MPIException {
        Scratch s = Scratch.get();
        int rc = X.MPI_Group_compare(Args.notNull(group1, "group1").use(), Args.notNull(group2, "group2").use(),
                s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Group_compare");
        }
        return Memory.getInt(s.count);
    }

    public static Group union(Group group1, Group group2) throws MPIException {
        return made(X.MPI_Group_union(Args.notNull(group1, "group1").use(), Args.notNull(group2, "group2").use(),
                Scratch.get().handle), "MPI_Group_union");
    }

    public static Group intersection(Group group1, Group group2) throws MPIException {
        return made(X.MPI_Group_intersection(Args.notNull(group1, "group1").use(),
                Args.notNull(group2, "group2").use(), Scratch.get().handle), "MPI_Group_intersection");
    }

    public static Group difference(Group group1, Group group2) throws MPIException {
        return made(X.MPI_Group_difference(Args.notNull(group1, "group1").use(),
                Args.notNull(group2, "group2").use(), Scratch.get().handle), "MPI_Group_difference");
    }

    /** Ranks must lie in the group (MPI.PROC_NULL allowed where {@code procNull}); {@code distinct} for incl/excl. */
    private void checkRanks(int[] ranks, String name, boolean distinct) throws MPIException {
        int size = getSize();
        java.util.BitSet seen = distinct ? new java.util.BitSet(size) : null;
        for (int i = 0; i < ranks.length; i++) {
            int r = ranks[i];
            if (r == MPI.PROC_NULL && !distinct) {
                continue;
            }
            if (r < 0 || r >= size) {
                throw Errors.refused(MPI.ERR_RANK, name + "[" + i + "] is " + r + ", not a rank of this group of "
                        + size);
            }
            if (distinct) {
                if (seen.get(r)) {
                    throw Errors.refused(MPI.ERR_RANK, name + "[" + i + "] repeats rank " + r);
                }
                seen.set(r);
            }
        }
    }

    public Group incl(int[] ranks) throws MPIException {
        long g = use();
        checkRanks(Args.notNull(ranks, "ranks"), "ranks", true);
        return made(X.MPI_Group_incl(g, ranks.length, NativeInts.stage(0, ranks, ranks.length),
                Scratch.get().handle), "MPI_Group_incl");
    }

    public Group excl(int[] ranks) throws MPIException {
        long g = use();
        checkRanks(Args.notNull(ranks, "ranks"), "ranks", true);
        return made(X.MPI_Group_excl(g, ranks.length, NativeInts.stage(0, ranks, ranks.length),
                Scratch.get().handle), "MPI_Group_excl");
    }

    /** Triplets {first, last, stride} flattened for C, after checking each names ranks of this group. */
    private long ranges(int[][] ranges) throws MPIException {
        Args.notNull(ranges, "ranges");
        int size = getSize();
        int[] flat = new int[3 * ranges.length];
        for (int i = 0; i < ranges.length; i++) {
            int[] t = ranges[i];
            if (t == null || t.length < 3) {
                throw Errors.refused(MPI.ERR_ARG, "ranges[" + i + "] must be {first, last, stride}");
            }
            if (t[2] == 0) {
                throw Errors.refused(MPI.ERR_ARG, "ranges[" + i + "] has stride 0");
            }
            if (t[0] < 0 || t[0] >= size || t[1] < 0 || t[1] >= size) {
                throw Errors.refused(MPI.ERR_RANK, "ranges[" + i + "] = {" + t[0] + ", " + t[1] + ", " + t[2]
                        + "} names ranks outside this group of " + size);
            }
            if ((t[2] > 0 && t[0] > t[1]) || (t[2] < 0 && t[0] < t[1])) {
                throw Errors.refused(MPI.ERR_ARG, "ranges[" + i + "]: stride " + t[2] + " never gets from " + t[0]
                        + " to " + t[1]);
            }
            System.arraycopy(t, 0, flat, 3 * i, 3);
        }
        return NativeInts.stage(0, flat, flat.length);
    }

    public Group rangeIncl(int[][] ranges) throws MPIException {
        long g = use();
        long r = ranges(ranges);
        return made(X.MPI_Group_range_incl(g, ranges.length, r, Scratch.get().handle), "MPI_Group_range_incl");
    }

    public Group rangeExcl(int[][] ranges) throws MPIException {
        long g = use();
        long r = ranges(ranges);
        return made(X.MPI_Group_range_excl(g, ranges.length, r, Scratch.get().handle), "MPI_Group_range_excl");
    }
}
