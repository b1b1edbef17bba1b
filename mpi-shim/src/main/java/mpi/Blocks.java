package mpi;

import java.nio.Buffer;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.BufferUse;

/**
 * Per-rank counts and displacements of v- and w-collectives: checked (lengths, signs of counts) and turned into the
 * bytes the blocks reach around a buffer's start, so that the buffer can be checked before the library touches it.
 */
final class Blocks {
    private Blocks() {}

    /**
     * The bytes the non-empty blocks touch around the buffer's start: block i is {@code counts[i]} elements of
     * {@code type} at {@code displs[i]} extents of it. Displacements may be negative (a block before the start, in
     * a slice of a longer array), as in MPI; only negative counts and arrays shorter than the group are refused.
     */
    static Reach reach(int[] counts, int[] displs, int n, Datatype type, String countsName, String displsName)
            throws MPIException {
        Args.perRank(counts, n, countsName);
        Args.perRank(displs, n, displsName);
        if (sum(counts, n, countsName) == 0) {
            return Reach.NONE;
        }
        long extent = type.extentBytes();
        long first = Long.MAX_VALUE;
        long end = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            if (counts[i] > 0) {
                long at = displs[i] * extent;
                first = Math.min(first, at + type.firstByte(counts[i]));
                end = Math.max(end, at + type.endByte(counts[i]));
            }
        }
        return end < first ? Reach.NONE
                : new Reach(first, end, "the blocks of " + countsName + " and " + displsName + " of " + type);
    }

    /** The sum of per-rank counts (reduceScatter). */
    static long sum(int[] counts, int n, String name) throws MPIException {
        Args.perRank(counts, n, name);
        long sum = 0;
        for (int i = 0; i < n; i++) {
            if (counts[i] < 0) {
                throw Errors.refused(MPI.ERR_COUNT, name + "[" + i + "] is negative: " + counts[i]);
            }
            sum += counts[i];
        }
        return sum;
    }

    /** {@link #reach} of all-to-all-w blocks: displacements in bytes, a datatype per block. */
    static Reach reachBytes(int[] counts, int[] displs, Datatype[] types, int n, String countsName,
            String displsName, String typesName) throws MPIException {
        Args.perRank(counts, n, countsName);
        Args.perRank(displs, n, displsName);
        Args.notNull(types, typesName);
        if (types.length < n) {
            throw Errors.refused(MPI.ERR_ARG, typesName + " has " + types.length
                    + " entries, the communicator has " + n + " ranks");
        }
        long first = Long.MAX_VALUE;
        long end = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            Datatype.handleOf(types[i], typesName + "[" + i + "]");
            if (counts[i] < 0) {
                throw Errors.refused(MPI.ERR_COUNT, countsName + "[" + i + "] is negative: " + counts[i]);
            }
            if (counts[i] > 0) {
                first = Math.min(first, displs[i] + types[i].firstByte(counts[i]));
                end = Math.max(end, displs[i] + types[i].endByte(counts[i]));
            }
        }
        return end < first ? Reach.NONE
                : new Reach(first, end, "the blocks of " + countsName + ", " + displsName + " and " + typesName);
    }

    static long[] handles(Datatype[] types, int n) {
        long[] h = new long[n];
        for (int i = 0; i < n; i++) {
            h[i] = types[i].handle;
        }
        return h;
    }

    /** One buffer use per non-empty block, for the checker: gaps between blocks are not pending. */
    static void uses(List<BufferUse> out, boolean written, Buffer buf, long base, int[] counts, int[] displs,
            Datatype type, int n, String role) throws MPIException {
        uses(out, written, buf, base, counts, displs, type, n, role, -1);
    }

    /** As above; block {@code own} (an in-place rank's own contribution, or -1) is only read by the library. */
    static void uses(List<BufferUse> out, boolean written, Buffer buf, long base, int[] counts, int[] displs,
            Datatype type, int n, String role, int own) throws MPIException {
        long extent = type.extentBytes();
        for (int i = 0; i < n; i++) {
            if (counts[i] > 0) {
                add(out, written && i != own, buf, base + displs[i] * extent, counts[i], type, role + "[" + i + "]");
            }
        }
    }

    /** Buffer uses of all-to-all-w blocks (byte displacements, a datatype per block). */
    static void usesW(List<BufferUse> out, boolean written, Buffer buf, long base, int[] counts, int[] displs,
            Datatype[] types, int n, String role) {
        for (int i = 0; i < n; i++) {
            if (counts[i] > 0) {
                add(out, written, buf, base + displs[i], counts[i], types[i], role + "[" + i + "]");
            }
        }
    }

    /**
     * The in-place gathers: {@code blocks} blocks of {@code count} elements at {@code base}, every one written but
     * block {@code own}, this rank's contribution, which the library only reads.
     */
    static void ownBlockRead(List<BufferUse> out, Buffer buf, long base, long count, Datatype type, int own,
            long blocks) throws MPIException {
        long block = count * type.extentBytes();
        add(out, true, buf, base, count * own, type, "buf");
        add(out, false, buf, base + block * own, count, type, "buf[" + own + "]");
        add(out, true, buf, base + block * (own + 1), count * (blocks - own - 1), type, "buf");
    }

    /** In-place reduce-scatter: the first {@code mine} elements are read and overwritten, the rest only read. */
    static void inPlaceScatter(List<BufferUse> out, Buffer buf, long base, long mine, long total, Datatype type)
            throws MPIException {
        if (mine > 0) {
            out.add(Notify.readsAndWrites(buf, base, mine, type, "buf"));
        }
        add(out, false, buf, base + mine * type.extentBytes(), total - mine, type, "buf");
    }

    /** A use of {@code count} elements at {@code address}, read or {@code written}; none when {@code count <= 0}. */
    static void add(List<BufferUse> out, boolean written, Buffer buf, long address, long count, Datatype type,
            String role) {
        if (count > 0) {
            out.add(written ? Notify.writes(buf, address, count, type, role)
                    : Notify.reads(buf, address, count, type, role));
        }
    }

    static List<BufferUse> list() {
        return new ArrayList<>(4);
    }
}
