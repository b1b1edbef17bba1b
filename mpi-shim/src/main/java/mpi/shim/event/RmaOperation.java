package mpi.shim.event;

import java.util.List;

/**
 * A one-sided operation was issued (put, get, accumulate, getAccumulate, fetchAndOp, compareAndSwap and the
 * request-based forms), reported at the origin after the call succeeded: what it does to the target's window
 * bytes, and which origin buffers the library reads or writes until the operation completes.
 */
public final class RmaOperation {
    /** The target bytes are read (get). */
    public static final int TARGET_READ = 1;
    /** The target bytes are written (put). */
    public static final int TARGET_WRITE = 2;
    /** The target bytes are updated atomically with {@link #op} on elements of {@link #elementType}. */
    public static final int TARGET_ATOMIC = 3;

    /** The Java API method, e.g. "put", "rGet", "fetchAndOp". */
    public final String call;
    /** The C handle of the window. */
    public final long window;
    /** The mpi.Request of a request-based operation, null otherwise. */
    public final Object request;
    /** Target rank in the window's group (never MPI.PROC_NULL: those transfer nothing and are not reported). */
    public final int targetRank;
    /** First byte touched at the target, relative to the target's window base (absolute for dynamic windows). */
    public final long targetOffset;
    /** Bytes from {@link #targetOffset} to the end of the last target element (the hull of a derived type). */
    public final long targetBytes;
    /** TARGET_READ, TARGET_WRITE or TARGET_ATOMIC. */
    public final int targetAccess;
    /** The reduction operation of accumulate-like calls ("MPI.SUM", "MPI.NO_OP", "MPI.REPLACE"), else null. */
    public final String op;
    /** The predefined element type at the target, e.g. "INT" (derived types: the type they are built from). */
    public final String elementType;
    /** Origin-side buffers: origin (read by the library), result (written), compare (read). */
    public final List<BufferUse> buffers;
    /** For each of {@link #buffers}: the bytes it spans from its address (the hull of a derived type). */
    public final long[] bufferBytes;
    /**
     * The exact target bytes of a derived target type with gaps, as sorted, disjoint [from, to) pairs of window
     * byte offsets ({from0, to0, from1, to1, ...}); null when they are the one range at {@link #targetOffset}.
     */
    public final long[] targetRanges;
    /**
     * For each of {@link #buffers}: the exact bytes of a derived origin type with gaps, as sorted, disjoint
     * [from, to) pairs relative to the buffer's address (negative where the type reaches back from it); null (the
     * array or an entry) when it is the one range [0, bufferBytes).
     */
    public final long[][] bufferRanges;

    public RmaOperation(String call, long window, Object request, int targetRank, long targetOffset,
            long targetBytes, int targetAccess, String op, String elementType, List<BufferUse> buffers, long[] bufferBytes) {
        this(call, window, request, targetRank, targetOffset, targetBytes, targetAccess, op, elementType, buffers,
                bufferBytes, null, null);
    }

    public RmaOperation(String call, long window, Object request, int targetRank, long targetOffset,
            long targetBytes, int targetAccess, String op, String elementType, List<BufferUse> buffers,
            long[] bufferBytes, long[] targetRanges, long[][] bufferRanges) {
        this.call = call;
        this.window = window;
        this.request = request;
        this.targetRank = targetRank;
        this.targetOffset = targetOffset;
        this.targetBytes = targetBytes;
        this.targetAccess = targetAccess;
        this.op = op;
        this.elementType = elementType;
        this.buffers = buffers;
        this.bufferBytes = bufferBytes;
        this.targetRanges = targetRanges;
        this.bufferRanges = bufferRanges;
    }
}
