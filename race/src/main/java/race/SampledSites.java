package race;

import java.util.Arrays;

/**
 * The sites whose countdown ({@link Accesses#gap}) the sampler set to skip executions within a phase. When this
 * rank's phase may change (a synchronization, a received message, a completed request) their countdowns return to
 * zero, so the first access of every site after it is recorded again. The first-race filter keeps one access per
 * variable and phase anyway; without this, the back-off that makes a loop over many epochs cheap also skipped the
 * one epoch in which the loop's access raced (a load racing with a put in epoch 2,500 of 3,000, at a line that
 * had been correct in every earlier epoch, was not reported: {@code rmabench.MiscLateIterationRace}).
 */
final class SampledSites {
    private int[] sites = new int[16];
    private int count;
    /** Per site: whether it is in {@link #sites}. */
    private boolean[] listed = new boolean[64];

    /** The sampler set {@code site}'s countdown to {@code skip} executions. */
    synchronized void skipping(int site, int skip) {
        if (site < 0 || skip <= 0 || skip == Integer.MAX_VALUE) {
            return; // nothing skipped, or the site is off for good
        }
        if (site >= listed.length) {
            listed = Arrays.copyOf(listed, Math.max(site + 1, 2 * listed.length));
        }
        if (listed[site]) {
            return;
        }
        listed[site] = true;
        if (count == sites.length) {
            sites = Arrays.copyOf(sites, 2 * count);
        }
        sites[count++] = site;
    }

    /** A new phase may have begun: every listed site's next access is recorded. */
    synchronized void newPhase() {
        for (int i = 0; i < count; i++) {
            int site = sites[i];
            listed[site] = false;
            Accesses.resume(site);
        }
        count = 0;
    }

    synchronized int size() {
        return count;
    }
}
