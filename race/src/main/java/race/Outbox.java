package race;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The accesses this rank recorded since the last exchange, per owner (world rank), until they are shipped there;
 * and how many it recorded in all.
 */
final class Outbox {
    /** A list per owner rank, grown on demand (null: nothing for that rank). */
    private List<Access>[] perOwner = newLists(0);
    private long recorded;

    @SuppressWarnings("unchecked")
    private static List<Access>[] newLists(int ranks) {
        return (List<Access>[]) new List<?>[ranks];
    }

    /** Puts {@code a}, its end known, in the outbox of its owner. */
    void add(Access a) {
        if (a.owner >= perOwner.length) {
            perOwner = Arrays.copyOf(perOwner, Math.max(a.owner + 1, 2 * perOwner.length));
        }
        List<Access> list = perOwner[a.owner];
        if (list == null) {
            list = new ArrayList<>();
            perOwner[a.owner] = list;
        }
        list.add(a);
        recorded++;
    }

    /** Takes the accesses recorded for each owner (world rank) since the last call. */
    Map<Integer, List<Access>> take() {
        Map<Integer, List<Access>> out = new TreeMap<>();
        for (int r = 0; r < perOwner.length; r++) {
            if (perOwner[r] != null) {
                out.put(r, perOwner[r]);
                perOwner[r] = null;
            }
        }
        return out;
    }

    /** How many accesses were put in so far. */
    long recorded() {
        return recorded;
    }
}
