package race;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.stream.BaseStream;

/**
 * A function handed to a parallel stream (a {@code forEach} action, a {@code map} function, a reduction), wrapped
 * so that happens-before follows the stream's work: each call starts after what the caller did before it handed the
 * function over, and ends into one clock ({@link #DONE}) that the caller acquires when a terminal operation returns
 * (one clock for every stream: more ordering than the stream's own, never less). Calls of one operation are not
 * ordered with each other, as the stream runs them on several threads; the calls of a {@code forEachOrdered}
 * action are, one after another. Functions of sequential streams stay as they are: they run in the caller.
 *
 * <p>One proxy serves every functional interface (streams take a dozen kinds, primitive ones included).
 */
final class StreamTasks implements InvocationHandler {
    /** What every call of a wrapped function releases into when it ends. */
    static final Object DONE = new Object();

    private final ThreadClocks clocks;
    private final Object task;
    private final SyncClock start;
    /** The ends of the calls so far, for a forEachOrdered action (null otherwise). */
    private final SyncClock order;

    private StreamTasks(ThreadClocks clocks, Object task, boolean ordered) {
        this.clocks = clocks;
        this.task = task;
        this.start = clocks.handOver();
        this.order = ordered ? new SyncClock() : null;
    }

    /** {@code task} wrapped when {@code stream} is parallel, else itself (also when no proxy can be made for it). */
    static Object wrap(ThreadClocks clocks, Object stream, Object task, boolean ordered) {
        if (!(stream instanceof BaseStream) || !((BaseStream<?, ?>) stream).isParallel()) {
            return task;
        }
        try {
            return Proxy.newProxyInstance(task.getClass().getClassLoader(), interfaces(task.getClass()),
                    new StreamTasks(clocks, task, ordered));
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
        clocks.taskStarts(start, order);
        try {
            return call(method, args);
        } finally {
            clocks.taskEnds(order != null ? order : clocks.clockOf(DONE), order != null ? clocks.clockOf(DONE) : null);
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
