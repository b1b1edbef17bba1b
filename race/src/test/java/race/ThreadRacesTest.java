package race;

import static mpi.shim.event.RmaSync.Call.FENCE;
import static mpi.shim.event.RmaSync.Call.FLUSH;
import static mpi.shim.event.RmaSync.Call.FLUSH_ALL;
import static mpi.shim.event.RmaSync.Call.FLUSH_LOCAL;
import static mpi.shim.event.RmaSync.Call.LOCK_ALL;
import static mpi.shim.event.RmaSync.Call.UNLOCK_ALL;
import static org.testng.Assert.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

/**
 * Races between threads of one rank as {@link RankTracker} finds them with happens-before (thread clocks enabled):
 * loads and stores of window memory, operations at the target and at the origin, each against its ordered twin.
 */
public class ThreadRacesTest {
    private static final long WIN = 7;
    private static final long BASE = 1_000;
    private static final long ORIGIN_BUFFER = 50_000;

    private ThreadClocks clocks;
    private RankTracker tracker;

    @BeforeMethod
    public void freshRank() {
        clocks = new ThreadClocks();
        clocks.enable();
        tracker = new RankTracker(0, new LocalityCache(), clocks);
        tracker.windowCreated(WIN, new int[] {0, 1}, 0, BASE, 64);
    }

    private static Site site(String name) {
        return new Site("T", name, "T.java", 1);
    }

    private void store(long offset, String name) {
        tracker.local(BASE + offset, 4, true, Thread.currentThread().getId(), site(name));
    }

    private void put(int target, long offset, long origin, String name) {
        tracker.operation(WIN, null, "put", target, offset, 4, Access.WRITE, null, "INT", new long[] {origin},
                new long[] {4}, new boolean[] {false}, Thread.currentThread().getId(), site(name));
    }

    /** Runs {@code body} in a new thread whose start is seen (and, when {@code join}, whose end is joined). */
    private Thread thread(Runnable body, boolean join) throws InterruptedException {
        Thread t = new Thread(body);
        clocks.starting(t);
        t.start();
        if (join) {
            t.join();
            clocks.joined(t);
        }
        return t;
    }

    private List<String> races() {
        List<String> out = new ArrayList<>();
        for (RacePair p : tracker.takeThreadRaces()) {
            String a = p.first.site.method;
            String b = p.second.site.method;
            out.add(a.compareTo(b) <= 0 ? a + "/" + b : b + "/" + a);
        }
        return out;
    }

    @Test
    public void storesOfTwoThreadsRaceUnlessJoined() throws Exception {
        Thread t = thread(() -> store(0, "child"), false);
        t.join(); // real-time order only: not seen by the clocks
        store(0, "main");
        assertEquals(races(), List.of("child/main"));
        thread(() -> store(8, "child2"), true);
        store(8, "main2");
        assertEquals(races(), List.of());
    }

    @Test
    public void disjointBytesAndTwoLoadsDoNotRace() throws Exception {
        Thread t = thread(() -> {
            store(16, "child");
            tracker.local(BASE + 24, 4, false, Thread.currentThread().getId(), site("childLoad"));
        }, false);
        t.join();
        store(20, "main");
        tracker.local(BASE + 24, 4, false, Thread.currentThread().getId(), site("mainLoad"));
        assertEquals(races(), List.of());
    }

    @Test
    public void aLockOrdersStoresOfTwoThreads() throws Exception {
        Object lock = new Object();
        Thread t = thread(() -> {
            store(32, "child");
            clocks.release(lock);
        }, false);
        t.join();
        clocks.acquire(lock);
        store(32, "main");
        assertEquals(races(), List.of());
    }

    @Test
    public void putsOfTwoThreadsRaceUnlessFlushedAndJoined() throws Exception {
        tracker.sync(WIN, LOCK_ALL, -1, false, null);
        Thread t = thread(() -> put(1, 0, ORIGIN_BUFFER, "childPut"), false);
        t.join();
        put(1, 0, ORIGIN_BUFFER + 8, "mainPut");
        tracker.sync(WIN, UNLOCK_ALL, -1, false, null);
        assertEquals(races(), List.of("childPut/mainPut"));

        tracker.sync(WIN, LOCK_ALL, -1, false, null);
        thread(() -> {
            put(1, 4, ORIGIN_BUFFER + 16, "childPut2");
            tracker.sync(WIN, FLUSH, 1, false, null);
        }, true);
        put(1, 4, ORIGIN_BUFFER + 24, "mainPut2");
        tracker.sync(WIN, UNLOCK_ALL, -1, false, null);
        assertEquals(races(), List.of());
    }

    @Test
    public void anOriginBufferStoredWhileAnotherThreadsPutIsInFlight() throws Exception {
        Object latch = new Object();
        tracker.sync(WIN, LOCK_ALL, -1, false, null);
        thread(() -> {
            put(1, 8, ORIGIN_BUFFER + 32, "childPut");
            clocks.release(latch);
        }, false).join();
        clocks.acquire(latch);
        tracker.local(ORIGIN_BUFFER + 32, 4, true, Thread.currentThread().getId(), site("mainStore"));
        tracker.sync(WIN, UNLOCK_ALL, -1, false, null);
        assertEquals(races(), List.of("childPut/mainStore"));

        tracker.sync(WIN, LOCK_ALL, -1, false, null);
        thread(() -> {
            put(1, 8, ORIGIN_BUFFER + 40, "childPut2");
            tracker.sync(WIN, FLUSH_LOCAL, 1, false, null);
            clocks.release(latch);
        }, false).join();
        clocks.acquire(latch);
        tracker.local(ORIGIN_BUFFER + 40, 4, true, Thread.currentThread().getId(), site("mainStore2"));
        tracker.sync(WIN, UNLOCK_ALL, -1, false, null);
        assertEquals(races(), List.of());
    }

    @Test
    public void aBufferStoredByAnotherThreadBeforeItBecomesAnOriginRacesWithThePut() throws Exception {
        long fresh = ORIGIN_BUFFER + 4096; // no operation has used it yet
        tracker.sync(WIN, FENCE, -1, false, null);
        Thread t = thread(() -> {
            for (int i = 0; i < 4; i++) {
                tracker.local(fresh + 4 * i, 4, true, Thread.currentThread().getId(), site("childLoop"));
            }
        }, false);
        t.join(); // real-time order only
        put(1, 16, fresh + 8, "mainPut");
        tracker.sync(WIN, FENCE, -1, false, null);
        assertEquals(races(), List.of("childLoop/mainPut"));

        long joined = fresh + 64;
        tracker.sync(WIN, FENCE, -1, false, null);
        thread(() -> tracker.local(joined, 4, true, Thread.currentThread().getId(), site("childJoined")), true);
        put(1, 20, joined, "mainPutAfterJoin");
        tracker.local(joined + 16, 4, true, Thread.currentThread().getId(), site("mainOwnStore"));
        put(1, 24, joined + 16, "mainPutOfItsOwnStore");
        tracker.sync(WIN, FENCE, -1, false, null);
        assertEquals(races(), List.of(), "ordered by join, or by program order");
    }

    @Test
    public void storesOfTwoThreadsToPlainMemoryInTheOriginHullAreNotReported() throws Exception {
        tracker.sync(WIN, LOCK_ALL, -1, false, null);
        put(1, 12, ORIGIN_BUFFER + 48, "mainPut");
        tracker.sync(WIN, FLUSH_ALL, -1, false, null);
        tracker.sync(WIN, UNLOCK_ALL, -1, false, null);
        Thread t = thread(() -> tracker.local(ORIGIN_BUFFER + 48, 4, true, Thread.currentThread().getId(),
                site("childStore")), false);
        t.join();
        tracker.local(ORIGIN_BUFFER + 48, 4, true, Thread.currentThread().getId(), site("mainStore"));
        assertEquals(races(), List.of());
    }

    @Test
    public void sameOpAccumulatesOfTwoThreadsDoNotRace() throws Exception {
        tracker.sync(WIN, LOCK_ALL, -1, false, null);
        Runnable acc = () -> tracker.operation(WIN, null, "accumulate", 1, 40, 4, Access.ATOMIC, "MPI.SUM", "INT",
                new long[] {ORIGIN_BUFFER + 56}, new long[] {4}, new boolean[] {false},
                Thread.currentThread().getId(), site("acc"));
        thread(acc, false).join();
        acc.run();
        tracker.sync(WIN, UNLOCK_ALL, -1, false, null);
        assertEquals(races(), List.of());
    }

    @Test
    public void evictionKeepsWhatALaterThreadCanStillRaceWith() throws Exception {
        Thread t = thread(() -> {
            for (int i = 0; i < 5000; i++) {
                clocks.release(this); // a new epoch for each store: none covers another
                store(i % 16 * 4, "child");
            }
        }, true);
        t.join();
        Thread late = thread(() -> store(0, "late"), false);
        store(0, "main");
        late.join();
        assertEquals(races(), List.of("late/main"));
    }
}
