package syncchecker.rt;

import race.SyncEvents;
import race.ThreadClocks;

/**
 * What instrumented application code calls at each synchronization (inserted by syncchecker.agent.SyncOrderVisitor
 * only when race checking runs): monitor enter and exit, Thread.start and join, Object.wait, calls on
 * java.util.concurrent objects and VarHandles, volatile field reads and writes, tasks handed to executors. Each
 * feeds the happens-before order of the rank's threads (race.ThreadClocks). A static final test then a call.
 */
public final class SyncProbes {
    private static final boolean ON = ThreadClocks.INSTANCE.enabled();

    private SyncProbes() {}

    /** After MONITORENTER, entry of a synchronized method, or a call that acquires {@code o}. */
    public static void acquire(Object o) {
        if (ON) {
            SyncEvents.acquire(o);
        }
    }

    /** Before MONITOREXIT, exit of a synchronized method, or a call that releases {@code o}. */
    public static void release(Object o) {
        if (ON) {
            SyncEvents.release(o);
        }
    }

    /** After a call on a java.util.concurrent object {@code o} that returned {@code result}. */
    public static void acquire(Object o, Object result) {
        if (ON) {
            SyncEvents.acquire(o, result);
        }
    }

    /** After an executor call on {@code o} returned {@code result} (a Future): it shares {@code o}'s clock. */
    public static void derived(Object o, Object result) {
        if (ON) {
            SyncEvents.derived(o, result);
        }
    }

    /** After CompletableFuture.allOf/anyOf({@code parts}) returned {@code combined}. */
    public static void combined(Object combined, Object[] parts) {
        if (ON) {
            SyncEvents.combined(combined, parts);
        }
    }

    /** Before {@code t.start()} (any receiver; only Threads count). */
    public static void starting(Object t) {
        if (ON) {
            SyncEvents.starting(t);
        }
    }

    /** After {@code t.join(...)}. */
    public static void joined(Object t) {
        if (ON) {
            SyncEvents.joined(t);
        }
    }

    public static void volatileRead(int field) {
        if (ON) {
            SyncEvents.volatileRead(field);
        }
    }

    public static void volatileWrite(int field) {
        if (ON) {
            SyncEvents.volatileWrite(field);
        }
    }

    /** Before ForkJoinTask {@code task} is handed to a pool (fork, execute, submit, invoke, invokeAll). */
    public static void forked(Object task) {
        if (ON) {
            SyncEvents.forked(task);
        }
    }

    /** Before ForkJoinTask.invokeAll of an array of tasks. */
    public static void forkedEach(Object[] tasks) {
        if (ON && tasks != null) {
            for (Object t : tasks) {
                SyncEvents.forked(t);
            }
        }
    }

    /** After ForkJoinTask.invokeAll of an array of tasks: each one's end. */
    public static void acquireEach(Object[] tasks) {
        if (ON && tasks != null) {
            for (Object t : tasks) {
                SyncEvents.acquire(t);
            }
        }
    }

    /** At the start of a ForkJoinTask's compute ({@code task} is this). */
    public static void computing(Object task) {
        if (ON) {
            SyncEvents.computing(task);
        }
    }

    /** A task argument of kind {@code kind} (race.Tasks) handed to {@code owner}: returns its wrapper. */
    public static Object task(Object owner, Object task, int kind) {
        return ON ? SyncEvents.task(owner, task, kind) : task;
    }

    /** A terminal operation of {@code stream} returned (its functions, wrapped, ran in other threads too). */
    public static void streamDone(Object stream) {
        if (ON) {
            SyncEvents.streamDone();
        }
    }

    /** {@code created} was made with wrapped {@code task} (a CompletableFuture stage, a CyclicBarrier action). */
    public static void createdWith(Object created, Object task) {
        if (ON) {
            SyncEvents.createdWith(created, task);
        }
    }
}
