package mpi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import mpi.shim.types.TypeMaps;

/**
 * The exact bytes {@code count} elements of a datatype touch, for the one-sided events: a derived type with gaps
 * (vector, indexed, struct padding) is reported as its segments, so two ranks' interleaved strided accesses are
 * not mistaken for overlapping ones. Each datatype's element map is read once (through {@link TypeMaps}) and kept
 * while the Datatype object lives. Used only when a listener is registered.
 */
final class TypeRanges {
    /** Above this many ranges an access is reported as its hull (conservative: may overlap more). */
    static final int MAX_RANGES = 4096;

    private static final Map<Datatype, long[]> ELEMENTS = new WeakHashMap<>();
    private static final long[] GAPLESS = new long[0];

    private TypeRanges() {}

    /**
     * Sorted disjoint [from, to) pairs relative to the buffer start covered by {@code count} elements of
     * {@code type}; null when they form one range (or are too many to list, or the type cannot be decoded).
     */
    static long[] of(Datatype type, long count) {
        if (count <= 0 || type.predefinedGapless()) {
            return null;
        }
        long[] element = element(type);
        if (element == GAPLESS || element == null) {
            return null;
        }
        long extent = element[0];
        int segs = (element.length - 1) / 2;
        if (count * segs > MAX_RANGES) {
            return null;
        }
        List<long[]> runs = new ArrayList<>();
        for (long k = 0; k < count; k++) {
            for (int i = 0; i < segs; i++) {
                long from = k * extent + element[1 + 2 * i];
                runs.add(new long[] {from, from + element[2 + 2 * i]});
            }
        }
        runs.sort((a, b) -> Long.compare(a[0], b[0]));
        List<long[]> merged = new ArrayList<>();
        for (long[] r : runs) {
            long[] last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            if (last != null && r[0] <= last[1]) {
                last[1] = Math.max(last[1], r[1]);
            } else {
                merged.add(r);
            }
        }
        if (merged.size() <= 1) {
            return null;
        }
        long[] out = new long[2 * merged.size()];
        for (int i = 0; i < merged.size(); i++) {
            out[2 * i] = merged.get(i)[0];
            out[2 * i + 1] = merged.get(i)[1];
        }
        return out;
    }

    /** {extent, d0, len0, d1, len1, ...} of one element; GAPLESS for gap-free types; null when undecodable. */
    private static long[] element(Datatype type) {
        synchronized (ELEMENTS) {
            long[] known = ELEMENTS.get(type);
            if (known != null) {
                return known;
            }
        }
        long[] e;
        try {
            if (type.isContiguous()) {
                e = GAPLESS;
            } else {
                long h = type.handle;
                List<long[]> segments = TypeMaps.named(h) ? List.of(new long[] {0, TypeMaps.size(h)})
                        : TypeMaps.segments(h);
                if (segments == null) {
                    return null;
                }
                e = new long[1 + 2 * segments.size()];
                e[0] = TypeMaps.extent(h)[1];
                for (int i = 0; i < segments.size(); i++) {
                    e[1 + 2 * i] = segments.get(i)[0];
                    e[2 + 2 * i] = segments.get(i)[1];
                }
            }
        } catch (MPIException | RuntimeException ex) {
            return null;
        }
        synchronized (ELEMENTS) {
            ELEMENTS.put(type, e);
        }
        return e;
    }
}
