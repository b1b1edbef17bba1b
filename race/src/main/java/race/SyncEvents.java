package race;

/**
 * Static entry points of the agent's synchronization probes (syncchecker.rt.SyncProbes) into the process's
 * {@link ThreadClocks}. Never throw: the checker must not change what the program does.
 */
public final class SyncEvents {
    private static final ThreadClocks CLOCKS = ThreadClocks.INSTANCE;

    private SyncEvents() {}

    /** The agent instruments synchronization: thread ordering comes from these events from now on. */
    public static void enable() {
        CLOCKS.enable();
    }

    public static void acquire(Object o) {
        CLOCKS.acquire(o);
    }

    public static void release(Object o) {
        CLOCKS.release(o);
    }

    /** After a call on {@code o} returned {@code result}: acquire {@code o}; a derived object shares its clock. */
    public static void acquire(Object o, Object result) {
        CLOCKS.alias(result, o);
        CLOCKS.acquire(o);
    }

    /** {@code result} of a call on {@code o} shares its clock (a Future of an executor). */
    public static void derived(Object o, Object result) {
        CLOCKS.alias(result, o);
    }

    /** {@code combined} (CompletableFuture.allOf/anyOf) orders after each of {@code parts}. */
    public static void combined(Object combined, Object[] parts) {
        CLOCKS.combined(combined, parts);
    }

    public static void starting(Object thread) {
        CLOCKS.starting(thread);
    }

    public static void joined(Object thread) {
        CLOCKS.joined(thread);
    }

    public static void volatileRead(int field) {
        CLOCKS.volatileRead(field);
    }

    public static void volatileWrite(int field) {
        CLOCKS.volatileWrite(field);
    }

    /** Before a ForkJoinTask is handed to a pool (see {@link ThreadClocks#forked}). */
    public static void forked(Object task) {
        CLOCKS.forked(task);
    }

    /** A ForkJoinTask's compute begins (see {@link ThreadClocks#computing}). */
    public static void computing(Object task) {
        CLOCKS.computing(task);
    }

    /** A task of kind {@code kind} (see {@link Tasks}) handed to {@code owner} (an executor; null: none). */
    public static Object task(Object owner, Object task, int kind) {
        return Tasks.wrap(CLOCKS, owner, task, kind);
    }

    /** A stream's terminal operation returned: what the functions it ran did happens before what follows. */
    public static void streamDone() {
        CLOCKS.acquire(StreamTasks.DONE);
    }

    /** {@code created} (a CompletableFuture, a CyclicBarrier) orders with the end of the wrapped {@code task}. */
    public static void createdWith(Object created, Object task) {
        CLOCKS.aliasClock(created, Tasks.clockOf(task));
        if (!(created instanceof java.util.concurrent.Future)) {
            // a CyclicBarrier: its action runs after the awaits that released into it; a future's releases (a
            // join before the task started) say nothing of the task
            Tasks.startsAfterReleasesTo(task);
        }
    }
}
