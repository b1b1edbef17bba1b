package race;

import java.util.Arrays;

/** Sorted disjoint [lo, hi) ranges as a flat array of pairs (lo0, hi0, lo1, hi1, ...), never changed in place. */
final class Ranges {
    private Ranges() {}

    /** {@code ranges} with [lo, hi) added: ranges that overlap or touch it are merged with it. */
    static long[] add(long[] ranges, long lo, long hi) {
        if (hi <= lo) {
            return ranges;
        }
        long[] out = new long[ranges.length + 2];
        int n = 0;
        int i = 0;
        while (i < ranges.length && ranges[i + 1] < lo) {
            out[n++] = ranges[i++];
            out[n++] = ranges[i++];
        }
        while (i < ranges.length && ranges[i] <= hi) {
            lo = Math.min(lo, ranges[i]);
            hi = Math.max(hi, ranges[i + 1]);
            i += 2;
        }
        out[n++] = lo;
        out[n++] = hi;
        while (i < ranges.length) {
            out[n++] = ranges[i++];
        }
        return Arrays.copyOf(out, n);
    }

    /** At most {@code count} ranges covering {@code ranges}: the smallest gaps between neighbours are filled first. */
    static long[] coarsen(long[] ranges, int count) {
        long[] out = ranges;
        while (out.length > 2 * count) {
            int gap = 1; // index of the hi that ends the smallest gap
            for (int k = 3; k + 1 < out.length; k += 2) {
                if (out[k + 1] - out[k] < out[gap + 1] - out[gap]) {
                    gap = k;
                }
            }
            long[] merged = new long[out.length - 2];
            System.arraycopy(out, 0, merged, 0, gap);
            System.arraycopy(out, gap + 2, merged, gap, out.length - gap - 2);
            out = merged;
        }
        return out;
    }
}
