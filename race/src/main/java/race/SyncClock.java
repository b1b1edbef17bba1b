package race;

import java.util.Arrays;

/**
 * The clock of one synchronization object (a monitor, a lock, a volatile field, a task, ...): the join of the clocks
 * of every thread that released it. A thread acquiring it joins this into its own. A combined clock (the future of
 * CompletableFuture.allOf) also holds what its parts hold whenever it is read.
 */
final class SyncClock {
    private int[] times = new int[0];
    private final SyncClock[] parts;

    SyncClock() {
        this(null);
    }

    SyncClock(SyncClock[] parts) {
        this.parts = parts;
    }

    /** Release: joins {@code released} into this. */
    synchronized void join(int[] released) {
        if (released.length > times.length) {
            times = Arrays.copyOf(times, released.length);
        }
        for (int i = 0; i < released.length; i++) {
            if (released[i] > times[i]) {
                times[i] = released[i];
            }
        }
    }

    /** The current times (a copy, with the parts' for a combined clock), for an acquire or the frontier. */
    int[] times() {
        int[] own;
        synchronized (this) {
            own = times.clone();
        }
        if (parts == null) {
            return own;
        }
        SyncClock all = new SyncClock();
        all.join(own);
        for (SyncClock p : parts) {
            if (p != null) {
                all.join(p.times());
            }
        }
        return all.times();
    }
}
