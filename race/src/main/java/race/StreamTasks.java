package race;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.BaseStream;

/**
 * A function handed to a parallel stream (a {@code forEach} action, a {@code map} function, a reduction), wrapped
 * so that happens-before follows the stream's work: each call starts after what the caller did before it handed the
 * function over, and ends into one clock ({@link #DONE}) that the caller acquires when a terminal operation returns
 * (one clock for every stream: more ordering than the stream's own, never less). Calls of one operation are not
 * ordered with each other, as the stream runs them on several threads; the calls of a {@code forEachOrdered}
 * action are, one after another. Functions of sequential streams stay as they are: they run in the caller.
 *
 * <p>A {@code forEach} action is the loop body of a parallel loop: its first {@link #LOGICAL_CALLS} calls each run
 * as a logical thread of their own ({@link ThreadClocks#enterCall}), so two iterations the stream happened to run
 * one after the other in one thread are still unordered, as in a run that gives them two threads. Later calls,
 * and calls beyond {@link #LOGICAL_TOTAL} in the process, run as their thread (each logical thread is a clock entry
 * for good).
 *
 * <p>One proxy serves every functional interface (streams take a dozen kinds, primitive ones included).
 */
final class StreamTasks implements InvocationHandler {
    /** What every call of a wrapped function releases into when it ends. */
    static final Object DONE = new Object();
    /** Calls of one forEach action that get a logical thread each. */
    static final int LOGICAL_CALLS = 16;
    /** Logical threads in the process at the most. */
    static final int LOGICAL_TOTAL = 1024;
    private static final AtomicInteger LOGICAL_MADE = new AtomicInteger();

    private final ThreadClocks clocks;
    private final Object task;
    private final SyncClock start;
    /** The ends of the calls so far, for a forEachOrdered action (null otherwise). */
    private final SyncClock order;
    /** Calls that may still get a logical thread (0 for functions other than forEach actions). */
    private final AtomicInteger logicalLeft;

    private StreamTasks(ThreadClocks clocks, Object task, boolean ordered, boolean loopBody) {
        this.clocks = clocks;
        this.task = task;
        this.start = clocks.handOver();
        this.order = ordered ? new SyncClock() : null;
        this.logicalLeft = new AtomicInteger(loopBody ? LOGICAL_CALLS : 0);
    }

    /**
     * {@code task} wrapped when {@code stream} is parallel, else itself (also when no proxy can be made for it).
     * {@code loopBody}: a forEach or forEachOrdered action.
     */
    static Object wrap(ThreadClocks clocks, Object stream, Object task, boolean ordered, boolean loopBody) {
        if (!(stream instanceof BaseStream) || !((BaseStream<?, ?>) stream).isParallel()) {
            return task;
        }
        try {
            return Proxy.newProxyInstance(task.getClass().getClassLoader(), interfaces(task.getClass()),
                    new StreamTasks(clocks, task, ordered, loopBody));
        } catch (RuntimeException e) {
            return task; // an interface a proxy of that loader cannot implement: the calls are not followed
        }
    }

    private static Class<?>[] interfaces(Class<?> c) {
        Set<Class<?>> out = new LinkedHashSet<>();
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                out.add(i);
            }
        }
        return out.toArray(new Class<?>[0]);
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.isDefault()) {
            return InvocationHandler.invokeDefault(proxy, method, args); // andThen & co call back into the proxy
        }
        if (method.getDeclaringClass() == Object.class) {
            return call(method, args);
        }
        SyncClock done = clocks.clockOf(DONE);
        if (logicalLeft.get() > 0 && logicalLeft.getAndDecrement() > 0 && LOGICAL_MADE.get() < LOGICAL_TOTAL
                && LOGICAL_MADE.getAndIncrement() < LOGICAL_TOTAL) {
            ThreadClocks.State outer = clocks.enterCall(start, order);
            try {
                return call(method, args);
            } finally {
                clocks.exitCall(outer, order != null ? order : done, order != null ? done : null);
            }
        }
        clocks.taskStarts(start, order);
        try {
            return call(method, args);
        } finally {
            clocks.taskEnds(order != null ? order : done, order != null ? done : null);
        }
    }

    private Object call(Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(task, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
