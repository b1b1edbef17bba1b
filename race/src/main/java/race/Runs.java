package race;

import java.util.Arrays;

/**
 * Contiguous runs of loads or stores: a load/store site that the sampler picked opens a run at that access, and
 * every later access of the site that continues where the run ends (the next element of a loop over a buffer)
 * extends it at the cost of a compare and a store, instead of being skipped by the sampler. The run goes to the
 * checker as one access covering every byte the site touched when anything else happens: an MPI event, a
 * non-contiguous sampled access of the site, a second thread starting, the end. A halo unpack or a histogram
 * reset is then one recorded access over the whole range, where sampling recorded a few scattered elements of it.
 *
 * Runs are opened only while one application thread runs (then no other thread's event can come between a run's
 * accesses and its recording) and in phase I; the arrays are touched by that thread alone, the owner.
 */
final class Runs {
    /** Receives a finished run. */
    interface Sink {
        void record(long address, long bytes, boolean write, int site);
    }

    private static long[] start = new long[0];
    /**
     * Per site: where its open run ends, negated for a run of stores; 0 when none is open (addresses are never 0).
     * One array for both facts: the probe's extension is then one load, one compare and one store.
     */
    private static long[] end = new long[0];
    private static int[] open = new int[8];
    private static int openCount;
    /** New runs may be opened (phase I, one thread): set by the checker, cleared when a second thread may run. */
    private static volatile boolean enabled;
    /**
     * The thread whose runs these are (the one that initialised MPI); no other thread reads or writes them. Plain:
     * written before {@link #enabled}, which every opening reads first.
     */
    private static Thread owner;

    private Runs() {}

    static void enable(boolean on) {
        if (on) {
            owner = Thread.currentThread();
        }
        enabled = on;
    }

    /** Whether site {@code site} may have an open run (cheap: lets the probes skip computing the address). */
    static boolean mayBeOpen(int site) {
        long[] e = end;
        return site >= 0 && site < e.length && e[site] != 0;
    }

    /** Extends the open run of {@code site} when [address, address + bytes) continues it. */
    static boolean extend(int site, long address, long bytes, boolean write) {
        long[] e = end;
        long at = write ? -address : address;
        if (site >= 0 && site < e.length && e[site] == at && at != 0 && Thread.currentThread() == owner) {
            e[site] = write ? at - bytes : at + bytes;
            return true;
        }
        return false;
    }

    /** Opens a run of {@code site} at [address, address + bytes); its previous run, if any, goes to {@code sink}. */
    static void open(int site, long address, long bytes, boolean write, Sink sink) {
        if (!enabled || site < 0 || address == 0 || Thread.currentThread() != owner) {
            sink.record(address, bytes, write, site);
            return;
        }
        if (site >= end.length) {
            int n = Math.max(site + 1, 2 * end.length);
            start = Arrays.copyOf(start, n);
            end = Arrays.copyOf(end, n); // last: extend reads end first
        }
        if (end[site] != 0) {
            finish(site, sink);
        } else {
            if (openCount == open.length) {
                open = Arrays.copyOf(open, 2 * openCount);
            }
            open[openCount++] = site;
        }
        start[site] = address;
        end[site] = write ? -(address + bytes) : address + bytes;
    }

    /** Every open run goes to {@code sink} (on the owner thread; elsewhere nothing is open). */
    static void flush(Sink sink) {
        if (openCount == 0 || Thread.currentThread() != owner) {
            return;
        }
        int n = openCount;
        openCount = 0;
        for (int i = 0; i < n; i++) {
            int site = open[i];
            if (end[site] != 0) {
                finish(site, sink);
            }
        }
    }

    private static void finish(int site, Sink sink) {
        long lo = start[site];
        long hi = end[site];
        end[site] = 0;
        sink.record(lo, Math.abs(hi) - lo, hi < 0, site);
    }
}
