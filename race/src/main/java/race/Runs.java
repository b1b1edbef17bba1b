package race;

import java.util.Arrays;

/**
 * Contiguous runs of loads or stores: an access that its site's sampling countdown lets through opens a run at
 * that access, and every later access of the site that continues where the run ends (the next element of a loop
 * over a buffer) extends it at the cost of a compare and a store, instead of being counted down. The run goes to
 * the checker as one access covering every byte the site touched when anything else happens: an MPI event, a
 * non-contiguous access of the site that the countdown lets through, a second thread starting, the end; the
 * sampler then decides whether to record it. A halo unpack or a histogram reset is then one recorded access over
 * the whole range, where sampling recorded a few scattered elements of it.
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
    /** The sites with an open run (a site may repeat; {@link #flush} skips closed ones). */
    private static int[] open = new int[8];
    private static int openCount;
    /** New runs may be opened (phase I, one thread): set by the checker, cleared when a second thread may run. */
    private static volatile boolean enabled;
    /**
     * {@link #enabled} for the probes' inline opening ({@link #track}): plain, because a volatile read in a
     * loop keeps every other load of the loop in it. A loop running when a second thread starts may therefore
     * open runs until its thread's next call out; those runs still end at that thread's next MPI or
     * synchronization event, as runs open at that moment do.
     */
    private static boolean opening;
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
        opening = on;
        enabled = on;
    }

    /**
     * The probes' inline part for an access of [address, address + bytes) (address not 0) at site {@code site}:
     * extends the site's open run when the access continues it; else counts down the site's sampling gap
     * ({@code gaps}, see Accesses); else, with no run of the site open, opens one here. True when done so; false
     * when the checker must see the access (a run broken off, another thread, a site the arrays do not hold yet).
     * One method with no call in it, small enough for the JIT to inline into a hot loop: a call anywhere in a loop,
     * even on a path taken once per loop, makes the JIT reload every probe's fields at every access of the loop.
     */
    static boolean track(int site, long address, long bytes, boolean write, int[] gaps) {
        long[] e = end;
        boolean mine = site >= 0 && site < e.length && Thread.currentThread() == owner;
        long at = write ? -address : address;
        if (mine && e[site] == at) {
            e[site] = write ? at - bytes : at + bytes;
            return true;
        }
        if (site >= 0 && site < gaps.length) {
            int left = gaps[site];
            if (left > 0) {
                if (left != Integer.MAX_VALUE) {
                    gaps[site] = left - 1; // a site that is off (MAX_VALUE) is only read: no store per element
                }
                return true;
            }
        }
        if (mine && opening && e[site] == 0 && openCount < open.length) {
            start[site] = address;
            e[site] = write ? -(address + bytes) : address + bytes;
            open[openCount++] = site;
            return true;
        }
        return false;
    }

    /**
     * For an access the probe's inline part could not place (it extends runs upward only): when it ends where the
     * site's open run of the same kind starts, as in a loop going down, the run grows down to it. The probe calls
     * out for each element of such a loop, as it did when each element ended the run before it; the difference is
     * that the loop is recorded as one run instead of being sampled element by element (with the back-off, a
     * race on the eighth element of a ten-element loop going down was missed about half the time).
     */
    static boolean extendDown(int site, long address, long bytes, boolean write) {
        if (site < 0 || site >= end.length || end[site] == 0 || Thread.currentThread() != owner
                || (end[site] < 0) != write || address + bytes != start[site]) {
            return false;
        }
        start[site] = address;
        return true;
    }

    /** Ends the open run of {@code site}, if any, into {@code sink}; whether there was one. */
    static boolean end(int site, Sink sink) {
        if (site < 0 || site >= end.length || end[site] == 0 || Thread.currentThread() != owner) {
            return false;
        }
        finish(site, sink);
        return true;
    }

    /** Opens a run of {@code site} at [address, address + bytes); its previous run, if any, goes to {@code sink}. */
    static void open(int site, long address, long bytes, boolean write, Sink sink) {
        if (!enabled || site < 0 || address == 0 || Thread.currentThread() != owner) {
            sink.record(address, bytes, write, site);
            return;
        }
        if (site >= end.length) {
            grow(Math.max(site + 1, 2 * end.length));
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

    /**
     * Room for {@code sites} sites (owner thread only), so that their first accesses open runs inline: a site's
     * first access going to the checker would leave a call in the JIT's profile of its loop.
     */
    private static void grow(int sites) {
        start = Arrays.copyOf(start, sites);
        open = Arrays.copyOf(open, Math.max(open.length, 2 * sites));
        end = Arrays.copyOf(end, sites); // last: track reads end first
    }

    /**
     * Every open run goes to {@code sink} (on the owner thread; elsewhere nothing is open); the arrays then grow
     * to hold the {@code knownSites} sites registered so far.
     */
    static void flush(Sink sink, int knownSites) {
        if (Thread.currentThread() != owner) {
            return;
        }
        if (knownSites > end.length) {
            grow(knownSites);
        }
        if (openCount == 0) {
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
