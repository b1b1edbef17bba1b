package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertSame;
import static org.testng.Assert.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

/**
 * Functions of parallel streams wrapped by {@link StreamTasks} (as the agent wraps them at the call): each call
 * starts after the caller's hand-over, calls in two threads stay unordered, forEachOrdered orders its calls, and the
 * caller is after every call once the terminal operation returned.
 */
public class StreamTasksTest {
    private ThreadClocks clocks;
    private final List<Clock> calls = new CopyOnWriteArrayList<>();

    @BeforeMethod
    public void fresh() {
        clocks = new ThreadClocks();
        clocks.enable();
        calls.clear();
    }

    private IntConsumer wrapped(IntStream stream, IntConsumer f, boolean ordered) {
        return (IntConsumer) StreamTasks.wrap(clocks, stream, f, ordered, true); // a forEach or forEachOrdered action
    }

    @Test
    public void aSequentialStreamKeepsItsFunction() {
        IntConsumer f = i -> { };
        assertSame(StreamTasks.wrap(clocks, IntStream.range(0, 2), f, false, true), f);
    }

    @Test
    public void callsInTwoThreadsAreUnorderedAndBothBeforeTheCallerAfterwards() {
        Clock before = clocks.now();
        CyclicBarrier both = new CyclicBarrier(2);
        IntStream stream = IntStream.range(0, 2).parallel();
        stream.forEach(wrapped(stream, i -> {
            try {
                both.await(30, TimeUnit.SECONDS); // two threads run the two calls
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            calls.add(clocks.now());
        }, false));
        clocks.acquire(StreamTasks.DONE); // what the agent adds after a terminal operation
        Clock after = clocks.now();
        assertEquals(calls.size(), 2);
        Clock a = calls.get(0);
        Clock b = calls.get(1);
        assertTrue(a.thread != b.thread, "two threads");
        assertFalse(Clock.before(a, b) || Clock.before(b, a), "the two calls are not ordered");
        for (Clock c : calls) {
            assertTrue(Clock.before(before, c), "each call starts after the hand-over");
            assertTrue(c.thread == after.thread || Clock.before(c, after), "each call ends before the caller goes on");
        }
    }

    @Test
    public void aLoopBodysCallsInOneThreadAreLogicalThreadsOfTheirOwn() {
        List<Long> ids = new CopyOnWriteArrayList<>();
        IntConsumer body = (IntConsumer) StreamTasks.wrap(clocks, IntStream.range(0, 2).parallel(), (IntConsumer) i -> {
            calls.add(clocks.now());
            ids.add(clocks.threadId());
        }, false, true);
        Clock before = clocks.now();
        body.accept(0); // one thread runs both calls, one after the other
        body.accept(1);
        Clock a = calls.get(0);
        Clock b = calls.get(1);
        assertTrue(a.thread != b.thread && !ids.get(0).equals(ids.get(1)), "two logical threads");
        assertFalse(Clock.before(a, b) || Clock.before(b, a), "the two calls are not ordered");
        assertTrue(Clock.before(before, a) && Clock.before(before, b), "both after what the caller did before");
        assertEquals(clocks.threadId(), Thread.currentThread().getId(), "the thread is itself again");
        assertFalse(Clock.before(a, clocks.now()), "and learnt nothing of the calls");
        clocks.acquire(StreamTasks.DONE);
        assertTrue(Clock.before(a, clocks.now()) && Clock.before(b, clocks.now()), "until the terminal operation");
    }

    @Test
    public void forEachOrderedOrdersItsCalls() {
        IntStream stream = IntStream.range(0, 64).parallel();
        stream.forEachOrdered(wrapped(stream, i -> {
            calls.add(clocks.now());
            clocks.release(new Object()); // a new epoch for each call: the next one must learn of it
        }, true));
        for (int i = 1; i < calls.size(); i++) {
            Clock prev = calls.get(i - 1);
            Clock next = calls.get(i);
            assertTrue(prev.thread == next.thread || Clock.before(prev, next), "call " + i + " after call " + (i - 1));
        }
    }

    @Test
    public void defaultMethodsGoThroughTheWrapper() {
        IntStream stream = IntStream.range(0, 2).parallel();
        List<Integer> seen = new CopyOnWriteArrayList<>();
        IntConsumer f = wrapped(stream, seen::add, false).andThen(i -> seen.add(-i));
        stream.forEach(f);
        assertEquals(seen.size(), 4);
    }
}
