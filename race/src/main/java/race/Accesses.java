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
