package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertTrue;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import org.testng.annotations.Test;

/**
 * The vector clocks of a process's threads ({@link ThreadClocks}), driven like the agent's probes would from real
 * threads: each ordering edge orders exactly what it should, and no more.
 */
public class ThreadClocksTest {
    /** Runs {@code body} in a new thread started and joined through {@code clocks}; returns what it returned. */
    private static <T> T inThread(ThreadClocks clocks, Callable<T> body) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                out.set(body.call());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        clocks.starting(t);
        t.start();
        t.join();
        clocks.joined(t);
        return out.get();
    }

    @Test
    public void startOrdersTheParentBeforeTheChildAndJoinTheChildBeforeTheParent() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        Clock beforeStart = clocks.now();
        AtomicReference<Clock> child = new AtomicReference<>();
        Thread t = new Thread(() -> child.set(clocks.now()));
        clocks.starting(t);
        Clock afterStart = clocks.now();
        t.start();
        t.join();
        Clock beforeJoin = clocks.now();
        clocks.joined(t);
        Clock afterJoin = clocks.now();
        assertTrue(Clock.before(beforeStart, child.get()));
        assertFalse(Clock.before(afterStart, child.get()), "the parent after start is concurrent with the child");
        assertFalse(Clock.before(child.get(), beforeJoin), "Thread.join is the edge, not its return in real time");
        assertTrue(Clock.before(child.get(), afterJoin));
        assertTrue(clocks.concurrent());
    }

    @Test
    public void releaseThenAcquireOrdersAndAcquireWithoutReleaseDoesNot() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        Object lock = new Object();
        Object other = new Object();
        Clock[] child = inThread(clocks, () -> {
            Clock c = clocks.now();
            clocks.release(lock);
            return new Clock[] {c, clocks.now()};
        });
        // joined: use a fresh thread that only acquires, so the join edge does not hide the lock's
        Clock[] seen = inThread2(clocks, lock, other);
        assertFalse(Clock.before(child[0], seen[0]), "acquiring another object orders nothing");
        assertTrue(Clock.before(child[0], seen[1]), "what preceded the release is seen after the acquire");
        assertFalse(Clock.before(child[1], seen[1]), "what followed the release is not");
    }

    /** A thread whose start was not seen (so no start edge): acquires {@code other} then {@code lock}. */
    private static Clock[] inThread2(ThreadClocks clocks, Object lock, Object other) throws Exception {
        AtomicReference<Clock[]> out = new AtomicReference<>();
        Thread t = new Thread(() -> {
            clocks.taskStarts(new SyncClock(), null); // registers without inheriting anything
            clocks.acquire(other);
            Clock a = clocks.now();
            clocks.acquire(lock);
            out.set(new Clock[] {a, clocks.now()});
        });
        t.start();
        t.join();
        return out.get();
    }

    @Test
    public void volatileWriteOrdersBeforeALaterReadOfTheSameField() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        Clock written = inThread(clocks, () -> {
            Clock c = clocks.now();
            clocks.volatileWrite(3);
            return c;
        });
        AtomicReference<Clock[]> reader = new AtomicReference<>();
        Thread t = new Thread(() -> {
            clocks.taskStarts(new SyncClock(), null);
            clocks.volatileRead(4);
            Clock a = clocks.now();
            clocks.volatileRead(3);
            reader.set(new Clock[] {a, clocks.now()});
        });
        t.start();
        t.join();
        assertFalse(Clock.before(written, reader.get()[0]));
        assertTrue(Clock.before(written, reader.get()[1]));
    }

    @Test
    public void aThreadStartedUnseenBeginsAfterEverythingKnown() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        Clock main = clocks.now();
        AtomicReference<Clock> unseen = new AtomicReference<>();
        Thread t = new Thread(() -> unseen.set(clocks.now()));
        t.start(); // no starting(): as if JDK code started it
        t.join();
        assertTrue(Clock.before(main, unseen.get()));
    }

    @Test
    public void aTaskStartsAfterItsHandOverAndEndsIntoItsExecutor() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        Object executor = new Object();
        Clock beforeSubmit = clocks.now();
        AtomicReference<Clock> inTask = new AtomicReference<>();
        Runnable task = (Runnable) Tasks.wrap(clocks, executor, (Runnable) () -> inTask.set(clocks.now()),
                Tasks.RUNNABLE);
        Clock afterSubmit = clocks.now();
        Thread worker = new Thread(task); // a pool's worker: started by code the agent does not see
        worker.start();
        worker.join();
        Clock beforeGet = clocks.now();
        clocks.acquire(executor); // Future.get: the future shares the executor's clock
        Clock afterGet = clocks.now();
        assertTrue(Clock.before(beforeSubmit, inTask.get()));
        assertFalse(Clock.before(afterSubmit, inTask.get()));
        assertFalse(Clock.before(inTask.get(), beforeGet));
        assertTrue(Clock.before(inTask.get(), afterGet));
    }

    @Test
    public void aFutureJoinedBeforeItsTaskStartsLendsTheTaskNothing() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        AtomicReference<Clock> inTask = new AtomicReference<>();
        Runnable task = (Runnable) Tasks.wrap(clocks, null, (Runnable) () -> inTask.set(clocks.now()),
                Tasks.RUNNABLE);
        Object future = new Object();
        clocks.aliasClock(future, Tasks.clockOf(task)); // what SyncEvents.createdWith does for supplyAsync
        Clock afterSubmit = clocks.now();
        clocks.release(future); // a call on the future before the task started (a release the agent makes)
        Thread worker = new Thread(task);
        worker.start();
        worker.join();
        assertFalse(Clock.before(afterSubmit, inTask.get()), "the task starts from the hand-over only");
        clocks.acquire(future);
        assertTrue(Clock.before(inTask.get(), clocks.now()), "joining the future orders the task before");
    }

    @Test
    public void aBarriersActionStartsAfterThePartiesAwaits() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        AtomicReference<Clock> inAction = new AtomicReference<>();
        Runnable action = (Runnable) Tasks.wrap(clocks, null, (Runnable) () -> inAction.set(clocks.now()),
                Tasks.RUNNABLE);
        Object barrier = new Object();
        clocks.aliasClock(barrier, Tasks.clockOf(action)); // new CyclicBarrier(parties, action): SyncEvents.createdWith
        Tasks.startsAfterReleasesTo(action);
        Clock beforeAwait = clocks.now(); // after the construction: only the await orders it before the action
        clocks.release(barrier); // await
        Thread last = new Thread(action); // the action runs in the party that arrives last
        last.start();
        last.join();
        assertTrue(Clock.before(beforeAwait, inAction.get()));
    }

    @Test
    public void aForkJoinTaskComputesAfterItsForkAndItsJoinOrdersItsEnd() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        Object task = new Object();
        Clock beforeFork = clocks.now();
        clocks.forked(task);
        Clock afterFork = clocks.now();
        AtomicReference<Clock> inCompute = new AtomicReference<>();
        Thread worker = new Thread(() -> { // a pool's worker: started by code the agent does not see
            clocks.computing(task);
            inCompute.set(clocks.now());
            clocks.release(task); // the end of compute()
        });
        worker.start();
        worker.join();
        Clock beforeJoin = clocks.now();
        clocks.acquire(task); // join()
        assertTrue(Clock.before(beforeFork, inCompute.get()));
        assertFalse(Clock.before(afterFork, inCompute.get()), "the caller's work after the fork is not known");
        assertFalse(Clock.before(inCompute.get(), beforeJoin));
        assertTrue(Clock.before(inCompute.get(), clocks.now()));
        clocks.computing(task); // compute again in place (invoke): nothing handed over, nothing changes
    }

    @Test
    public void callablesOfInvokeAllAreEachWrapped() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        Object executor = new Object();
        Callable<Integer> one = () -> 1;
        List<?> wrapped = (List<?>) Tasks.wrap(clocks, executor, List.of(one, one), Tasks.CALLABLES);
        assertEquals(wrapped.size(), 2);
        assertEquals(((Callable<?>) wrapped.get(0)).call(), 1);
        assertNull(Tasks.wrap(clocks, executor, null, Tasks.RUNNABLE));
    }

    @Test
    public void derivedObjectsShareTheirOwnersClock() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        Object lock = new Object();
        Object condition = new Object();
        clocks.alias(condition, lock);
        Clock released = inThread(clocks, () -> {
            Clock c = clocks.now();
            clocks.release(condition);
            return c;
        });
        AtomicReference<Clock> acquired = new AtomicReference<>();
        Thread t = new Thread(() -> {
            clocks.taskStarts(new SyncClock(), null);
            clocks.acquire(lock);
            acquired.set(clocks.now());
        });
        t.start();
        t.join();
        assertTrue(Clock.before(released, acquired.get()));
    }

    @Test
    public void anEndedLogicalCallStaysUntilEveryLiveThreadKnowsIt() {
        ThreadClocks clocks = new ThreadClocks();
        Object terminal = new Object();
        long mine = clocks.threadId();
        ThreadClocks.State outer = clocks.enterCall(clocks.handOver(), null);
        Clock call = clocks.now();
        assertTrue(clocks.threadId() != mine, "a thread id of its own");
        clocks.exitCall(outer, clocks.clockOf(terminal), null);
        assertEquals(clocks.threadId(), mine);
        assertTrue(call.time() > clocks.frontier()[call.thread], "the thread itself learnt nothing of the call");
        clocks.acquire(terminal); // as after a terminal operation, through the clock the call ended into
        assertTrue(call.time() <= clocks.frontier()[call.thread], "now every live thread knows it");
    }

    @Test
    public void frontierPassesWhatEveryLiveThreadKnows() throws Exception {
        ThreadClocks clocks = new ThreadClocks();
        Clock child = inThread(clocks, clocks::now);
        int[] frontier = clocks.frontier();
        assertTrue(child.time() <= frontier[child.thread], "joined: every live thread knows the child's end");
        Clock mine = clocks.now();
        clocks.release(new Object());
        Object blocker = new Object();
        Thread waiting = new Thread(() -> {
            synchronized (blocker) {
                try {
                    blocker.wait(10_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
        clocks.starting(waiting);
        waiting.start();
        try {
            Clock after = clocks.now();
            int[] f = clocks.frontier();
            assertTrue(mine.time() <= f[mine.thread], "the waiting thread started after it");
            assertFalse(after.time() <= f[after.thread], "the waiting thread does not know what followed");
        } finally {
            waiting.interrupt();
            waiting.join();
        }
    }

    @Test
    public void weakIdentityClocksUseIdentityNotEquals() {
        WeakIdentityClocks table = new WeakIdentityClocks();
        List<Integer> a = new java.util.ArrayList<>(List.of(1));
        List<Integer> b = new java.util.ArrayList<>(List.of(1));
        SyncClock ca = table.getOrCreate(a);
        assertTrue(table.get(a) == ca);
        assertNull(table.get(b), "an equal but different object has no clock");
        a.add(2); // its hashCode changes: identity still finds it
        assertTrue(table.get(a) == ca);
        for (int i = 0; i < 1000; i++) {
            table.getOrCreate(new Object());
        }
        assertTrue(table.get(a) == ca);
        SyncClock other = new SyncClock();
        table.replace(a, other);
        assertTrue(table.get(a) == other, "replaced");
        assertTrue(table.remove(a) == other);
        assertNull(table.get(a), "removed");
        assertNull(table.remove(a), "removed once");
    }
}
