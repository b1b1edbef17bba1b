package syncchecker.core;

import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import mpi.shim.event.BufferUse;
import mpi.shim.types.TypeMaps;

/**
 * Derives the {@link DataMap} of a datatype handle from the library itself, through the binding's typemap walk
 * ({@link TypeMaps}: MPI_Type_get_envelope and MPI_Type_get_contents, recursively), so every constructor the
 * binding offers, now or later, is understood without the checker having to see it being called.
 */
public final class DataMaps {
    /** Predefined handles are never freed, so their maps can be kept; derived handles may be reused. */
    private static final ConcurrentHashMap<Long, DataMap> NAMED_MAPS = new ConcurrentHashMap<>();

    private DataMaps() {}

    /** The predefined type asked for last, with its map: a program posts mostly one type (no boxing, no hash). */
    private static volatile Named last = new Named(0, null);

    private static final class Named {
        final long handle;
        final DataMap map;

        Named(long handle, DataMap map) {
            this.handle = handle;
            this.map = map;
        }
    }

    /**
     * {address, bytes}: the byte hull of the elements a buffer use names, from its first byte touched to its last
     * (the datatype's gaps at either end left out).
     */
    public static long[] byteHull(BufferUse u) {
        DataMap map = of(u.datatype);
        long start = map.hullStart(u.count);
        return new long[] {u.address + start, map.hullEnd(u.count) - start};
    }

    /** The data-map of {@code datatype}; falls back to the true-extent hull when decoding fails. */
    public static DataMap of(long datatype) {
        Named l = last;
        if (l.handle == datatype && l.map != null) {
            return l.map;
        }
        DataMap known = NAMED_MAPS.get(datatype);
        if (known != null) {
            last = new Named(datatype, known);
            return known;
        }
        try {
            long extent = TypeMaps.extent(datatype)[1];
            if (TypeMaps.named(datatype)) {
                // pair types such as MPI.DOUBLE_INT have padding after their size bytes
                DataMap m = DataMap.of(List.of(new long[] {0, TypeMaps.size(datatype)}), extent, false);
                NAMED_MAPS.put(datatype, m);
                return m;
            }
            List<long[]> segments = TypeMaps.segments(datatype);
            if (segments == null) {
                long[] t = TypeMaps.trueExtent(datatype);
                return DataMap.hull(t[0], t[1], extent);
            }
            return DataMap.of(segments, extent, false);
        } catch (RuntimeException e) {
            long[] t = TypeMaps.trueExtent(datatype);
            return DataMap.hull(t[0], t[1], TypeMaps.extent(datatype)[1]);
        }
    }
}
