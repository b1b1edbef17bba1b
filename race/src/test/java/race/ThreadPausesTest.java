package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.testng.annotations.Test;

/**
 * Phase II between two threads of one rank: a thread at a candidate site pauses until another thread reaches the
 * partner site with a conflicting overlapping access; a load or store is in flight only while paused there, an
 * operation until its window is synchronized or its request completes.
 */
public class ThreadPausesTest {
    private static final Site A = new Site("C", "a", "C.java", 10);
    private static final Site B = new Site("C", "b", "C.java", 20);

    /** Candidates with the one pair (A, B) of two threads of rank 0, A a {@code callA}, B a {@code callB}. */
    private static Candidates pair(String callA, String callB) {
        Candidates c = new Candidates();
        c.pairs.add(new Candidates.Pair(new Candidates.End(A.key(), 0, 1, callA),
                new Candidates.End(B.key(), 0, 2, callB)));
        return c;
    }

    private static List<Access> at(Site site, long thread, int type, String call) {
        return List.of(new Access("w", 0, 0, 4, 0, thread, type, null, null, false, 0, 0, 1, 1, Access.NO_EPOCH,
                call, site));
    }

    /** Runs {@code second} on another thread once {@code first} (on this one) is paused, and waits for both. */
    private static void together(Runnable first, Runnable second) throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        Thread t = new Thread(() -> {
            started.countDown();
            second.run();
        });
        t.start();
        started.await();
        first.run();
        t.join();
    }

    @Test
    public void twoThreadsStoringAtThePairedSitesTogetherAreConfirmed() throws InterruptedException {
        List<RacePair> found = new ArrayList<>();
        ThreadPauses p = new ThreadPauses(pair("store", "store"), 0, 2000, found::add);
        together(() -> p.reached(at(A, 1, Access.WRITE, "store"), null, null),
                () -> p.reached(at(B, 2, Access.WRITE, "store"), null, null));
        assertEquals(found.size(), 1);
        assertTrue(found.get(0).confirmed);
    }

    @Test
    public void twoLoadsAreNotConfirmedAndTheSameThreadIsNot() throws InterruptedException {
        List<RacePair> found = new ArrayList<>();
        ThreadPauses p = new ThreadPauses(pair("load", "load"), 0, 20, found::add);
        together(() -> p.reached(at(A, 1, Access.READ, "load"), null, null),
                () -> p.reached(at(B, 2, Access.READ, "load"), null, null));
        ThreadPauses q = new ThreadPauses(pair("store", "store"), 0, 20, found::add);
        q.reached(at(A, 1, Access.WRITE, "store"), null, null);
        q.reached(at(B, 1, Access.WRITE, "store"), null, null);
        assertEquals(found.size(), 0);
    }

    @Test
    public void aStoreAfterThePauseConfirmsOnlyAnOperationStillInFlight() {
        List<RacePair> found = new ArrayList<>();
        ThreadPauses p = new ThreadPauses(pair("put", "store"), 0, 1, found::add);
        p.reached(at(A, 1, Access.WRITE, "put"), "w", null);
        p.synced("w");
        p.reached(at(B, 2, Access.WRITE, "store"), null, null);
        assertEquals(found.size(), 0, "completed by the synchronization");
        Object request = new Object();
        p.reached(at(A, 1, Access.WRITE, "put"), "w", request);
        p.requestDone(request);
        p.reached(at(B, 2, Access.WRITE, "store"), null, null);
        assertEquals(found.size(), 0, "completed by its request");
        p.reached(at(A, 1, Access.WRITE, "put"), "w", null);
        p.reached(at(B, 2, Access.WRITE, "store"), null, null);
        assertEquals(found.size(), 1, "still in flight");
        assertTrue(found.get(0).confirmed);
    }

    @Test
    public void twoOperationsAreLeftToTheConfirmer() {
        List<RacePair> found = new ArrayList<>();
        ThreadPauses p = new ThreadPauses(pair("put", "put"), 0, 1, found::add);
        p.reached(at(A, 1, Access.WRITE, "put"), "w", null);
        p.reached(at(B, 2, Access.WRITE, "put"), "w", null);
        assertEquals(found.size(), 0);
    }
}
