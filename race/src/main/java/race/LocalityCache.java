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
    /** Whether this cache also sets the probes' countdowns ({@link Accesses#gap}): the running checker's does. */
    private final boolean probes;

    public LocalityCache() {
        this(false);
    }

    LocalityCache(boolean probes) {
        this.probes = probes;
    }

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
        if (!probes) {
            return;
        }
        // the probe's countdown skips the site from now on: no call per access (the buffer it uses meets the
        // hull of tracked memory, but none of that memory)
        Accesses.gap(site, Integer.MAX_VALUE);
        skipping = skipping.length > skipCount ? skipping : Arrays.copyOf(skipping, 2 * skipping.length);
        skipping[skipCount++] = site;
    }

    /** Sites whose countdown {@link #markNever} set to skip them for good, until the next invalidation. */
    private int[] skipping = new int[16];
    private int skipCount;

    /** A window or an origin buffer outside what was tracked before was registered. */
    public synchronized void invalidate() {
        generation++;
        for (int i = 0; i < skipCount; i++) {
            Accesses.gap(skipping[i], 0);
        }
        skipCount = 0;
    }

    public int generation() {
        return generation;
    }
}
