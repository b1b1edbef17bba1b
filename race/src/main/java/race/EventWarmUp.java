package race;

/**
 * Runs the race checker's commonest event path at MPI.Init on a private tracker and sampler, so that the JIT
 * compiles it before the application's own work: a put, a fence that completes it into accesses, a load of window
 * memory, a sampling decision. A program makes a few one-sided calls per step, so without this these methods run
 * a few hundred times in the interpreter and in C1's profiling code, and their compiles are queued while the
 * application runs (kernels.StencilRma, 2 ranks on 2 cores: inside its timed steps).
 *
 * <p>Only that path: rounds of every synchronization kind (locks, lockAll, requests, PSCW, messages) queued so many
 * compiles at start-up that runs got slower, some of them many times slower (docs/syncchecker.md, "Known JVM
 * interaction"). The other kinds stay cold until the application uses them.
 *
 * <p>Nothing here reaches the running checker: the tracker does not show its made-up memory to the probes
 * ({@link RankTracker#RankTracker(int, LocalityCache, ThreadClocks, boolean)}), its thread clocks are its own, and
 * its accesses are dropped. The cost is start-up time (docs/race.md, "Warming the event path").
 */
final class EventWarmUp {
    private static final long WINDOW = 1;
    /** Made-up addresses: nothing here is dereferenced, only compared. */
    private static final long BASE = 1L << 46;
    private static final long ORIGIN = BASE + (1L << 20);
    private static final int WINDOW_BYTES = 4096;
    private static final long[] ONE_BUFFER = {64};
    private static final boolean[] READ = {false};
    /** The recorded accesses are dropped this often, as an exchange would take them. */
    private static final int DRAIN_EVERY = 128;

    private EventWarmUp() {}

    /** {@code rounds} rounds of events on a private tracker for world rank {@code rank}. */
    static void run(int rank, int rounds) {
        ThreadClocks clocks = new ThreadClocks();
        if (ThreadClocks.INSTANCE.enabled()) {
            clocks.enable(); // the running tracker stamps every operation with its thread's clock: so does this one
        }
        RankTracker tracker = new RankTracker(rank, new LocalityCache(), clocks, false);
        SiteSampler sampler = new SiteSampler(0.9, 0.001);
        long thread = Thread.currentThread().getId();
        Site site = Site.UNKNOWN;
        tracker.windowCreated(WINDOW, new int[] {rank}, 0, BASE, WINDOW_BYTES);
        for (int i = 0; i < rounds; i++) {
            // a put, completed by the fence into its target and origin accesses; the target loads its window
            tracker.operation(WINDOW, null, "put", 0, 64, 64, Access.WRITE, null, "MPI_DOUBLE", new long[] {ORIGIN},
                    ONE_BUFFER, READ, thread, site);
            tracker.sync(WINDOW, "fence", -1, false, null);
            tracker.local(BASE, 64, false, thread, site);
            sampler.next(i & 7);
            if (i % DRAIN_EVERY == DRAIN_EVERY - 1) {
                tracker.takeOutbox(); // as an exchange would
            }
        }
    }
}
