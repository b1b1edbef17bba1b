package race;

/**
 * The memory one of this rank's windows exposes, in this process's addresses, and when (this rank's event
 * sequence) it was exposed. The owner's checker uses it to find the same bytes reached under another name: through
 * a second window over the same memory, or as an origin buffer of this rank that lies inside a window.
 */
final class WindowMemory {
    final String id;
    final long base;
    final long size;
    final long created;
    /** When the window was freed ({@link Access#NEVER} while it lives). */
    private volatile long freed = Access.NEVER;

    WindowMemory(String id, long base, long size, long created) {
        this.id = id;
        this.base = base;
        this.size = size;
        this.created = created;
    }

    void freed(long seq) {
        freed = seq;
    }

    /** Whether [lo, hi) (addresses) meets this memory. */
    boolean holds(long lo, long hi) {
        return lo < base + size && base < hi;
    }

    /** Whether this window lived at some point of [from, to] (event sequence). */
    boolean livedDuring(long from, long to) {
        return created <= to && from <= freed;
    }

    boolean livedWith(WindowMemory other) {
        return livedDuring(other.created, other.freed);
    }
}
