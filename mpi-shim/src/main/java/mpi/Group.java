package mpi;

import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCommunicators;

/**
 * An ordered set of processes ({@code MPI_Group}): a communicator's members ({@link Comm#getGroup()}), subsets and set
 * operations of them. The binding checks ranks against the group before calling the library (docs/argument-checks.md).
 */
public final class Group implements Freeable {

    /** The library handle ({@code MPI_Group}); {@code MPI_GROUP_NULL} once freed. */
    protected long handle;

    /**
     * The handle of {@code MPI_GROUP_EMPTY} in the running library.
     * @return the handle
     */
    protected static long getEmpty() {
        return Handles.GROUP_EMPTY;
    }

    /**
     * Wraps a library handle.
     * @param handle the {@code MPI_Group}
     */
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

    /**
     * The number of processes in the group. Calls {@code MPI_Group_size}.
     * @return the size
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getSize() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Group_size(use(), s.count), "MPI_Group_size");
        return Memory.getInt(s.count);
    }

    /**
     * The calling process's rank in the group. Calls {@code MPI_Group_rank}.
     * @return the rank, or {@link MPI#UNDEFINED} when this process is not a member
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getRank() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Group_rank(use(), s.count), "MPI_Group_rank");
        return Memory.getInt(s.count);
    }

    /**
     * Frees the group. Calls {@code MPI_Group_free}; {@link MPI#GROUP_EMPTY} is refused ({@link MPI#ERR_GROUP}).
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void free() throws MPIException {
        if (handle == Handles.GROUP_EMPTY) {
            throw Errors.refused(MPI.ERR_GROUP, "MPI.GROUP_EMPTY cannot be freed");
        }
        Scratch s = Scratch.get();
        HandleType.GROUP.put(s.handle, use());
        Errors.check(LibMpiCommunicators.MPI_Group_free(s.handle), "MPI_Group_free");
        handle = Handles.GROUP_NULL;
    }

    /**
     * Whether the group is {@code MPI_GROUP_NULL} (freed).
     * @return true when null
     */
    public boolean isNull() {
        return handle == Handles.GROUP_NULL;
    }

    // ---- set operations and subsets ------------------------------------------------------------------------------


    private static Group made(int rc, String call) throws MPIException {
        Errors.check(rc, call);
        return new Group(HandleType.GROUP.get(Scratch.get().handle));
    }

    /**
     * The ranks in {@code group2} of processes of {@code group1}. Calls {@code MPI_Group_translate_ranks}; a rank
     * outside {@code group1} is refused ({@link MPI#ERR_RANK}).
     * @param group1 a group
     * @param ranks1 ranks in {@code group1} ({@link MPI#PROC_NULL} passes through)
     * @param group2 another group
     * @return their ranks in {@code group2}, {@link MPI#UNDEFINED} for processes not in it
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static int[] translateRanks(Group group1, int[] ranks1, Group group2) throws MPIException {
        long g1 = Args.notNull(group1, "group1").use();
        long g2 = Args.notNull(group2, "group2").use();
        Args.notNull(ranks1, "ranks1");
        group1.checkRanks(ranks1, "ranks1", false);
        long in = NativeInts.stage(0, ranks1, ranks1.length);
        long out = NativeInts.area(1, 4L * Math.max(1, ranks1.length));
        Errors.check(LibMpiCommunicators.MPI_Group_translate_ranks(g1, ranks1.length, in, g2, out), "MPI_Group_translate_ranks");
        return NativeInts.read(out, ranks1.length);
    }

    /**
     * Compares two groups. Calls {@code MPI_Group_compare}.
     * @param group1 a group
     * @param group2 another one
     * @return {@link MPI#IDENT}, {@link MPI#SIMILAR} or {@link MPI#UNEQUAL}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static int compare(Group group1, Group group2) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiCommunicators.MPI_Group_compare(Args.notNull(group1, "group1").use(), Args.notNull(group2, "group2").use(),
                s.count);
        Errors.check(rc, "MPI_Group_compare");
        return Memory.getInt(s.count);
    }

    /**
     * The processes of either group: those of {@code group1}, then the others of {@code group2}. Calls
     * {@code MPI_Group_union}.
     * @param group1 a group
     * @param group2 another one
     * @return a new group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static Group union(Group group1, Group group2) throws MPIException {
        return made(LibMpiCommunicators.MPI_Group_union(Args.notNull(group1, "group1").use(), Args.notNull(group2, "group2").use(),
                Scratch.get().handle), "MPI_Group_union");
    }

    /**
     * The processes of both groups, in {@code group1}'s order. Calls {@code MPI_Group_intersection}.
     * @param group1 a group
     * @param group2 another one
     * @return a new group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static Group intersection(Group group1, Group group2) throws MPIException {
        return made(LibMpiCommunicators.MPI_Group_intersection(Args.notNull(group1, "group1").use(),
                Args.notNull(group2, "group2").use(), Scratch.get().handle), "MPI_Group_intersection");
    }

    /**
     * The processes of {@code group1} not in {@code group2}. Calls {@code MPI_Group_difference}.
     * @param group1 a group
     * @param group2 another one
     * @return a new group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static Group difference(Group group1, Group group2) throws MPIException {
        return made(LibMpiCommunicators.MPI_Group_difference(Args.notNull(group1, "group1").use(),
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

    /**
     * The group of the processes at {@code ranks}, in that order. Calls {@code MPI_Group_incl}; a rank outside the
     * group, or one named twice, is refused ({@link MPI#ERR_RANK}).
     * @param ranks ranks in this group
     * @return a new group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Group incl(int[] ranks) throws MPIException {
        long g = use();
        checkRanks(Args.notNull(ranks, "ranks"), "ranks", true);
        return made(LibMpiCommunicators.MPI_Group_incl(g, ranks.length, NativeInts.stage(0, ranks, ranks.length),
                Scratch.get().handle), "MPI_Group_incl");
    }

    /**
     * The group without the processes at {@code ranks}. Calls {@code MPI_Group_excl}; a rank outside the group, or one
     * named twice, is refused ({@link MPI#ERR_RANK}).
     * @param ranks ranks in this group
     * @return a new group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Group excl(int[] ranks) throws MPIException {
        long g = use();
        checkRanks(Args.notNull(ranks, "ranks"), "ranks", true);
        return made(LibMpiCommunicators.MPI_Group_excl(g, ranks.length, NativeInts.stage(0, ranks, ranks.length),
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

    /**
     * The group of the processes at ranges of ranks. Calls {@code MPI_Group_range_incl}. The binding refuses a triplet
     * of fewer than 3 entries, stride 0, first or last outside the group, and a stride that never gets from first to
     * last ({@link MPI#ERR_ARG}, {@link MPI#ERR_RANK}).
     * @param ranges triplets {first, last, stride}
     * @return a new group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Group rangeIncl(int[][] ranges) throws MPIException {
        long g = use();
        long r = ranges(ranges);
        return made(LibMpiCommunicators.MPI_Group_range_incl(g, ranges.length, r, Scratch.get().handle), "MPI_Group_range_incl");
    }

    /**
     * The group without the processes at ranges of ranks. Calls {@code MPI_Group_range_excl}, with {@link #rangeIncl}'s
     * checks.
     * @param ranges triplets {first, last, stride}
     * @return a new group
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Group rangeExcl(int[][] ranges) throws MPIException {
        long g = use();
        long r = ranges(ranges);
        return made(LibMpiCommunicators.MPI_Group_range_excl(g, ranges.length, r, Scratch.get().handle), "MPI_Group_range_excl");
    }
}
