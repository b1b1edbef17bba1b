package syncchecker.core;

import java.util.List;
import mpi.shim.event.BufferUse;

/**
 * What the filters of the instrumented fast path read: the paper's send list and receive list reduced to a count
 * and a [lo, hi) address range per kind (send side: buffers the library reads; receive side: buffers it writes),
 * plus each kind's exact ranges (sorted, merged): the hull is the inline test, the ranges decide the accesses
 * the hull lets through (a halo exchange posts buffers at both ends of an array whose middle is being computed:
 * the hull holds the middle, the ranges do not). Immutable and published through one volatile field by the checker on every post, completion and free, so a
 * probe sees a count and ranges that belong together. Only direct (native) memory is ever pending here: the
 * binding takes direct buffers only for nonblocking calls, so heap memory has no summary at all.
 */
public final class PendingSummary {
    public final int sends;
    public final int receives;
    public final long sendLo;
    public final long sendHi;
    public final long receiveLo;
    public final long receiveHi;
    /** Writes conflict with pending receives too (setting syncchecker.writesToReceives). */
    public final boolean writesToReceives;
    /** [lo0, hi0, lo1, hi1, ...) of the send-side buffers, sorted, overlapping or touching ones merged. */
    private final long[] sendRanges;
    private final long[] receiveRanges;

    private PendingSummary(int sends, int receives, long sendLo, long sendHi, long receiveLo, long receiveHi,
            boolean writesToReceives, long[] sendRanges, long[] receiveRanges) {
        this.sends = sends;
        this.receives = receives;
        this.sendLo = sendLo;
        this.sendHi = sendHi;
        this.receiveLo = receiveLo;
        this.receiveHi = receiveHi;
        this.writesToReceives = writesToReceives;
        this.sendRanges = sendRanges;
        this.receiveRanges = receiveRanges;
    }

    /**
     * The summary of {@code buffers}, or null when none is pending (so ER is a null test). Each buffer counts
     * from the lower end of its hull (the data-map's true lower bound, below the address for a negative one) up
     * to its hull's end, or to lo + {@code threshold} when that is further (the paper's threshold).
     */
    static PendingSummary of(List<PendingBuffer> buffers, boolean writesToReceives, long threshold) {
        if (buffers.isEmpty()) {
            return null;
        }
        int sends = 0;
        int receives = 0;
        long sLo = Long.MAX_VALUE;
        long sHi = Long.MIN_VALUE;
        long rLo = Long.MAX_VALUE;
        long rHi = Long.MIN_VALUE;
        long[] sendRanges = new long[2 * buffers.size()];
        long[] receiveRanges = new long[2 * buffers.size()];
        for (PendingBuffer b : buffers) {
            long hi = Math.max(b.hi, saturatedAdd(b.lo, threshold));
            // a buffer the library both reads and writes (an in-place collective) counts as both kinds
            if (b.use.access != BufferUse.WRITTEN_BY_LIBRARY) {
                sendRanges[2 * sends] = b.lo;
                sendRanges[2 * sends + 1] = hi;
                sends++;
                sLo = Math.min(sLo, b.lo);
                sHi = Math.max(sHi, hi);
            }
            if (b.use.access != BufferUse.READ_BY_LIBRARY) {
                receiveRanges[2 * receives] = b.lo;
                receiveRanges[2 * receives + 1] = hi;
                receives++;
                rLo = Math.min(rLo, b.lo);
                rHi = Math.max(rHi, hi);
            }
        }
        return new PendingSummary(sends, receives, sLo, sHi, rLo, rHi, writesToReceives,
                merged(sendRanges, sends), merged(receiveRanges, receives));
    }

    /**
     * The union of the first {@code n} [lo, hi) pairs of {@code ranges} as sorted, disjoint pairs (touching ones
     * joined): a sweep over the sorted starts and the sorted ends, a range open while more have started than ended.
     */
    static long[] merged(long[] ranges, int n) {
        if (n == 0) {
            return new long[0];
        }
        long[] starts = new long[n];
        long[] ends = new long[n];
        for (int k = 0; k < n; k++) {
            starts[k] = ranges[2 * k];
            ends[k] = ranges[2 * k + 1];
        }
        java.util.Arrays.sort(starts);
        java.util.Arrays.sort(ends);
        long[] out = new long[2 * n];
        int m = 0;
        int open = 0;
        int e = 0;
        for (int k = 0; k < n; k++) {
            // close every range ending before this start (one ending exactly here touches it: keep it open)
            while (e < n && ends[e] < starts[k]) {
                if (--open == 0) {
                    out[2 * m - 1] = ends[e];
                }
                e++;
            }
            if (open++ == 0) {
                out[2 * m] = starts[k];
                m++;
            }
        }
        out[2 * m - 1] = ends[n - 1];
        return java.util.Arrays.copyOf(out, 2 * m);
    }

    /** Whether [address, address + length) meets one of the sorted, disjoint {@code ranges}. */
    private static boolean meets(long[] ranges, long address, long length) {
        long end = address + length;
        // the last range starting before end is the only candidate (ranges are disjoint and sorted)
        int lo = 0;
        int hi = ranges.length / 2 - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (ranges[2 * mid] < end) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found >= 0 && ranges[2 * found + 1] > address;
    }

    private static long saturatedAdd(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
    }

    /** AT: a write can only conflict with pending send-side buffers (and receive-side ones, when checked). */
    public boolean writeMayConflict() {
        return sends != 0 || (writesToReceives && receives != 0);
    }

    /** AT: a read can only conflict with pending receive-side buffers. */
    public boolean readMayConflict() {
        return receives != 0;
    }

    /** MR, inline part: [address, address + length) meets the hull of a kind a write conflicts with. */
    public boolean writeInHull(long address, long length) {
        long end = address + length;
        return (address < sendHi && end > sendLo) || (writesToReceives && address < receiveHi && end > receiveLo);
    }

    /** MR, inline part: [address, address + length) meets the hull of the pending receive-side buffers. */
    public boolean readInHull(long address, long length) {
        return address < receiveHi && address + length > receiveLo;
    }

    /** MR: [address, address + length) meets a pending buffer of a kind a write conflicts with. */
    public boolean writeInRange(long address, long length) {
        return meets(sendRanges, address, length) || (writesToReceives && meets(receiveRanges, address, length));
    }

    /** MR: [address, address + length) meets a pending receive-side buffer. */
    public boolean readInRange(long address, long length) {
        return meets(receiveRanges, address, length);
    }

    @Override
    public String toString() {
        return "sends " + sends + " [0x" + Long.toHexString(sendLo) + ", 0x" + Long.toHexString(sendHi)
                + "), receives " + receives + " [0x" + Long.toHexString(receiveLo) + ", 0x"
                + Long.toHexString(receiveHi) + ")";
    }
}
