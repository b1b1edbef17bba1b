package race;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The windows this rank knows, by handle, with their job-wide ids, and the memory of every window it exposed. New
 * window memory is shown to the probes ({@link Accesses}) and forgets the sites the locality cache holds.
 */
final class WindowRegistry {
    private final Map<Long, KnownWindow> windows = new HashMap<>();
    /** The same windows as an array: every load or store recorded walks them (no iterator per access). */
    KnownWindow[] list = new KnownWindow[0];
    /** The window asked for last (see {@link #get}). */
    private KnownWindow last;
    /** How many windows each group (its world ranks) made so far. */
    private final Map<String, Integer> perGroup = new HashMap<>();
    /** The memory of every window this rank exposed (dynamic windows aside), freed ones too: see {@link #memory}. */
    private final List<WindowMemory> memory = new ArrayList<>();
    private final LocalityCache cache;

    WindowRegistry(LocalityCache cache) {
        this.cache = cache;
    }

    /**
     * The job-wide id of the {@code n}-th window of the group of {@code worldRanks}: "win1[0,1]", "win1[0-1023]",
     * "win2[0,2,4-7]". Three or more consecutive ranks are written as a range: every batch an exchange ships names
     * its windows once, and a list of every rank made that grow with the job (make bench-scale).
     */
    static String windowId(int n, int[] worldRanks) {
        StringBuilder sb = new StringBuilder("win").append(n).append('[');
        for (int i = 0; i < worldRanks.length;) {
            int j = i;
            while (j + 1 < worldRanks.length && worldRanks[j + 1] == worldRanks[j] + 1) {
                j++;
            }
            sb.append(i == 0 ? "" : ",").append(worldRanks[i]);
            if (j - i >= 2) {
                sb.append('-').append(worldRanks[j]);
            } else if (j > i) {
                sb.append(',').append(worldRanks[j]);
            }
            i = j + 1;
        }
        return sb.append(']').toString();
    }

    /**
     * The window of {@code handle}, null when unknown. The last one asked for is kept: programs use one window at
     * a time, and a map lookup boxes the handle (an allocation per MPI event, in code that mostly runs cold).
     */
    KnownWindow get(long handle) {
        KnownWindow w = last;
        if (w != null && w.handle == handle) {
            return w;
        }
        w = windows.get(handle);
        if (w != null) {
            last = w;
        }
        return w;
    }

    /**
     * A window was created over a group whose ranks are {@code worldRanks} (group rank to world rank); this rank is
     * {@code groupRank} there, its memory [base, base + size), exposed from event {@code seq} on. The job-wide id is
     * the group plus how many windows that group made before: every member creates its windows in the same order.
     */
    KnownWindow create(long handle, int[] worldRanks, int groupRank, long base, long size, long seq) {
        String group = Arrays.toString(worldRanks);
        String id = windowId(perGroup.merge(group, 1, Integer::sum), worldRanks);
        KnownWindow w = new KnownWindow(handle, id, worldRanks, groupRank, base, size);
        windows.put(handle, w);
        list = windows.values().toArray(new KnownWindow[0]);
        last = null; // a handle can be reused after a free
        Accesses.window(base, base + size);
        cache.invalidate();
        if (size > 0) {
            w.memory = new WindowMemory(id, base, size, seq);
            memory.add(w.memory);
        }
        return w;
    }

    /** The window of {@code handle} was freed at event {@code seq}: its handle can name a new window from now on. */
    void free(long handle, long seq) {
        KnownWindow w = windows.remove(handle);
        if (w != null && w.memory != null) {
            w.memory.freed(seq);
        }
        list = windows.values().toArray(new KnownWindow[0]);
        last = null;
    }

    /** Memory was attached to dynamic window {@code handle}; false when the window is unknown or nothing joined. */
    boolean attach(long handle, long address, long bytes) {
        KnownWindow w = get(handle);
        if (w == null || bytes <= 0) {
            return false;
        }
        w.attached.add(new long[] {address, bytes});
        Accesses.window(address, address + bytes);
        cache.invalidate();
        return true;
    }

    void detach(long handle, long address) {
        KnownWindow w = get(handle);
        if (w != null) {
            w.attached.removeIf(r -> r[0] == address);
        }
    }

    /** Shared-memory window {@code handle}: group rank {@code groupRank}'s memory is mapped here at {@code address}. */
    void sharedPeer(long handle, int groupRank, long address, long bytes) {
        KnownWindow w = get(handle);
        if (w != null && bytes > 0 && groupRank != w.me && groupRank >= 0 && groupRank < w.world.length) {
            w.peers.add(new long[] {groupRank, address, bytes});
            Accesses.window(address, address + bytes);
            cache.invalidate();
        }
    }

    /** Whether [lo, hi) meets memory of this rank's windows (created, attached, or a shared peer's). */
    boolean meets(long lo, long hi) {
        for (KnownWindow w : list) {
            if (w.meets(lo, hi)) {
                return true;
            }
        }
        return false;
    }

    /**
     * An origin buffer inside one of this rank's windows, named as that window's bytes: another thread's loads and
     * stores there are recorded under the window's name (a get into the window's own memory against a load).
     */
    Access inWindowTerms(Access a) {
        if (RankTracker.ORIGIN.equals(a.window)) {
            for (KnownWindow w : list) {
                if (w.memory != null && w.base <= a.lo && a.hi <= w.base + w.size) {
                    return a.renamed(w.id, -w.base);
                }
            }
        }
        return a;
    }

    /**
     * The memory this rank's windows exposed, for its owner checker: the same bytes can be reached through two
     * windows, or be an origin buffer of this rank inside a window.
     */
    List<WindowMemory> memory() {
        return List.copyOf(memory);
    }
}
