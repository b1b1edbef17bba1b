package race;

import static mpi.shim.event.RmaSync.Call.LOCK;
import static mpi.shim.event.RmaSync.Call.UNLOCK;
import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

/**
 * Global phases and message clocks of the accesses of a rank with several threads ({@link ThreadPhases} through
 * {@link RankTracker}): a barrier or a send orders only what happens before it in the calling thread's
 * happens-before, and an access starts in the latest phase its thread has learnt of.
 */
public class ThreadPhasesTest {
    private static final long WIN = 7;
    private static final long BASE = 1_000;

    private ThreadClocks clocks;
    private RankTracker tracker;

    @BeforeMethod
    public void freshRank() {
        clocks = new ThreadClocks();
        clocks.enable();
        tracker = new RankTracker(0, 2, new LocalityCache(), clocks);
        tracker.windowCreated(WIN, new int[] {0, 1}, 0, BASE, 64);
    }

    private void store(long offset, String name) {
        tracker.local(BASE + offset, 4, true, Thread.currentThread().getId(), new Site("T", name, "T.java", 1));
    }

    private Thread started(Runnable body) throws InterruptedException {
        Thread t = new Thread(body);
        clocks.starting(t);
        t.start();
        t.join(); // real-time order only: the clocks see a join only through joined()
        return t;
    }

    /** The accesses shipped since the last call, of one site method (null: all). */
    private List<Access> shipped(String method) {
        List<Access> out = new ArrayList<>();
        for (Map.Entry<Integer, List<Access>> e : tracker.takeOutbox().entrySet()) {
            for (Access a : e.getValue()) {
                if (method == null || a.site.method.equals(method)) {
                    out.add(a);
                }
            }
        }
        return out;
    }

    @Test
    public void oneThreadKeepsTheRankCount() {
        clocks.starting(new Thread(() -> { })); // a second thread may run: accesses are held until ended
        tracker.collective();
        store(0, "main");
        assertEquals(shipped("main").size(), 0, "held until a call of its thread ends it");
        tracker.collective();
        List<Access> main = shipped("main");
        assertEquals(main.size(), 1);
        assertEquals(main.get(0).phaseFrom, 1);
        assertEquals(main.get(0).phaseTo, 1);
    }

    @Test
    public void aStoreNotOrderedBeforeTheBarrierStaysInFlightPastIt() throws Exception {
        Thread t = started(() -> store(0, "child"));
        tracker.collective(); // the main thread's barrier: the child's store is not known to it
        assertEquals(shipped("child").size(), 0);
        clocks.joined(t);
        tracker.collective();
        List<Access> child = shipped("child");
        assertEquals(child.size(), 1);
        assertEquals(child.get(0).phaseFrom, 0);
        assertEquals(child.get(0).phaseTo, 1, "in flight through the phase the first barrier began");
    }

    /**
     * Two children begin with the main thread's clock from before {@code event} (made by the main thread); after it,
     * "informed" learns of it through a latch, "uninformed" does not; each stores, in time after the event. Returns
     * what is shipped once the main thread joined both and made a collective.
     */
    private List<Access> childrenAfter(Runnable event) throws InterruptedException {
        Object latch = new Object();
        Thread informed = new Thread(() -> {
            clocks.acquire(latch);
            store(0, "informed");
        });
        Thread uninformed = new Thread(() -> store(8, "uninformed"));
        clocks.starting(informed);
        clocks.starting(uninformed);
        event.run();
        clocks.release(latch);
        store(16, "main");
        for (Thread t : new Thread[] {informed, uninformed}) {
            t.start();
            t.join();
            clocks.joined(t);
        }
        tracker.collective();
        return shipped(null);
    }

    @Test
    public void aThreadStartsInThePhaseItLearntOf() throws Exception {
        List<Access> all = childrenAfter(tracker::collective);
        assertEquals(of(all, "informed").phaseFrom, 1, "learnt of the barrier through the latch");
        assertEquals(of(all, "uninformed").phaseFrom, 0, "the barrier's return does not happen before its store");
        assertEquals(of(all, "uninformed").phaseTo, 1);
    }

    private static Access of(List<Access> all, String method) {
        return all.stream().filter(a -> a.site.method.equals(method)).findFirst().orElseThrow();
    }

    @Test
    public void aSendEndsOnlyWhatHappensBeforeIt() throws Exception {
        Thread t = started(() -> store(0, "unordered"));
        store(8, "main");
        long[] vc = tracker.messageSending(2);
        clocks.joined(t);
        tracker.collective();
        Access main = shipped("main").get(0);
        assertEquals(main.clockDone, vc[0] - 1, "complete before the message");
        tracker.finish();
        List<Access> unordered = tracker.takeOutbox().get(0);
        assertTrue(unordered == null || unordered.isEmpty(), "shipped at the collective above");
    }

    @Test
    public void aStoreUnorderedBeforeASendIsNotOrderedByIt() throws Exception {
        Thread t = started(() -> store(0, "unordered"));
        long[] vc = tracker.messageSending(2);
        clocks.joined(t);
        tracker.collective();
        Access a = shipped("unordered").get(0);
        assertTrue(a.clockDone >= vc[0], "a receiver of that message is not ordered after the store");
    }

    @Test
    public void aReceiveOrdersOnlyWhatItsThreadDoesAfterIt() throws Exception {
        List<Access> all = childrenAfter(() -> tracker.messageReceived(new long[] {0, 5})); // rank 1's clock 5
        assertEquals(of(all, "main").vc[1], 5);
        assertEquals(of(all, "informed").vc[1], 5, "learnt of the receive through the latch");
        Access u = of(all, "uninformed");
        assertTrue(u.vc == null || u.vc.length < 2 || u.vc[1] == 0, "knows nothing of rank 1's clock 5");
    }

    @Test
    public void whatIsHeldAtTheEndEndsThere() throws Exception {
        started(() -> store(0, "child"));
        tracker.collective();
        tracker.finish();
        Access a = shipped("child").get(0);
        assertEquals(a.phaseTo, 1);
        assertEquals(tracker.oldestInFlight(), 1);
    }

    @Test
    public void theOldestPhaseHeldKeepsOwnersFromEvictingIt() throws Exception {
        started(() -> store(0, "child"));
        tracker.collective();
        tracker.collective();
        assertEquals(tracker.oldestInFlight(), 0, "the child's store may still meet phase-0 accesses");
    }

    @Test
    public void aGetIntoTheRanksOwnWindowRacesWithAnotherThreadsLoad() throws Exception {
        started(() -> tracker.local(BASE, 4, false, Thread.currentThread().getId(), new Site("T", "load", "T.java",
                1)));
        tracker.sync(WIN, LOCK, 1, true, null);
        tracker.operation(WIN, null, "get", 1, 0, 4, Access.READ, null, "INT", new long[] {BASE}, new long[] {4},
                new boolean[] {true}, Thread.currentThread().getId(), new Site("T", "get", "T.java", 2));
        tracker.sync(WIN, UNLOCK, 1, true, null);
        List<RacePair> races = tracker.takeThreadRaces();
        assertEquals(races.size(), 1, "the get's origin buffer is the window's element 0");
        assertEquals(races.get(0).first.window, races.get(0).second.window);
    }
}
