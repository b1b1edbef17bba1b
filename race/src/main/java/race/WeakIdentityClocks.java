package race;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

/**
 * Synchronization objects to their clocks, by identity (a lock's equals/hashCode are the application's and may
 * change), holding the objects weakly so a program that synchronizes on many short-lived objects does not keep
 * them alive. A chained hash table over identity hash codes; lookups allocate nothing.
 */
final class WeakIdentityClocks {
    private static final class Entry extends WeakReference<Object> {
        final int hash;
        final SyncClock clock;
        Entry next;

        Entry(Object key, int hash, SyncClock clock, Entry next, ReferenceQueue<Object> queue) {
            super(key, queue);
            this.hash = hash;
            this.clock = clock;
            this.next = next;
        }
    }

    private final ReferenceQueue<Object> queue = new ReferenceQueue<>();
    private Entry[] table = new Entry[64];
    private int size;

    /** The clock of {@code key}, or null when it never was released nor aliased. */
    synchronized SyncClock get(Object key) {
        int h = System.identityHashCode(key);
        for (Entry e = table[h & (table.length - 1)]; e != null; e = e.next) {
            if (e.hash == h && e.get() == key) {
                return e.clock;
            }
        }
        return null;
    }

    /** The clock of {@code key}, created when missing. */
    synchronized SyncClock getOrCreate(Object key) {
        SyncClock c = get(key);
        if (c == null) {
            c = new SyncClock();
            put(key, c);
        }
        return c;
    }

    /** Makes {@code key} share {@code clock} unless it has a clock already. */
    synchronized void putIfAbsent(Object key, SyncClock clock) {
        if (get(key) == null) {
            put(key, clock);
        }
    }

    /** Replaces the clock of {@code key} by {@code clock}. */
    synchronized void replace(Object key, SyncClock clock) {
        remove(key);
        put(key, clock);
    }

    /** Takes the clock of {@code key} out (null when it has none). */
    synchronized SyncClock remove(Object key) {
        int h = System.identityHashCode(key);
        for (Entry e = table[h & (table.length - 1)]; e != null; e = e.next) {
            if (e.hash == h && e.get() == key) {
                unlink(e);
                return e.clock;
            }
        }
        return null;
    }

    private void put(Object key, SyncClock clock) {
        expunge();
        if (size >= table.length * 3 / 4) {
            resize();
        }
        int h = System.identityHashCode(key);
        int i = h & (table.length - 1);
        table[i] = new Entry(key, h, clock, table[i], queue);
        size++;
    }

    private void resize() {
        Entry[] old = table;
        table = new Entry[old.length * 2];
        for (Entry head : old) {
            for (Entry e = head; e != null;) {
                Entry next = e.next;
                int i = e.hash & (table.length - 1);
                e.next = table[i];
                table[i] = e;
                e = next;
            }
        }
    }

    /** Drops entries whose object was collected (one removed before is no longer in the table). */
    private void expunge() {
        for (Reference<?> r; (r = queue.poll()) != null;) {
            unlink((Entry) r);
        }
    }

    /** Takes {@code target} out of its bucket, if it is there. */
    private void unlink(Entry target) {
        int i = target.hash & (table.length - 1);
        for (Entry e = table[i], prev = null; e != null; prev = e, e = e.next) {
            if (e == target) {
                if (prev == null) {
                    table[i] = e.next;
                } else {
                    prev.next = e.next;
                }
                size--;
                return;
            }
        }
    }

    synchronized int size() {
        expunge();
        return size;
    }
}
