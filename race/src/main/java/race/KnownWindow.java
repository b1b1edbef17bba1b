package race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One window as this rank knows it: its group, its memory here (created, attached or a shared peer's), and the locks
 * and epochs this rank holds open on it.
 */
final class KnownWindow {
    final long handle;
    final String id;
    final int[] world;
    final int me;
    final long base;
    final long size;
    final Set<Integer> exclusive = new HashSet<>();
    final Set<Integer> shared = new HashSet<>();
    boolean lockAll;
    int[] accessGroup;
    final Map<Integer, Integer> accessEpochs = new HashMap<>();
    int posts;
    boolean exposureOpen;
    /** World ranks of the origins of the last post (the open exposure epoch's, while it is open). */
    int[] exposureOrigins = new int[0];
    /** Dynamic windows: attached memory, {address, bytes} (target offsets are absolute addresses). */
    final List<long[]> attached = new ArrayList<>();
    /** Shared-memory windows: other group ranks' memory mapped here, {group rank, address, bytes}. */
    final List<long[]> peers = new ArrayList<>();
    /** What the owner checker learns of this window's memory (null for a window without any: dynamic). */
    WindowMemory memory;

    KnownWindow(long handle, String id, int[] world, int me, long base, long size) {
        this.handle = handle;
        this.id = id;
        this.world = world;
        this.me = me;
        this.base = base;
        this.size = size;
    }

    boolean locked(int target) {
        return lockAll || !shared.isEmpty() && shared.contains(target) || holdsExclusive(target);
    }

    /** Tested before each lookup: most programs take no locks, and the lookup boxes the rank. */
    boolean holdsExclusive(int target) {
        return !exclusive.isEmpty() && exclusive.contains(target);
    }

    int localEpoch() {
        return exposureOpen ? posts - 1 : posts == 0 ? Access.NO_EPOCH : -2 - posts;
    }

    /** This rank locked group rank {@code target}. */
    void lock(int target, boolean isExclusive) {
        if (isExclusive) {
            exclusive.add(target);
        } else {
            shared.add(target);
        }
    }

    void unlock(int target) {
        exclusive.remove(target);
        shared.remove(target);
    }

    /** A start opened an access epoch to {@code group} (group ranks; null: every rank). */
    void startAccess(int[] group) {
        accessGroup = group != null ? group : everyone();
        for (int t : accessGroup) {
            accessEpochs.merge(t, 1, Integer::sum);
        }
    }

    /** The access epoch of an operation to group rank {@code target} issued now: NO_EPOCH outside a start. */
    int accessEpoch(int target) {
        return accessGroup != null && contains(accessGroup, target) ? accessEpochs.getOrDefault(target, 1) - 1
                : Access.NO_EPOCH;
    }

    /** World ranks of the targets of the open access epoch; null when none is open. */
    int[] accessTargets() {
        if (accessGroup == null) {
            return null;
        }
        int[] targets = new int[accessGroup.length];
        for (int i = 0; i < targets.length; i++) {
            targets[i] = world[accessGroup[i]];
        }
        return targets;
    }

    /**
     * A post opened an exposure epoch to {@code group} (group ranks; null: every rank). Returns the world ranks of
     * its origins.
     */
    int[] post(int[] group) {
        int[] g = group != null ? group : everyone();
        int[] origins = new int[g.length];
        for (int i = 0; i < g.length; i++) {
            origins[i] = world[g[i]];
        }
        exposureOrigins = origins;
        posts++;
        exposureOpen = true;
        return origins;
    }

    /** Whether [lo, hi) meets this window's memory on this rank (created, attached, or a shared peer's). */
    boolean meets(long lo, long hi) {
        if (lo < base + size && base < hi && size > 0) {
            return true;
        }
        for (int i = 0; i < attached.size(); i++) {
            long[] at = attached.get(i);
            if (lo < at[0] + at[1] && at[0] < hi) {
                return true;
            }
        }
        for (int i = 0; i < peers.size(); i++) {
            long[] p = peers.get(i);
            if (lo < p[1] + p[2] && p[1] < hi) {
                return true;
            }
        }
        return false;
    }

    private int[] everyone() {
        int[] all = new int[world.length];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        return all;
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }
}
