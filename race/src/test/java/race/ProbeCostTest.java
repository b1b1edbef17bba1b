package race;

import static mpi.shim.event.RmaSync.Call.FENCE;
import static mpi.shim.event.RmaSync.Call.FLUSH_LOCAL;
import static mpi.shim.event.RmaSync.Call.LOCK;
import static mpi.shim.event.RmaSync.Call.UNLOCK;
import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.testng.annotations.Test;

/** What keeps phase I cheap must not change what it finds: the index by length class, origin-buffer liveness. */
public class ProbeCostTest {
    private static Access access(int rank, long lo, long hi, long seq) {
        return new Access("w", 0, lo, hi, rank, 1, Access.WRITE, null, null, false, 0, 0, seq, seq, Access.NO_EPOCH,
                "store", new Site("C", "m", "C.java", (int) seq));
    }

    @Test
    public void overlapQueriesMatchAScanOverMixedLengths() {
        Random random = new Random(7);
        IntervalIndex index = new IntervalIndex();
        List<Access> all = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            long lo = random.nextInt(1 << 16);
            // mostly elements, some rows, a few whole planes: the mix that made one class slow
            long len = i % 97 == 0 ? 1 << 15 : i % 13 == 0 ? 64 + random.nextInt(512) : 1 + random.nextInt(8);
            // distinct ranks and sequence numbers: nothing is weaker than anything else, everything is kept
            Access a = access(i, lo, lo + len, i);
            assertTrue(index.add(a));
            all.add(a);
        }
        assertEquals(index.size(), all.size());
        for (int q = 0; q < 500; q++) {
            long lo = random.nextInt(1 << 16);
            long hi = lo + 1 + random.nextInt(q % 10 == 0 ? 4096 : 8);
            int expected = 0;
            for (Access a : all) {
                expected += a.lo < hi && lo < a.hi ? 1 : 0;
            }
            assertEquals(index.overlapping(lo, hi).size(), expected, "[" + lo + "," + hi + ")");
        }
        index.evict(a -> a.rank % 2 == 0);
        assertEquals(index.size(), all.size() / 2);
        assertEquals(index.overlapping(0, 1 << 17).size(), all.size() / 2);
    }

    @Test
    public void pruningStillWorksAcrossLengthClasses() {
        IntervalIndex index = new IntervalIndex();
        Access element = new Access("w", 0, 100, 104, 0, 1, Access.READ, null, null, false, 0, 0, 5, 5,
                Access.NO_EPOCH, "load", Site.UNKNOWN);
        assertTrue(index.add(element));
        Access plane = new Access("w", 0, 0, 1 << 16, 0, 1, Access.WRITE, null, null, false, 0, 0, 5, 5,
                Access.NO_EPOCH, "store", Site.UNKNOWN);
        assertTrue(index.add(plane), "the wider write replaces the element read (another length class)");
        assertEquals(index.size(), 1);
        assertFalse(index.add(element), "and makes it redundant");
    }

    private static List<Access> origins(RankTracker t) {
        List<Access> out = new ArrayList<>();
        for (Map.Entry<Integer, List<Access>> e : t.takeOutbox().entrySet()) {
            for (Access a : e.getValue()) {
                if (a.window.equals(RankTracker.ORIGIN) && a.call.equals("store")) {
                    out.add(a);
                }
            }
        }
        return out;
    }

    @Test
    public void originStoresCountOnlyWhileAnOperationUsesAnOriginBuffer() {
        ThreadClocks clocks = new ThreadClocks();
        LocalityCache cache = new LocalityCache();
        RankTracker t = new RankTracker(0, cache, clocks);
        t.windowCreated(1, new int[] {0, 1}, 0, 1_000_000, 64);
        long buffer = 2_000_000;
        t.operation(1, null, "put", 1, 0, 8, Access.WRITE, null, null, new long[] {buffer}, new long[] {8},
                new boolean[] {false}, 1, Site.UNKNOWN);
        assertTrue(Accesses.mayTrack(buffer, 8), "the probes see the buffer while the put is in flight");
        assertTrue(t.local(buffer + 4, 4, true, 1, Site.UNKNOWN));
        t.sync(1, FENCE, -1, false, null);
        List<Access> during = origins(t);
        assertEquals(during.size(), 1, "the store while the put was in flight is checked");
        if (!ThreadClocks.INSTANCE.concurrent()) {
            assertFalse(Accesses.mayTrack(buffer, 8), "nothing in flight: hidden from the probes");
        }
        // program order orders it with the completed put: not recorded, and the site may be cached as never...
        assertFalse(t.local(buffer + 4, 4, true, 1, Site.UNKNOWN));
        assertEquals(origins(t).size(), 0);
        cache.markNever(7);
        // ...until an operation with an origin buffer is in flight again
        // (flushLocal then completes the origin side only: the buffer is free again although the put is in flight)
        t.sync(1, LOCK, 1, false, null);
        t.operation(1, null, "put", 1, 0, 8, Access.WRITE, null, null, new long[] {buffer}, new long[] {8},
                new boolean[] {false}, 1, Site.UNKNOWN);
        assertFalse(cache.never(7), "an origin buffer in flight again: cached sites are asked again");
        t.sync(1, FLUSH_LOCAL, 1, false, null);
        t.local(buffer, 4, true, 1, Site.UNKNOWN);
        assertEquals(origins(t).size(), 0);
        t.sync(1, UNLOCK, 1, false, null);
    }

    @Test
    public void originStoresAlwaysCountOnceThreadsRun() {
        ThreadClocks clocks = new ThreadClocks();
        clocks.enable();
        RankTracker t = new RankTracker(0, new LocalityCache(), clocks);
        t.windowCreated(1, new int[] {0, 1}, 0, 1_000_000, 64);
        long buffer = 3_000_000;
        t.operation(1, null, "put", 1, 0, 8, Access.WRITE, null, null, new long[] {buffer}, new long[] {8},
                new boolean[] {false}, 1, Site.UNKNOWN);
        t.sync(1, FENCE, -1, false, null);
        origins(t);
        clocks.starting(new Thread(() -> { }));
        t.local(buffer, 4, true, 1, Site.UNKNOWN);
        assertEquals(origins(t).size(), 0, "held until a job-wide call of its thread ends its phases");
        t.sync(1, FENCE, -1, false, null);
        assertEquals(origins(t).size(), 1, "another thread's operation may use the buffer without ordering");
    }
}
