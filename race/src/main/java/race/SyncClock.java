package race;

import java.util.Arrays;

/**
 * The clock of one synchronization object (a monitor, a lock, a volatile field, a task, ...): the join of the clocks
 * of every thread that released it. A thread acquiring it joins this into its own.
 */
final class SyncClock {
    private int[] times = new int[0];

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

    /** The current times (a copy), for an acquire or the eviction frontier. */
    synchronized int[] times() {
        return times.clone();
    }
}
