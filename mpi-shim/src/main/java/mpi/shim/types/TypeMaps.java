package mpi.shim.types;

import java.util.ArrayList;
import java.util.List;
import mpi.shim.abi.Abi;
import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;
import mpi.shim.nat.LibMpiDatatypes;

/**
 * The bytes one element of a datatype covers, read from the library itself (MPI_Type_get_envelope and
 * MPI_Type_get_contents, recursively), so every constructor is understood without seeing it called. The one
 * typemap walk of the project: syncchecker's data-maps and the binding's one-sided events both use it.
 */
public final class TypeMaps {
    /** Above this many segments per element the caller falls back to the hull. */
    public static final int MAX_SEGMENTS = 1 << 16;

    private static final int NAMED = Abi.constant("MPI_COMBINER_NAMED");
    private static final int DUP = Abi.constant("MPI_COMBINER_DUP");
    private static final int CONTIGUOUS = Abi.constant("MPI_COMBINER_CONTIGUOUS");
    private static final int VECTOR = Abi.constant("MPI_COMBINER_VECTOR");
    private static final int HVECTOR = Abi.constant("MPI_COMBINER_HVECTOR");
    private static final int INDEXED = Abi.constant("MPI_COMBINER_INDEXED");
    private static final int HINDEXED = Abi.constant("MPI_COMBINER_HINDEXED");
    private static final int INDEXED_BLOCK = Abi.constant("MPI_COMBINER_INDEXED_BLOCK");
    private static final int HINDEXED_BLOCK = Abi.constant("MPI_COMBINER_HINDEXED_BLOCK");
    private static final int STRUCT = Abi.constant("MPI_COMBINER_STRUCT");
    private static final int RESIZED = Abi.constant("MPI_COMBINER_RESIZED");


    private TypeMaps() {}

    /** Whether {@code datatype} is a predefined (named) type. */
    public static boolean named(long datatype) {
        long scratch = Memory.allocate(64);
        try {
            return envelope(datatype, scratch).combiner == NAMED;
        } finally {
            Memory.free(scratch);
        }
    }

    /**
     * The (displacement, length) segments of one element of {@code datatype}, unsorted and unmerged; null when
     * the type uses a constructor this walk does not model (subarray, darray, Fortran types), is too large, or the
     * library refuses to describe it.
     */
    public static List<long[]> segments(long datatype) {
        long scratch = Memory.allocate(64);
        try {
            List<long[]> out = new ArrayList<>();
            return collect(datatype, 0, out, scratch) ? out : null;
        } catch (RuntimeException e) {
            return null;
        } finally {
            Memory.free(scratch);
        }
    }

    /** {lb, extent} of {@code datatype}. */
    public static long[] extent(long datatype) {
        long scratch = Memory.allocate(64);
        try {
            return extent(datatype, scratch);
        } finally {
            Memory.free(scratch);
        }
    }

    /** {true lb, true extent} of {@code datatype}. */
    public static long[] trueExtent(long datatype) {
        long scratch = Memory.allocate(64);
        try {
            check(LibMpiDatatypes.MPI_Type_get_true_extent(datatype, scratch + 16, scratch + 24), "MPI_Type_get_true_extent");
            return new long[] {Memory.getLong(scratch + 16), Memory.getLong(scratch + 24)};
        } finally {
            Memory.free(scratch);
        }
    }

    /** Bytes of data in one element of {@code datatype} (MPI_Type_size). */
    public static long size(long datatype) {
        long scratch = Memory.allocate(64);
        try {
            return size(datatype, scratch);
        } finally {
            Memory.free(scratch);
        }
    }

    private static final class Envelope {
        final int integers;
        final int addresses;
        final int datatypes;
        final int combiner;

        Envelope(int integers, int addresses, int datatypes, int combiner) {
            this.integers = integers;
            this.addresses = addresses;
            this.datatypes = datatypes;
            this.combiner = combiner;
        }
    }

    private static Envelope envelope(long type, long scratch) {
        check(LibMpiDatatypes.MPI_Type_get_envelope(type, scratch, scratch + 4, scratch + 8, scratch + 12),
                "MPI_Type_get_envelope");
        return new Envelope(Memory.getInt(scratch), Memory.getInt(scratch + 4), Memory.getInt(scratch + 8),
                Memory.getInt(scratch + 12));
    }

    private static long[] extent(long type, long scratch) {
        check(LibMpiDatatypes.MPI_Type_get_extent(type, scratch + 16, scratch + 24), "MPI_Type_get_extent");
        return new long[] {Memory.getLong(scratch + 16), Memory.getLong(scratch + 24)};
    }

    private static long size(long type, long scratch) {
        check(LibMpiDatatypes.MPI_Type_size(type, scratch + 32), "MPI_Type_size");
        return Memory.getInt(scratch + 32);
    }

    private static void check(int rc, String call) {
        if (rc != 0) {
            throw new IllegalStateException(call + " failed with error " + rc);
        }
    }

    /** Adds the segments of one element of {@code type}, shifted by {@code shift}, to {@code out}. */
    private static boolean collect(long type, long shift, List<long[]> out, long scratch) {
        if (out.size() > MAX_SEGMENTS) {
            return false;
        }
        Envelope env = envelope(type, scratch);
        if (env.combiner == NAMED) {
            out.add(new long[] {shift, size(type, scratch)});
            return true;
        }
        long ints = Memory.allocate(4L * Math.max(1, env.integers));
        long addrs = Memory.allocate(8L * Math.max(1, env.addresses));
        long types = Memory.allocate(HandleType.DATATYPE.arrayBytes(Math.max(1, env.datatypes)));
        try {
            check(LibMpiDatatypes.MPI_Type_get_contents(type, env.integers, env.addresses, env.datatypes, ints, addrs, types),
                    "MPI_Type_get_contents");
            int[] i = new int[env.integers];
            for (int k = 0; k < i.length; k++) {
                i[k] = Memory.getInt(ints + 4L * k);
            }
            long[] a = new long[env.addresses];
            for (int k = 0; k < a.length; k++) {
                a[k] = Memory.getLong(addrs + 8L * k);
            }
            long[] t = new long[env.datatypes];
            for (int k = 0; k < t.length; k++) {
                t[k] = HandleType.DATATYPE.get(HandleType.DATATYPE.at(types, k));
            }
            try {
                return expand(env.combiner, i, a, t, shift, out, scratch);
            } finally {
                for (long sub : t) {
                    release(sub, scratch);
                }
            }
        } finally {
            Memory.free(ints);
            Memory.free(addrs);
            Memory.free(types);
        }
    }

    private static boolean expand(int c, int[] i, long[] a, long[] t, long shift, List<long[]> out, long scratch) {
        if (c == DUP || c == RESIZED) {
            // resized keeps the bytes of its old type; only the extent (read from the library) changes
            return collect(t[0], shift, out, scratch);
        }
        if (c == CONTIGUOUS) {
            long ext = extent(t[0], scratch)[1];
            return blocks(t[0], shift, 1, new long[] {0}, i[0], ext, out, scratch);
        }
        if (c == VECTOR || c == HVECTOR) {
            long ext = extent(t[0], scratch)[1];
            long stride = c == VECTOR ? i[2] * ext : a[0];
            long[] starts = new long[i[0]];
            for (int k = 0; k < starts.length; k++) {
                starts[k] = k * stride;
            }
            return blocks(t[0], shift, i[1], starts, 1, ext, out, scratch);
        }
        if (c == INDEXED || c == HINDEXED) {
            int n = i[0];
            long ext = extent(t[0], scratch)[1];
            for (int k = 0; k < n; k++) {
                long start = c == INDEXED ? i[1 + n + k] * ext : a[k];
                if (!blocks(t[0], shift, i[1 + k], new long[] {start}, 1, ext, out, scratch)) {
                    return false;
                }
            }
            return true;
        }
        if (c == INDEXED_BLOCK || c == HINDEXED_BLOCK) {
            int n = i[0];
            long ext = extent(t[0], scratch)[1];
            long[] starts = new long[n];
            for (int k = 0; k < n; k++) {
                starts[k] = c == INDEXED_BLOCK ? i[2 + k] * ext : a[k];
            }
            return blocks(t[0], shift, i[1], starts, 1, ext, out, scratch);
        }
        if (c == STRUCT) {
            int n = i[0];
            for (int k = 0; k < n; k++) {
                long ext = extent(t[k], scratch)[1];
                if (!blocks(t[k], shift, i[1 + k], new long[] {a[k]}, 1, ext, out, scratch)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    /** For each start: {@code blockLength * repeat} consecutive elements of {@code old}, {@code ext} apart. */
    private static boolean blocks(long old, long shift, int blockLength, long[] starts, int repeat, long ext,
            List<long[]> out, long scratch) {
        long perBlock = (long) blockLength * repeat;
        if (perBlock * starts.length > MAX_SEGMENTS) {
            return false;
        }
        List<long[]> one = new ArrayList<>();
        if (!collect(old, 0, one, scratch)) {
            return false;
        }
        for (long start : starts) {
            for (long j = 0; j < perBlock; j++) {
                for (long[] seg : one) {
                    out.add(new long[] {shift + start + j * ext + seg[0], seg[1]});
                }
                if (out.size() > MAX_SEGMENTS) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Frees a datatype handle MPI_Type_get_contents returned, unless it is predefined (those must not be freed). */
    private static void release(long type, long scratch) {
        if (envelope(type, scratch).combiner != NAMED) {
            HandleType.DATATYPE.put(scratch + 40, type);
            LibMpiDatatypes.MPI_Type_free(scratch + 40);
        }
    }
}
