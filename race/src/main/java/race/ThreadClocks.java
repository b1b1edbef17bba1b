package race;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Happens-before between the Java threads of this process, with vector clocks (DJIT+/FastTrack): each thread has a
 * clock, each synchronization object one too; a release joins the thread's clock into the object's and starts a
 * new epoch of the thread, an acquire joins the object's into the thread's. Fed by the agent's synchronization
 * probes (see {@link SyncEvents}) only when race checking runs; {@link #enabled()} says whether they do, so
 * without the agent (the standalone race listener) threads stay ordered the old way (by issue and completion).
 *
 * <p>Where an edge cannot be pinned exactly this errs towards more ordering (a missed race rather than a false
 * one): a thread whose start was not seen (started by JDK code) begins after everything every known thread did.
 */
public final class ThreadClocks {
    /** The process's clocks, fed by the probes. */
    public static final ThreadClocks INSTANCE = new ThreadClocks();

    private volatile boolean enabled;
    /** Set once a second thread may run application code: before that, one thread's accesses need no ordering. */
    private volatile boolean concurrent;

    private final ThreadLocal<State> local = new ThreadLocal<>();
    /** Guarded by this: every registered thread by index; by Thread for join; start clocks not yet taken. */
    private final List<State> states = new ArrayList<>();
    private final Map<Thread, State> byThread = new WeakHashMap<>();
    private final Map<Thread, int[]> starting = new WeakHashMap<>();
    /** Guarded by this: clocks of tasks handed to an executor that have not started yet. */
    private final Map<SyncClock, Boolean> pendingTasks = new WeakHashMap<>();
    private final WeakIdentityClocks objects = new WeakIdentityClocks();
    /** ForkJoinTasks handed over whose compute has not begun: the clock it begins from. */
    private final WeakIdentityClocks forkedTasks = new WeakIdentityClocks();
    /** Guarded by this: one clock per volatile field id (all instances of a field share it: more ordering). */
    private SyncClock[] fields = new SyncClock[64];

    /** One thread's clock; only the thread itself changes it. */
    static final class State {
        final int index;
        final WeakReference<Thread> thread;
        /** The thread id accesses carry: the Java thread's, or a logical call's own (see {@link #enterCall}). */
        final long id;
        volatile int[] times;
        /** Snapshot of {@link #times}, shared by every access until the clock changes. */
        Clock clock;
        /** A logical call that returned: nothing more comes from it. */
        volatile boolean ended;

        State(int index, Thread thread, int[] times, long id) {
            this.index = index;
            this.thread = new WeakReference<>(thread);
            this.times = times;
            this.id = id;
        }

        void join(int[] other) {
            int[] t = times;
            for (int i = 0; i < other.length; i++) {
                if (i < t.length ? other[i] > t[i] : other[i] > 0) {
                    if (i >= t.length) {
                        t = Arrays.copyOf(t, other.length);
                    }
                    t[i] = other[i];
                    clock = null;
                }
            }
            times = t;
        }

        /** A release: what this thread does from now on is not known to the releasee. */
        void tick() {
            times[index]++;
            clock = null;
        }

        Clock now() {
            Clock c = clock;
            if (c == null) {
                c = new Clock(index, times.clone());
                clock = c;
            }
            return c;
        }

        boolean alive() {
            Thread t = thread.get();
            return !ended && t != null && t.isAlive();
        }
    }

    /** Turns thread ordering on: the agent instruments synchronization (decided when it starts). */
    public void enable() {
        enabled = true;
    }

    public boolean enabled() {
        return enabled;
    }

    /** Whether another thread may have run application code since the first access. */
    public boolean concurrent() {
        return concurrent;
    }

    /** A second thread may run: from now on (never undone) origin-buffer accesses always count (see Accesses). */
    private void becameConcurrent() {
        if (!concurrent) {
            concurrent = true;
            if (this == INSTANCE) {
                Accesses.threadsConcurrent();
            }
        }
    }

    private State state() {
        State s = local.get();
        return s != null ? s : register(false);
    }

    /**
     * First event of the current thread. Its clock starts from the one its starter left (Thread.start), empty when
     * it runs an executor task (the task's acquire follows), else after everything known so far.
     */
    private synchronized State register(boolean task) {
        Thread t = Thread.currentThread();
        int index = states.size();
        int[] start = starting.remove(t);
        int[] times;
        if (start != null) {
            times = Arrays.copyOf(start, Math.max(start.length, index + 1));
        } else {
            times = new int[index + 1];
            if (!task) {
                for (State s : states) {
                    int[] other = s.times;
                    for (int i = 0; i < other.length && i < times.length; i++) {
                        times[i] = Math.max(times[i], other[i]);
                    }
                }
            }
        }
        times[index] = 1;
        State s = new State(index, t, times, t.getId());
        states.add(s);
        byThread.put(t, s);
        local.set(s);
        if (index > 0) {
            becameConcurrent();
        }
        return s;
    }

    /** Ids of logical calls start here, far above Java's thread ids: a report shows which kind it is. */
    static final long LOGICAL_IDS = 1_000_000_000L;

    /**
     * A call of a parallel stream's forEach action begins in the current thread as a logical thread of its own: it
     * knows what the thread knew and {@code start} (the hand-over), and {@code after} (null: nothing more), and two
     * such calls run one after the other by one thread stay unordered, as the stream may run them in two. Returns
     * the thread's own state (null: none yet), to be given back to {@link #exitCall}.
     */
    State enterCall(SyncClock start, SyncClock after) {
        State outer = local.get();
        int[] base = outer != null ? outer.times.clone() : new int[0];
        State s;
        synchronized (this) {
            pendingTasks.remove(start);
            int index = states.size();
            int[] times = Arrays.copyOf(base, Math.max(base.length, index + 1));
            s = new State(index, Thread.currentThread(), times, LOGICAL_IDS + index);
            s.join(start.times());
            if (after != null) {
                s.join(after.times());
            }
            s.times[index] = 1;
            states.add(s);
        }
        local.set(s);
        becameConcurrent();
        return outer;
    }

    /**
     * The logical call made by {@link #enterCall} returns: its clock goes into {@code into} (and {@code alsoInto});
     * the thread's own state, which learns nothing of the call, is current again.
     */
    void exitCall(State outer, SyncClock into, SyncClock alsoInto) {
        State s = local.get();
        into.join(s.times);
        if (alsoInto != null) {
            alsoInto.join(s.times);
        }
        s.ended = true;
        if (outer != null) {
            local.set(outer);
        } else {
            local.remove();
        }
    }

    /** The thread id the current thread's accesses carry (a logical call's own inside one). */
    public long threadId() {
        State s = local.get();
        return s != null ? s.id : Thread.currentThread().getId();
    }

    /** The current thread's clock now (shared until its clock changes). */
    public Clock now() {
        return state().now();
    }

    // ---- synchronization events ------------------------------------------------------------------------------

    /** Before a release of {@code o} (monitor exit, unlock, volatile-like write, ...). */
    public void release(Object o) {
        if (o == null) {
            return;
        }
        State s = state();
        objects.getOrCreate(o).join(s.times);
        s.tick();
    }

    /** After an acquire of {@code o} (monitor enter, lock, volatile-like read, ...). */
    public void acquire(Object o) {
        if (o == null) {
            return;
        }
        State s = state();
        SyncClock c = objects.get(o);
        if (c != null) {
            s.join(c.times());
        }
    }

    /** {@code derived} (a lock's Condition, a read lock, a Future) orders with {@code o}'s clock from now on. */
    public void alias(Object derived, Object o) {
        if (derived != null && o != null && derived != o) {
            objects.putIfAbsent(derived, objects.getOrCreate(o));
        }
    }

    /** {@code combined} completes after all of {@code parts} (CompletableFuture.allOf/anyOf): it acquires them. */
    public void combined(Object combined, Object[] parts) {
        if (combined == null || parts == null) {
            return;
        }
        SyncClock[] clocks = new SyncClock[parts.length];
        for (int i = 0; i < parts.length; i++) {
            clocks[i] = parts[i] == null ? null : objects.getOrCreate(parts[i]);
        }
        objects.putIfAbsent(combined, new SyncClock(clocks));
    }

    /** Before {@code t.start()}: the child begins with this thread's clock. */
    public void starting(Object t) {
        if (!(t instanceof Thread)) {
            return;
        }
        State s = state();
        synchronized (this) {
            starting.put((Thread) t, s.times.clone());
        }
        becameConcurrent();
        s.tick();
    }

    /** After {@code t.join(...)}: everything {@code t} did so far happens before what follows. */
    public void joined(Object t) {
        if (!(t instanceof Thread)) {
            return;
        }
        State other;
        synchronized (this) {
            other = byThread.get(t);
        }
        if (other != null) {
            state().join(other.times);
        }
    }

    private synchronized SyncClock field(int id) {
        if (id >= fields.length) {
            fields = Arrays.copyOf(fields, Math.max(id + 1, fields.length * 2));
        }
        SyncClock c = fields[id];
        if (c == null) {
            c = new SyncClock();
            fields[id] = c;
        }
        return c;
    }

    /** Before a write of volatile field {@code id}. */
    public void volatileWrite(int id) {
        State s = state();
        field(id).join(s.times);
        s.tick();
    }

    /** After a read of volatile field {@code id}. */
    public void volatileRead(int id) {
        state().join(field(id).times());
    }

    // ---- executor tasks ----------------------------------------------------------------------------------------

    /**
     * A task handed over to run elsewhere (an executor, a CompletableFuture stage): its clock starts with this
     * thread's; when it ends, its thread's clock is released to the task and to {@code owner}'s clock (the
     * executor: a Future.get or awaitTermination acquires it). Returns the task's clock.
     */
    SyncClock handOver() {
        State s = state();
        SyncClock own = new SyncClock();
        own.join(s.times);
        s.tick();
        synchronized (this) {
            pendingTasks.put(own, Boolean.TRUE);
        }
        becameConcurrent();
        return own;
    }

    /**
     * Before a ForkJoinTask is handed to a pool (fork, a pool's execute, submit or invoke, invokeAll): its compute
     * starts from this hand-over (see {@link #computing}). Handed over again (a reinitialised task), the later one.
     */
    public void forked(Object task) {
        if (task != null) {
            forkedTasks.replace(task, handOver());
        }
    }

    /**
     * A ForkJoinTask's compute begins in the current thread: after its hand-over, when it had one (a pool's worker,
     * started by code the agent does not see, begins empty then, as for an executor's task); a task invoked in
     * place was not handed over and changes nothing. Its end is a release of the task, which join, get and invoke
     * acquire.
     */
    public void computing(Object task) {
        SyncClock start = task == null ? null : forkedTasks.remove(task);
        if (start != null) {
            taskStarts(start, null);
        }
    }

    SyncClock clockOf(Object o) {
        return o == null ? null : objects.getOrCreate(o);
    }

    void aliasClock(Object derived, SyncClock clock) {
        if (derived != null && clock != null) {
            objects.putIfAbsent(derived, clock);
        }
    }

    void taskStarts(SyncClock own, SyncClock after) {
        State s = local.get();
        if (s == null) {
            s = register(true);
        }
        synchronized (this) {
            pendingTasks.remove(own);
        }
        s.join(own.times());
        if (after != null) {
            s.join(after.times());
        }
    }

    void taskEnds(SyncClock own, SyncClock owner) {
        State s = state();
        own.join(s.times);
        if (owner != null) {
            owner.join(s.times);
        }
        s.tick();
    }

    // ---- eviction ----------------------------------------------------------------------------------------------

    /**
     * Per thread index, the lowest time any future event can know of it: the minimum over the clocks of live
     * threads, of threads about to start and of tasks not started yet. An event whose epoch is at most this
     * happens before everything still to come (threads seen later begin after it).
     */
    public synchronized int[] frontier() {
        int[] f = new int[states.size()];
        Arrays.fill(f, Integer.MAX_VALUE);
        for (State s : states) {
            if (s.alive()) {
                lower(f, s.times);
            }
        }
        for (int[] t : starting.values()) {
            lower(f, t);
        }
        for (SyncClock c : pendingTasks.keySet()) {
            lower(f, c.times());
        }
        return f;
    }

    static void lower(int[] frontier, int[] times) {
        for (int i = 0; i < frontier.length; i++) {
            frontier[i] = Math.min(frontier[i], i < times.length ? times[i] : 0);
        }
    }

    static void lower(int[] frontier, Clock c) {
        for (int i = 0; i < frontier.length; i++) {
            frontier[i] = Math.min(frontier[i], c.get(i));
        }
    }
}
