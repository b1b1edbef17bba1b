package syncchecker.core;

/**
 * What the filters of the instrumented fast path read: the paper's send list and receive list reduced to a count
 * and a [lo, hi) address range per kind (send side: buffers the library reads; receive side: buffers it writes),
 * the widest gap inside that hull, and each kind's exact ranges (sorted, merged). The probes' inline test is a
 * {@link #window} of the accessed buffer computed from the hull and the gap; the exact ranges decide the accesses
 * outside it. Immutable and published through one volatile field by the checker on every post, completion and
 * free, so a probe sees a count and ranges that belong together. Only direct (native) memory is ever pending here:
 * the binding takes direct buffers only for nonblocking calls, so heap memory has no summary at all.
 */
public final class PendingSummary {
    public final int sends;
    public final int receives;
    /** Writes conflict with pending receives too (setting syncchecker.writesToReceives). */
    public final boolean writesToReceives;
    /**
     * What the probes' {@link #window} is made of: a read can only conflict with a pending buffer if it meets
     * [readLo, readLo + readSpan) and is not inside [readGapLo, readGapHi), the widest hole between the pending
     * buffers of that kind; a write likewise with the kinds a write conflicts with. Span 0 when no buffer of those
     * kinds is pending; {@link #NONE} has every span 0, for when nothing is pending at all. A halo exchange posts
     * buffers at both ends of an array whose middle is computed meanwhile: the hull holds the middle, the gap takes
     * it out again.
     */
    public final long readLo;
    public final long readSpan;
    public final long readGapLo;
    public final long readGapHi;
    public final long writeLo;
    public final long writeSpan;
    public final long writeGapLo;
    public final long writeGapHi;
    /** What the probes read while nothing is pending: every buffer's window is the whole buffer. */
    public static final PendingSummary NONE = new PendingSummary(0, 0, false, new long[0], new long[0]);
    /** [lo0, hi0, lo1, hi1, ...) of what a read, and what a write, can conflict with: sorted, disjoint. */
    private final long[] readRanges;
    private final long[] writeRanges;

    PendingSummary(int sends, int receives, boolean writesToReceives, long[] writeRanges,
            long[] receiveRanges) {
        this.sends = sends;
        this.receives = receives;
        this.writesToReceives = writesToReceives;
        this.readRanges = receiveRanges;
        this.writeRanges = writeRanges;
        readLo = hullLo(readRanges);
        readSpan = hullSpan(readRanges);
        int g = widestGap(readRanges);
        readGapLo = g == 0 ? 0 : readRanges[2 * g - 1];
        readGapHi = g == 0 ? 0 : readRanges[2 * g];
        writeLo = hullLo(writeRanges);
        writeSpan = hullSpan(writeRanges);
        g = widestGap(writeRanges);
        writeGapLo = g == 0 ? 0 : writeRanges[2 * g - 1];
        writeGapHi = g == 0 ? 0 : writeRanges[2 * g];
    }

    /** The hull of sorted disjoint ranges: its start and its span (0 and 0 for none). */
    private static long hullLo(long[] ranges) {
        return ranges.length == 0 ? 0 : ranges[0];
    }

    private static long hullSpan(long[] ranges) {
        return ranges.length == 0 ? 0 : ranges[ranges.length - 1] - ranges[0];
    }

    /** k such that the hole between range k - 1 and range k is the widest, or 0 when there is no hole. */
    private static int widestGap(long[] ranges) {
        int widest = 0;
        long width = 0;
        for (int k = 1; k < ranges.length / 2; k++) {
            if (ranges[2 * k] - ranges[2 * k - 1] > width) {
                width = ranges[2 * k] - ranges[2 * k - 1];
                widest = k;
            }
        }
        return widest;
    }

    static final long[] EMPTY = new long[0];

    /**
     * The probes' inline test for a read: the element indices of the buffer at {@code base} ({@code capacity}
     * bytes, elements of {@code elementBytes}, a power of two) where a read of {@code bytes} bytes cannot meet a
     * pending buffer that a read conflicts with, as {@link #window}. Reads and writes have a method each, with no
     * branch between them: a shared method's branch would carry the whole program's mix of reads and writes in its
     * profile, and since JDK 18 C2 inlines a callee of {@link #window}'s size only where that profile says it is
     * called often enough (a quarter of the caller's calls, no longer a fixed count); a load site whose loop was
     * compiled while loops of stores dominated the profile kept {@link #window} as a call per access, and
     * kernels.StencilRma under race checking on JDK 25 ran 40 times slower.
     */
    public long readWindow(long base, long capacity, int elementBytes, long bytes) {
        return window(readLo, readSpan, readGapLo, readGapHi, base, capacity, elementBytes, bytes);
    }

    /** {@link #readWindow} for a write: the pending buffers a write conflicts with. */
    public long writeWindow(long base, long capacity, int elementBytes, long bytes) {
        return window(writeLo, writeSpan, writeGapLo, writeGapHi, base, capacity, elementBytes, bytes);
    }

    /**
     * The longest of the buffer's three holes in the pending ranges (before the hull, after it, and the widest
     * gap inside it) as element indices: {@code first << 32 | count}; {@link #inWindow} tests an index. It
     * depends on the buffer and the summary, not on the index, so in a loop over one buffer the JIT computes it
     * once and the test per access is one unsigned compare of the index. Branch-free on purpose: with branches,
     * a scratch loop of kernels.Cg's rows ran at twice the plain time wherever their profile showed one side
     * only (the untaken side becomes a trap, and the computation stayed inside the loop); branch-free, at the
     * plain time.
     */
    static long window(long lo, long span, long gapLo, long gapHi, long base, long capacity, int elementBytes,
            long bytes) {
        long hullStart = clamp(lo - base, capacity);
        long hullEnd = clamp(lo + span - base, capacity);
        long gapStart = clamp(gapLo - base, capacity);
        long gapEnd = clamp(gapHi - base, capacity);
        long afterIsLonger = (hullStart - (capacity - hullEnd)) >> 63; // all ones or zero
        long from = hullEnd & afterIsLonger;
        long to = hullStart ^ ((hullStart ^ capacity) & afterIsLonger);
        long gapIsLonger = ((to - from) - (gapEnd - gapStart)) >> 63;
        from ^= (from ^ gapStart) & gapIsLonger;
        to ^= (to ^ gapEnd) & gapIsLonger;
        int shift = Integer.numberOfTrailingZeros(elementBytes);
        long first = (from + elementBytes - 1) >> shift;
        long count = ((to - bytes) >> shift) - first + 1; // the last index whose bytes end by `to`, floored
        count &= ~(count >> 63);
        return first << 32 | count;
    }

    /** x limited to [0, max], without a branch. */
    private static long clamp(long x, long max) {
        x &= ~(x >> 63);
        long over = x - max;
        return max + (over & (over >> 63));
    }

    /**
     * Whether element {@code index} lies in a {@link #window}. Never for the probes' relative-access index
     * (Integer.MIN_VALUE): taken unsigned, its distance from any first index exceeds every count.
     */
    public static boolean inWindow(long window, int index) {
        return Integer.compareUnsigned(index - (int) (window >>> 32), (int) window) < 0;
    }

    /** Whether this summary holds exactly these counts and ranges (the first 2 * n longs of each array). */
    boolean holds(int sends, int receives, boolean writesToReceives, long[] writes, int nWrites, long[] reads,
            int nReads) {
        return this.sends == sends && this.receives == receives && this.writesToReceives == writesToReceives
                && java.util.Arrays.equals(writeRanges, 0, writeRanges.length, writes, 0, 2 * nWrites)
                && java.util.Arrays.equals(readRanges, 0, readRanges.length, reads, 0, 2 * nReads);
    }

    /**
     * Sorts the first {@code n} [lo, hi) pairs of {@code ranges} and joins the overlapping and touching ones, in that
     * array: returns how many sorted, disjoint pairs remain at its start.
     */
    static int joinInPlace(long[] ranges, int n) {
        if (n <= 1) { // the common case (one buffer of a kind pending): nothing to sort or join
            return n;
        }
        return n <= SMALL ? joinSmall(ranges, n) : joinSweep(ranges, n);
    }

    /** A sweep over the sorted starts and the sorted ends, a range open while more have started than ended. */
    private static int joinSweep(long[] ranges, int n) {
        long[] starts = new long[n];
        long[] ends = new long[n];
        for (int k = 0; k < n; k++) {
            starts[k] = ranges[2 * k];
            ends[k] = ranges[2 * k + 1];
        }
        java.util.Arrays.sort(starts);
        java.util.Arrays.sort(ends);
        int m = 0;
        int open = 0;
        int e = 0;
        for (int k = 0; k < n; k++) {
            // close every range ending before this start (one ending exactly here touches it: keep it open)
            while (e < n && ends[e] < starts[k]) {
                if (--open == 0) {
                    ranges[2 * m - 1] = ends[e];
                }
                e++;
            }
            if (open++ == 0) {
                ranges[2 * m] = starts[k];
                m++;
            }
        }
        ranges[2 * m - 1] = ends[n - 1];
        return m;
    }

    /** Up to this many ranges are sorted in place (insertion sort, no extra arrays): a post's usual case. */
    private static final int SMALL = 16;

    /** {@link #joinInPlace} for a few ranges: pairs sorted by start, then each one joined to the previous it meets. */
    private static int joinSmall(long[] out, int n) {
        for (int k = 1; k < n; k++) {
            long lo = out[2 * k];
            long hi = out[2 * k + 1];
            int j = k - 1;
            while (j >= 0 && out[2 * j] > lo) {
                out[2 * j + 2] = out[2 * j];
                out[2 * j + 3] = out[2 * j + 1];
                j--;
            }
            out[2 * j + 2] = lo;
            out[2 * j + 3] = hi;
        }
        int m = 0; // ranges kept so far; the last kept one is [out[2m-2], out[2m-1])
        for (int k = 0; k < n; k++) {
            long lo = out[2 * k];
            long hi = out[2 * k + 1];
            if (m > 0 && lo <= out[2 * m - 1]) {
                out[2 * m - 1] = Math.max(out[2 * m - 1], hi);
            } else {
                out[2 * m] = lo;
                out[2 * m + 1] = hi;
                m++;
            }
        }
        return m;
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

    static long saturatedAdd(long a, long b) {
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

    /** MR: [address, address + length) meets a pending buffer of a kind a write conflicts with. */
    public boolean writeInRange(long address, long length) {
        return meets(writeRanges, address, length);
    }

    /** MR: [address, address + length) meets a pending receive-side buffer. */
    public boolean readInRange(long address, long length) {
        return meets(readRanges, address, length);
    }

    @Override
    public String toString() {
        return "sends " + sends + ", receives " + receives + ", writes meet " + java.util.Arrays.toString(writeRanges)
                + ", reads meet " + java.util.Arrays.toString(readRanges);
    }
}
