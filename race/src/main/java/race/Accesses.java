package race;

import java.util.function.IntFunction;

/**
 * Entry points for instrumented application loads and stores of direct-buffer memory (the syncchecker agent's
 * probes call these with the native address and byte count of each access and its site id). Cheap when race
 * checking is off (one volatile read) and for sites cached as never touching window or origin-buffer memory.
 */
public final class Accesses {
    private static volatile IntFunction<Site> sites = id -> new Site("site#" + id, "?", null, -1);

    private Accesses() {}

    /** How site ids map to source locations (the agent's site table). */
    public static void siteNames(IntFunction<Site> names) {
        sites = names;
    }

    static Site site(int id) {
        Site s = sites.apply(id);
        return s != null ? s : Site.UNKNOWN;
    }

    /**
     * Hull [trackedLo, trackedHi) of all memory a load or store can matter for: this rank's windows (own,
     * attached, other ranks' shared parts mapped here) and the origin buffers seen. Plain fields, replaced when
     * that memory grows (never shrunk: a larger hull only costs calls), so the probes can test a whole buffer
     * inline and the JIT can keep the test out of the application's loop; only buffers that meet it pay a call.
     */
    private static long trackedLo;
    private static long trackedHi;

    /** Whether [address, address + bytes) may be window or origin-buffer memory (see {@link #trackedLo}). */
    public static boolean mayTrack(long address, long bytes) {
        return address < trackedHi && address + bytes > trackedLo;
    }

    /** The tracked memory now spans [lo, hi) at least. */
    static synchronized void tracked(long lo, long hi) {
        if (trackedHi <= trackedLo) {
            trackedLo = lo;
            trackedHi = hi;
        } else {
            trackedLo = Math.min(trackedLo, lo);
            trackedHi = Math.max(trackedHi, hi);
        }
    }

    /** Whether race checking runs (one volatile read): probes skip computing addresses otherwise. */
    public static boolean active() {
        return RaceChecker.current() != null;
    }

    /** The application read {@code bytes} bytes at native {@code address} at site {@code site}. */
    public static void load(long address, long bytes, int site) {
        RaceChecker c = RaceChecker.current();
        if (c != null && !c.cache().never(site) && bytes > 0) {
            c.local(address, bytes, false, site);
        }
    }

    /** The application wrote {@code bytes} bytes at native {@code address} at site {@code site}. */
    public static void store(long address, long bytes, int site) {
        RaceChecker c = RaceChecker.current();
        if (c != null && !c.cache().never(site) && bytes > 0) {
            c.local(address, bytes, true, site);
        }
    }
}
