package race;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionStage;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Wrappers that carry happens-before into and out of tasks run by other threads (executors, CompletableFuture
 * stages, a CyclicBarrier's action): the submitter's clock is released to the task when it is handed over, the
 * task acquires it when it starts and releases its thread's clock when it ends (also to the executor's clock,
 * which Future.get, invokeAll, awaitTermination acquire). One class per functional interface: their default
 * methods clash.
 */
public final class Tasks {
    public static final int RUNNABLE = 0;
    public static final int CALLABLE = 1;
    public static final int SUPPLIER = 2;
    public static final int FUNCTION = 3;
    public static final int CONSUMER = 4;
    public static final int BI_FUNCTION = 5;
    public static final int BI_CONSUMER = 6;
    /** A collection of Callables (invokeAll, invokeAny): wrapped one by one into a new list. */
    public static final int CALLABLES = 7;
    /** A function handed to a stream (any java.util.function type; see {@link StreamTasks}). */
    public static final int STREAM = 8;
    /** A forEachOrdered action: its calls are ordered one after another. */
    public static final int STREAM_ORDERED = 9;
    /** A forEach action: a parallel loop's body, its calls unordered even when one thread runs several. */
    public static final int STREAM_LOOP = 10;

    private Tasks() {}

    /** {@code task} of the given kind wrapped, ending into {@code owner}'s clock (null: only its own). */
    static Object wrap(ThreadClocks clocks, Object owner, Object task, int kind) {
        if (task == null) {
            return null;
        }
        if (kind == STREAM || kind == STREAM_ORDERED || kind == STREAM_LOOP) {
            return StreamTasks.wrap(clocks, owner, task, kind == STREAM_ORDERED, kind != STREAM);
        }
        if (kind == CALLABLES) {
            List<Callable<?>> out = new ArrayList<>();
            for (Object c : (Collection<?>) task) {
                out.add(c == null ? null : new TaskCallable(clocks, owner, (Callable<?>) c));
            }
            return out;
        }
        switch (kind) {
            case RUNNABLE:
                return new TaskRunnable(clocks, owner, (Runnable) task);
            case CALLABLE:
                return new TaskCallable(clocks, owner, (Callable<?>) task);
            case SUPPLIER:
                return new TaskSupplier(clocks, owner, (Supplier<?>) task);
            case FUNCTION:
                return new TaskFunction(clocks, owner, (Function<?, ?>) task);
            case CONSUMER:
                return new TaskConsumer(clocks, owner, (Consumer<?>) task);
            case BI_FUNCTION:
                return new TaskBiFunction(clocks, owner, (BiFunction<?, ?, ?>) task);
            case BI_CONSUMER:
                return new TaskBiConsumer(clocks, owner, (BiConsumer<?, ?>) task);
            default:
                return task;
        }
    }

    /**
     * {@code wrapped} runs only after what is released into the object made with it (a CyclicBarrier's action, after
     * the parties' awaits): it also starts from that, not only from its hand-over.
     */
    static void startsAfterReleasesTo(Object wrapped) {
        if (wrapped instanceof Task) {
            ((Task) wrapped).afterOwn = true;
        }
    }

    /** The clock a wrapped task releases into when it ends (null for anything else). */
    static SyncClock clockOf(Object wrapped) {
        return wrapped instanceof Task ? ((Task) wrapped).own : null;
    }

    /** What every wrapper shares: the hand-over when made, the acquire at start and the release at end. */
    abstract static class Task {
        final ThreadClocks clocks;
        /**
         * The submitter's clock at the hand-over, what the task starts from. Kept apart from {@link #own}: the
         * future made for the task shares that one, and a call on the future (a join before the task started)
         * releases the caller's later clock into it, which the task must not take for its start.
         */
        private final SyncClock handedOver;
        /** The task's clock when it ended, which a Future.get or join of it acquires. */
        final SyncClock own = new SyncClock();
        final SyncClock owner;
        /** A CompletableFuture stage runs after the stage it depends on completed: it acquires that one too. */
        final boolean afterOwner;
        /**
         * A CyclicBarrier's action runs after every party's await, which released into the barrier's clock, the one
         * {@link #own} is: it acquires that too (see {@link #startsAfterReleasesTo}).
         */
        private volatile boolean afterOwn;

        Task(ThreadClocks clocks, Object owner) {
            this.clocks = clocks;
            this.owner = clocks.clockOf(owner);
            this.handedOver = clocks.handOver();
            this.afterOwner = owner instanceof CompletionStage;
        }

        final void starts() {
            clocks.taskStarts(handedOver, afterOwner ? owner : afterOwn ? own : null);
        }

        final void ends() {
            clocks.taskEnds(own, owner);
        }
    }

    static final class TaskRunnable extends Task implements Runnable {
        private final Runnable task;

        TaskRunnable(ThreadClocks clocks, Object owner, Runnable task) {
            super(clocks, owner);
            this.task = task;
        }

        @Override
        public void run() {
            starts();
            try {
                task.run();
            } finally {
                ends();
            }
        }
    }

    static final class TaskCallable<V> extends Task implements Callable<V> {
        private final Callable<V> task;

        TaskCallable(ThreadClocks clocks, Object owner, Callable<V> task) {
            super(clocks, owner);
            this.task = task;
        }

        @Override
        public V call() throws Exception {
            starts();
            try {
                return task.call();
            } finally {
                ends();
            }
        }
    }

    static final class TaskSupplier<V> extends Task implements Supplier<V> {
        private final Supplier<V> task;

        TaskSupplier(ThreadClocks clocks, Object owner, Supplier<V> task) {
            super(clocks, owner);
            this.task = task;
        }

        @Override
        public V get() {
            starts();
            try {
                return task.get();
            } finally {
                ends();
            }
        }
    }

    static final class TaskFunction<A, R> extends Task implements Function<A, R> {
        private final Function<A, R> task;

        TaskFunction(ThreadClocks clocks, Object owner, Function<A, R> task) {
            super(clocks, owner);
            this.task = task;
        }

        @Override
        public R apply(A a) {
            starts();
            try {
                return task.apply(a);
            } finally {
                ends();
            }
        }
    }

    static final class TaskConsumer<A> extends Task implements Consumer<A> {
        private final Consumer<A> task;

        TaskConsumer(ThreadClocks clocks, Object owner, Consumer<A> task) {
            super(clocks, owner);
            this.task = task;
        }

        @Override
        public void accept(A a) {
            starts();
            try {
                task.accept(a);
            } finally {
                ends();
            }
        }
    }

    static final class TaskBiFunction<A, B, R> extends Task implements BiFunction<A, B, R> {
        private final BiFunction<A, B, R> task;

        TaskBiFunction(ThreadClocks clocks, Object owner, BiFunction<A, B, R> task) {
            super(clocks, owner);
            this.task = task;
        }

        @Override
        public R apply(A a, B b) {
            starts();
            try {
                return task.apply(a, b);
            } finally {
                ends();
            }
        }
    }

    static final class TaskBiConsumer<A, B> extends Task implements BiConsumer<A, B> {
        private final BiConsumer<A, B> task;

        TaskBiConsumer(ThreadClocks clocks, Object owner, BiConsumer<A, B> task) {
            super(clocks, owner);
            this.task = task;
        }

        @Override
        public void accept(A a, B b) {
            starts();
            try {
                task.accept(a, b);
            } finally {
                ends();
            }
        }
    }
}
