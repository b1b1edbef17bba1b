package race;

import java.util.function.IntFunction;

/**
 * Entry points for instrumented application loads and stores of direct-buffer memory (the syncchecker agent's
 * probes call these with the native address and byte count of each access and its site id). Cheap when race
 * checking is off (one volatile read) and for sites cached as never touching window or origin-buffer memory.
 */
public final class Accesses {
    private static volatile IntFunction<Site> sites = id -> new Site("site#" + id, "?", null, -1);

    private Accesses() {}

    /**
     * Site objects already made, by id (a site's location never changes): one object per site, so recording does
     * not allocate one per access and the codec's same-site test is a reference compare.
     */
    private static Site[] named = new Site[0];

    /** How site ids map to source locations (the agent's site table). */
    public static synchronized void siteNames(IntFunction<Site> names) {
        sites = names;
        named = new Site[0];
    }

    /** How many load/store sites the agent has registered (ids below it): the run arrays grow to hold them. */
    private static volatile int siteCount;

    /** The agent registered site ids up to {@code count - 1}. */
    public static void siteCount(int count) {
        siteCount = count;
    }

    static int siteCount() {
        return siteCount;
    }

    static Site site(int id) {
        Site s = named(id);
        return s != null ? s : Site.UNKNOWN;
    }

    /** The site of id {@code id}, made once; null when the table has none. */
    private static Site named(int id) {
        Site[] n = named;
        if (id >= 0 && id < n.length && n[id] != null) {
            return n[id];
        }
        Site s = sites.apply(id);
        if (s != null && id >= 0) {
            remember(id, s);
        }
        return s;
    }

    private static synchronized void remember(int id, Site s) {
        if (id >= named.length) {
            named = java.util.Arrays.copyOf(named, Math.max(id + 1, 2 * named.length));
        }
        named[id] = s;
    }

    /**
     * The memory a load or store can matter for: this rank's window memory (own, attached, other ranks' shared
     * parts mapped here), as up to {@value #WINDOW_RANGES} ranges, and the hull of the origin buffers seen. An
     * immutable value read through one plain field and replaced when that memory changes, so the probes test a
     * whole buffer inline and the JIT keeps the test out of the application's loop; only buffers that meet it pay a
     * call. Window memory is kept as ranges, not one hull, because programs allocate their other arrays between
     * their windows (IS: the local histogram between the histogram and inbox windows), and a loop over such an
     * array then paid a countdown per element.
     */
    private static Tracked tracked = new Tracked(new long[0], 0, 0);

    static final int WINDOW_RANGES = 3;

    private static final class Tracked {
        final long window0Lo;
        final long window0Hi;
        final long window1Lo;
        final long window1Hi;
        final long window2Lo;
        final long window2Hi;
        final long originLo;
        final long originHi;
        /** The window ranges, as the fields above hold them (at most {@link #WINDOW_RANGES}, else 0..0). */
        final long[] windows;

        Tracked(long[] windows, long originLo, long originHi) {
            this.windows = windows;
            this.window0Lo = bound(windows, 0);
            this.window0Hi = bound(windows, 1);
            this.window1Lo = bound(windows, 2);
            this.window1Hi = bound(windows, 3);
            this.window2Lo = bound(windows, 4);
            this.window2Hi = bound(windows, 5);
            this.originLo = originLo;
            this.originHi = originHi;
        }

        private static long bound(long[] ranges, int i) {
            return i < ranges.length ? ranges[i] : 0;
        }

        /**
         * Whether [address, end) meets a window range or the origin hull, without a branch per bound: (address -
         * hi) and (lo - end) are both negative exactly when the ranges overlap (addresses stay far below 2^62, an
         * empty range is 0..0). Short-circuit tests left one branch per bound whose direction flips with the hulls
         * (the origin hull is shown and hidden every epoch); C2 then compiled a stencil's loop over an unrelated
         * buffer several times slower, where one combined test keeps the same outcome for that buffer whatever the
         * hulls are.
         */
        boolean meets(long address, long end) {
            return ((address - window0Hi) & (window0Lo - end) | (address - window1Hi) & (window1Lo - end)
                    | (address - window2Hi) & (window2Lo - end) | (address - originHi) & (originLo - end)) < 0;
        }
    }

    /** Whether [address, address + bytes) may be window or origin-buffer memory. */
    public static boolean mayTrack(long address, long bytes) {
        return tracked.meets(address, address + bytes);
    }

    /** Every window range seen (never shrunk: more memory only costs calls); the probes get a coarsened copy. */
    private static long[] windowRanges = new long[0];

    /** [lo, hi) is window memory. */
    static synchronized void window(long lo, long hi) {
        windowRanges = Ranges.add(windowRanges, lo, hi);
        Tracked t = tracked;
        tracked = new Tracked(Ranges.coarsen(windowRanges, WINDOW_RANGES), t.originLo, t.originHi);
    }

    /**
     * The hull of every origin buffer seen. The probes see it only while it can matter: a load or store of an
     * origin buffer races only with an operation of this rank whose origin side is still in flight (one rank's
     * loads and stores are in program order with everything else it did), or, once several threads may run, with
     * another thread's operation (checked in happens-before, also before the operation is issued). Otherwise
     * the probes' hull of origin buffers is empty, so loops over origin buffers between epochs (packing a halo,
     * building a histogram) pay what loops over any other array pay.
     */
    private static long originLo = Long.MAX_VALUE;
    private static long originHi = Long.MIN_VALUE;
    /** Some operation with an origin buffer is in flight at the origin. */
    private static boolean originLive;
    /** Several threads may run (see {@link ThreadClocks#concurrent()}): origin buffers always count. */
    private static boolean threads;

    /** Origin buffers now span [lo, hi) at least. */
    static synchronized void origin(long lo, long hi) {
        originLo = Math.min(originLo, lo);
        originHi = Math.max(originHi, hi);
        publishOrigin();
    }

    /** Whether an operation with an origin buffer is in flight at the origin now. */
    static synchronized void originLive(boolean live) {
        if (live != originLive) {
            originLive = live;
            publishOrigin();
        }
    }

    /**
     * A second thread may run from now on: loads and stores of origin buffers always go to the checker, and no new
     * run is opened. The open runs are recorded now when the owner thread starts the other thread (before its clock
     * moves on); under the thread clocks' lock (a thread registering) they wait for the owner's next event.
     */
    static void threadsConcurrent() {
        Runs.enable(false);
        RaceChecker c = RaceChecker.current();
        if (c != null && !Thread.holdsLock(ThreadClocks.INSTANCE)) {
            c.endRuns();
        }
        showOriginToThreads();
        if (c != null) {
            c.cache().invalidate(); // origin-buffer sites cached as never while one thread ran count again
        }
    }

    /**
     * Whether several threads may run: every direct buffer's loads and stores then matter, since memory that is no
     * origin buffer yet may become one of another thread's operations ({@link UnclaimedAccesses}). A plain read for
     * the probes (see {@link #mayTrack}); it turns true once and stays so.
     */
    public static boolean threadsRun() {
        return threads;
    }

    private static synchronized void showOriginToThreads() {
        if (!threads) {
            threads = true;
            publishOrigin();
        }
    }

    private static void publishOrigin() {
        Tracked t = tracked;
        boolean shown = (originLive || threads) && originHi > originLo;
        tracked = new Tracked(t.windows, shown ? originLo : 0, shown ? originHi : 0);
    }

    /**
     * Per site, how many more loads and stores the probe skips before the next goes to the checker (the
     * sampler's geometric gaps, so skipping costs a decrement instead of a call). Plain and racy on purpose: a
     * lost decrement between threads only moves a sample by one execution.
     */
    private static int[] gaps = new int[0];

    /** Site {@code site} skips its next {@code skip} executions. */
    static synchronized void gap(int site, int skip) {
        if (site < 0) {
            return;
        }
        int[] g = gaps;
        if (site >= g.length) {
            g = java.util.Arrays.copyOf(g, Math.max(site + 1, 2 * g.length));
        }
        g[site] = skip;
        gaps = g;
    }

    /** Site {@code site}'s countdown ends now, unless the site is off for good ({@link Integer#MAX_VALUE}). */
    static synchronized void resume(int site) {
        int[] g = gaps;
        if (site >= 0 && site < g.length && g[site] != Integer.MAX_VALUE) {
            g[site] = 0;
        }
    }

    /** Per thread: the instrumented call site of the one-sided operation it is about to issue, or -1. */
    private static final ThreadSlot OPERATION_AT = new ThreadSlot(-1);

    /**
     * Instrumented code is about to call a one-sided operation at load/store-style site id {@code site}: the
     * checker takes that as the operation's site instead of walking the stack (microseconds per operation).
     */
    public static void operationAt(int site) {
        OPERATION_AT.set(site);
    }

    /** The site announced by {@link #operationAt} on this thread (cleared), or null when none was. */
    static Site takeOperationSite() {
        int id = OPERATION_AT.get();
        if (id < 0) {
            return null;
        }
        OPERATION_AT.set(-1);
        Site s = named(id);
        return s == null || s.className == null ? null : s;
    }

    /** Whether race checking runs (one volatile read): probes skip computing addresses otherwise. */
    public static boolean active() {
        return RaceChecker.current() != null;
    }

    /** The application read {@code bytes} bytes at native {@code address} at site {@code site}. */
    public static void load(long address, long bytes, int site) {
        offer(address, bytes, false, site);
    }

    /** The application wrote {@code bytes} bytes at native {@code address} at site {@code site}. */
    public static void store(long address, long bytes, int site) {
        offer(address, bytes, true, site);
    }

    private static void offer(long address, long bytes, boolean write, int site) {
        RaceChecker c = RaceChecker.current();
        if (c != null && !c.cache().never(site) && bytes > 0) {
            c.local(address, bytes, write, site);
        }
    }

    /**
     * The probes' inline part for a load or store of [address, address + bytes) (address not 0: the probe tests its
     * buffer's base once) at site {@code site} of memory that may be tracked: extends the site's open run
     * ({@link Runs}) when the access continues it, else counts down the site's sampling gap, else opens a run here.
     * True when done so; false when the checker must see the access ({@link #load}/{@link #store}). No call out (see
     * Runs#track): a loop over window memory pays a compare and a store per element, where a call anywhere in it
     * made every probe of the loop reload its fields per access (kernels.StencilRma's ghost-plane unpack: 24 ns per
     * element).
     */
    public static boolean track(int site, long address, long bytes, boolean write) {
        return Runs.track(site, address, bytes, write, gaps);
    }
}
