package syncchecker.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The bytes one element of a datatype covers, as sorted, merged segments (displacement, length) relative to the
 * element's start, plus the extent that separates consecutive elements. Gaps between segments (vector strides,
 * struct padding, resized extents) carry no message data: an access there conflicts with nothing.
 */
public final class DataMap {
    /** Above this many segments per element a map is replaced by its hull (conservative, see {@link #approximate}). */
    static final int MAX_SEGMENTS = 1 << 16;

    private final long[] disp;
    private final long[] len;
    private final long extent;
    /** Hull of one element: [lo, hi). */
    private final long lo;
    private final long hi;
    /** True when gaps were dropped because the datatype could not be decoded exactly. */
    public final boolean approximate;

    private DataMap(long[] disp, long[] len, long extent, boolean approximate) {
        this.disp = disp;
        this.len = len;
        this.extent = extent;
        this.approximate = approximate;
        this.lo = disp.length == 0 ? 0 : disp[0];
        long h = lo;
        for (int i = 0; i < disp.length; i++) {
            h = Math.max(h, disp[i] + len[i]);
        }
        this.hi = h;
    }

    /** A gap-free type of {@code size} bytes per element (extent == size). */
    public static DataMap contiguous(long size) {
        return size <= 0 ? new DataMap(new long[0], new long[0], 0, false)
                : new DataMap(new long[] {0}, new long[] {size}, size, false);
    }

    /** Segments given as (displacement, length) pairs, in any order, overlapping or not. */
    public static DataMap of(List<long[]> segments, long extent, boolean approximate) {
        List<long[]> s = new ArrayList<>();
        for (long[] seg : segments) {
            if (seg[1] > 0) {
                s.add(seg);
            }
        }
        s.sort((a, b) -> Long.compare(a[0], b[0]));
        List<long[]> merged = new ArrayList<>();
        for (long[] seg : s) {
            long[] last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            if (last != null && seg[0] <= last[0] + last[1]) {
                last[1] = Math.max(last[1], seg[0] + seg[1] - last[0]);
            } else {
                merged.add(new long[] {seg[0], seg[1]});
            }
        }
        long[] d = new long[merged.size()];
        long[] l = new long[merged.size()];
        for (int i = 0; i < d.length; i++) {
            d[i] = merged.get(i)[0];
            l[i] = merged.get(i)[1];
        }
        return new DataMap(d, l, extent, approximate);
    }

    /** A map covering [lo, lo + length) of each element: the fallback when a type cannot be decoded. */
    public static DataMap hull(long lo, long length, long extent) {
        return new DataMap(new long[] {lo}, new long[] {Math.max(0, length)}, extent, true);
    }

    public long extent() {
        return extent;
    }

    public int segments() {
        return disp.length;
    }

    /** True when one element is one run of bytes as long as the extent: count elements are one run. */
    public boolean isContiguous() {
        return disp.length == 1 && disp[0] == 0 && len[0] == extent;
    }

    /** Start of the bytes {@code count} elements reach, relative to the buffer start. */
    public long hullStart(long count) {
        if (count <= 0 || disp.length == 0) {
            return 0;
        }
        return Math.min(lo, lo + (count - 1) * extent);
    }

    /** End (exclusive) of the bytes {@code count} elements reach, relative to the buffer start. */
    public long hullEnd(long count) {
        if (count <= 0 || disp.length == 0) {
            return 0;
        }
        return Math.max(hi, hi + (count - 1) * extent);
    }

    /** Bytes of message data in {@code count} elements. */
    public long messageBytes(long count) {
        long per = 0;
        for (long l : len) {
            per += l;
        }
        return per * Math.max(0, count);
    }

    /**
     * The message bytes of {@code count} elements, relative to the buffer start, that the relative range
     * [from, to) touches, as {from, to} (for a type with gaps: the first run of them); null when the range
     * touches only gaps or lies outside.
     */
    public long[] overlap(long count, long from, long to) {
        if (count <= 0 || disp.length == 0 || from >= to) {
            return null;
        }
        if (isContiguous()) {
            long a = Math.max(from, 0);
            long b = Math.min(to, count * extent);
            return a < b ? new long[] {a, b} : null;
        }
        long kLo;
        long kHi;
        if (extent > 0) {
            kLo = Math.max(0, Math.floorDiv(from - hi, extent));
            kHi = Math.min(count - 1, Math.floorDiv(to - 1 - lo, extent));
        } else {
            kLo = 0;
            kHi = extent == 0 ? 0 : count - 1;
        }
        if (kHi - kLo > 1_000_000) {
            // a huge access over a huge buffer: it certainly covers message bytes somewhere in between
            long a = Math.max(from, hullStart(count));
            long b = Math.min(to, hullEnd(count));
            return a < b ? new long[] {a, b} : null;
        }
        for (long k = kLo; k <= kHi; k++) {
            long base = k * extent;
            for (int i = 0; i < disp.length; i++) {
                long s = base + disp[i];
                long e = s + len[i];
                long a = Math.max(s, from);
                long b = Math.min(e, to);
                if (a < b) {
                    return new long[] {a, b};
                }
            }
        }
        return null;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("DataMap{extent=").append(extent).append(", segments=");
        for (int i = 0; i < Math.min(disp.length, 8); i++) {
            sb.append('(').append(disp[i]).append(',').append(len[i]).append(')');
        }
        if (disp.length > 8) {
            sb.append("...+").append(disp.length - 8);
        }
        return sb.append(approximate ? ", approximate}" : "}").toString();
    }

    long[] displacements() {
        return Arrays.copyOf(disp, disp.length);
    }
}
