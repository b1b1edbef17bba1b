package race;

/**
 * The hull of every origin buffer this rank's operations were given, and whether one of them is in use by the
 * library now: the probes ({@link Accesses}) record loads and stores inside the hull while one is. Growing the hull
 * or bringing it to life forgets the sites the locality cache holds.
 */
final class OriginHull {
    /** The hull [lo, hi), read by every load or store recorded (empty at first). */
    long lo = Long.MAX_VALUE;
    long hi = Long.MIN_VALUE;
    /** Some operation with an origin buffer is in flight at the origin. */
    private boolean live;
    private final LocalityCache cache;

    OriginHull(LocalityCache cache) {
        this.cache = cache;
    }

    /** The first byte of origin buffer {@code i}: before its address when its type reaches back (first range). */
    static long start(long[] address, long[][] ranges, int i) {
        return address[i] + (ranges != null && ranges[i] != null && ranges[i].length > 0 ? Math.min(0, ranges[i][0])
                : 0);
    }

    /** The hull grows to cover these buffers (the probes then record loads and stores there). */
    void widen(long[] address, long[] bytes, long[][] ranges) {
        for (int i = 0; i < address.length; i++) {
            long from = start(address, ranges, i);
            if (bytes[i] > 0 && (from < lo || address[i] + bytes[i] > hi)) {
                lo = Math.min(lo, from);
                hi = Math.max(hi, address[i] + bytes[i]);
                Accesses.origin(lo, hi);
                cache.invalidate();
            }
        }
    }

    /** Whether some origin buffer is in use by the library now. */
    boolean live() {
        return live;
    }

    /** Shows or hides the hull to the probes as an origin buffer is in use by the library or none is. */
    void live(boolean now) {
        if (now != live) {
            live = now;
            Accesses.originLive(now);
            if (now) {
                cache.invalidate(); // sites cached as never while origin buffers could not race
            }
        }
    }
}
