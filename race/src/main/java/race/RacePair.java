package race;

import java.util.Objects;

/** A potential (phase I) or confirmed (phase II) race: two accesses, the first the earlier recorded. */
public final class RacePair {
    public final Access first;
    public final Access second;
    public final boolean confirmed;

    public RacePair(Access first, Access second, boolean confirmed) {
        this.first = first;
        this.second = second;
        this.confirmed = confirmed;
    }

    /** Deduplication key: the two sites (unordered) and the window. */
    public String key() {
        String a = first.site + "/" + first.call;
        String b = second.site + "/" + second.call;
        return first.window + "|" + (a.compareTo(b) <= 0 ? a + "|" + b : b + "|" + a);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RacePair && ((RacePair) o).key().equals(key());
    }

    @Override
    public int hashCode() {
        return Objects.hash(key());
    }

    @Override
    public String toString() {
        return (confirmed ? "confirmed" : "potential") + " race: " + first + " <-> " + second;
    }
}
