package mpi.shim.ffm;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.nio.Buffer;
import java.util.HashMap;
import java.util.Map;

/**
 * Which direct buffer each slice made by {@code MPI.slice} was cut from, for the FFM path: the JDK keeps a slice's
 * parent in a field that only sun.misc.Unsafe (or opening java.nio) reads. Keys are held weakly and compared by
 * identity (a buffer's equals compares its contents); an entry goes with its slice.
 */
final class DirectOwners {
    private static final ReferenceQueue<Buffer> GONE = new ReferenceQueue<>();
    private static final Map<Key, Buffer> OWNERS = new HashMap<>();

    private DirectOwners() {}

    /** A slice, held weakly, equal to another key of the same buffer. */
    private static final class Key extends WeakReference<Buffer> {
        private final int hash;

        Key(Buffer slice, ReferenceQueue<Buffer> queue) {
            super(slice, queue);
            hash = System.identityHashCode(slice);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            Buffer mine = get();
            return o instanceof Key other && mine != null && mine == other.get();
        }
    }

    static synchronized void sliced(Buffer slice, Buffer parent) {
        purge();
        Buffer root = OWNERS.getOrDefault(new Key(parent, null), parent);
        OWNERS.put(new Key(slice, GONE), root);
    }

    /** The buffer {@code slice} was cut from (through any chain of slices), or null when not known. */
    static synchronized Buffer owner(Buffer slice) {
        if (OWNERS.isEmpty()) {
            return null;
        }
        purge();
        return OWNERS.get(new Key(slice, null));
    }

    private static void purge() {
        for (Object gone = GONE.poll(); gone != null; gone = GONE.poll()) {
            OWNERS.remove(gone);
        }
    }
}
