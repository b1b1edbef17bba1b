package race;

import java.util.Arrays;

/**
 * Per-site cache of "this site's last access did not touch window memory nor an origin buffer" (the ICS'13
 * persistence-of-locality heuristic): a load or store at such a site skips the lookup until a window or buffer is
 * registered, which bumps the generation and so invalidates every entry at once.
 */
public final class LocalityCache {
    private volatile int generation = 1;
    private int[] never = new int[256];

    /** True when {@code site} is known not to touch tracked memory in the current generation. */
    public boolean never(int site) {
        int[] n = never;
        return site >= 0 && site < n.length && n[site] == generation;
    }

    public synchronized void markNever(int site) {
        if (site < 0) {
            return;
        }
        if (site >= never.length) {
            never = Arrays.copyOf(never, Math.max(site + 1, never.length * 2));
        }
        never[site] = generation;
    }

    /** A window or an origin buffer outside what was tracked before was registered. */
    public void invalidate() {
        generation++;
    }

    public int generation() {
        return generation;
    }
}
