package syncchecker.core;

import java.util.ArrayList;
import java.util.List;
import syncchecker.report.Frame;

/**
 * Source locations of instrumented buffer accesses, numbered when a class is instrumented so the probe passes
 * only an int; the location is looked up only when an access hits a pending buffer.
 */
public final class AccessSites {
    private static final List<Frame> SITES = new ArrayList<>();
    private static final java.util.Map<Frame, Integer> IDS = new java.util.HashMap<>();

    private AccessSites() {}

    public static synchronized int register(String className, String method, String file, int line) {
        SITES.add(new Frame(className, method, file, line));
        race.Accesses.siteCount(SITES.size());
        return SITES.size() - 1;
    }

    /**
     * The id of a site found at run time (an MPI call reading or writing a buffer, the caller of a method reference
     * to a buffer accessor), registered once.
     */
    public static synchronized int idOf(Frame where) {
        Integer id = IDS.get(where);
        if (id == null) {
            SITES.add(where);
            id = SITES.size() - 1;
            IDS.put(where, id);
            race.Accesses.siteCount(SITES.size());
        }
        return id;
    }

    public static synchronized Frame get(int id) {
        return id >= 0 && id < SITES.size() ? SITES.get(id) : null;
    }
}
