package syncchecker.rt;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import org.testng.SkipException;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.BeforeClass;
import org.testng.annotations.Test;
import syncchecker.core.AccessSites;
import syncchecker.core.Checker;
import syncchecker.core.TestCheckers;
import syncchecker.core.DataMap;
import syncchecker.core.FilterConfig;
import syncchecker.report.AccessCounters;
import syncchecker.report.Diagnostic;

/**
 * The probes' filter stages and counters in this JVM's configuration (er-at-mr unless syncchecker.filters is
 * set): what each stage lets through, and that a conflicting access always gets through. Needs the counting
 * path (syncchecker.counters=on: the pom runs this class in its own surefire execution); the uncounted fast
 * path is FastPathTest's.
 */
public class ProbesTest {
    private final List<Diagnostic> found = new ArrayList<>();
    private final ByteBuffer pending = ByteBuffer.allocateDirect(64).order(ByteOrder.nativeOrder());
    private final IntBuffer other = ByteBuffer.allocateDirect(1 << 16).asIntBuffer();
    private final int site = AccessSites.register("app.Main", "run", "Main.java", 7);
    private static final FilterConfig F = FilterConfig.ACTIVE;

    @BeforeClass
    public void counting() {
        if (!F.counted) {
            throw new SkipException("counters are off (run with -Dsyncchecker.counters=on)");
        }
    }

    @AfterMethod
    public void reset() {
        Checker.install(null);
        found.clear();
    }

    private Checker checker(int access) {
        Checker c = TestCheckers.installed(found::add, true);
        if (access != 0) {
            c.posted(new PostedOperation("iX", "req", 7L, 1, 0, List.of(new BufferUse(access, pending,
                    Memory.address(pending), 16, 1L, "MPI.INT", "buf"))), t -> DataMap.contiguous(4));
        }
        return c;
    }

    /** Counters of this thread's next accesses: the difference of two totals. */
    private static long[] delta(AccessCounters before) {
        AccessCounters a = Counters.total(0);
        return new long[] {a.instrumented - before.instrumented, a.heap - before.heap, a.afterEr - before.afterEr,
            a.afterAt - before.afterAt, a.afterMr - before.afterMr, a.profiled - before.profiled};
    }

    @Test
    public void nothingPendingStopsAtEr() {
        checker(0);
        AccessCounters before = Counters.total(0);
        Probes.access(other, 0, 1, 4, 4, true, site);
        Probes.access(IntBuffer.allocate(4), 0, 1, 4, 4, true, site);
        long[] d = delta(before);
        assertEquals(d[0], 2, "instrumented");
        assertEquals(d[2], F.er ? 0 : 2, "after ER");
        assertEquals(d[1], F.er ? 0 : 1, "the heap buffer leaves right after ER");
        assertEquals(d[5], F.er ? 0 : 1, "profiled");
    }

    @Test
    public void readWithOnlyASendPendingStopsAtAt() {
        checker(BufferUse.READ_BY_LIBRARY);
        AccessCounters before = Counters.total(0);
        Probes.access(pending, 0, 4, 1, 1, false, site);
        long[] d = delta(before);
        assertEquals(d[2], 1, "after ER");
        assertEquals(d[3], F.at ? 0 : 1, "after AT");
        assertEquals(d[5], F.at ? 0 : 1, "profiled");
        assertEquals(found.size(), 0, "reading a pending send is fine");
    }

    @Test
    public void writeFarFromThePendingSendStopsAtMr() {
        checker(BufferUse.READ_BY_LIBRARY);
        AccessCounters before = Counters.total(0);
        Probes.access(other, 100, 1, 4, 4, true, site);
        long[] d = delta(before);
        assertEquals(d[3], 1, "after AT");
        assertEquals(d[4], F.mr ? 0 : 1, "after MR");
        assertEquals(d[5], F.mr ? 0 : 1, "profiled");
        assertEquals(found.size(), 0);
    }

    @Test
    public void conflictingAccessesPassEveryStage() {
        checker(BufferUse.READ_BY_LIBRARY);
        AccessCounters before = Counters.total(0);
        Probes.access(pending.asIntBuffer(), 15, 1, 4, 4, true, site); // the last int of the pending 16
        Probes.access(pending, Probes.POSITION, 4, 1, 1, true, site); // a relative bulk write at position 0
        long[] d = delta(before);
        assertEquals(d[5], 2, "both reach the full check");
        assertEquals(found.size(), 1, "one diagnostic (same sites), counted twice");
        assertEquals(found.get(0).count, 2);
        Checker.install(null);
        found.clear();

        checker(BufferUse.WRITTEN_BY_LIBRARY);
        Probes.access(pending, 63, 1, 1, 1, false, site);
        Probes.access(pending, 0, 1, 1, 1, true, site);
        assertEquals(found.size(), 2, "a read and a write of a pending receive: " + found);
    }

    /**
     * A blocking call's own accesses (the binding reports its direct buffers) go through the same stages: a read
     * of a pending send stops at AT, a write far from it at MR, and a write into it, or an in-place read and
     * write, is reported at the call's site, which is asked for only then.
     */
    @Test
    public void libraryAccessesOfBlockingCallsPassTheSameStages() {
        checker(BufferUse.READ_BY_LIBRARY);
        int[] asked = {0};
        java.util.function.IntSupplier callSite = () -> {
            asked[0]++;
            return site;
        };
        long address = Memory.address(pending);
        AccessCounters before = Counters.total(0);
        Probes.libraryAccess(address, 64, false, false, callSite);
        long[] d = delta(before);
        assertEquals(d[0], 1, "instrumented");
        assertEquals(d[3], F.at ? 0 : 1, "a read of a pending send stops at AT");
        Probes.libraryAccess(Memory.address(other) + 400, 4, true, false, callSite);
        d = delta(before);
        assertEquals(d[4], F.at ? (F.mr ? 0 : 1) : (F.mr ? 0 : 2), "a write far from it stops at MR");
        assertEquals(asked[0], F.analysis && !F.mr ? 1 : 0, "the site is asked for only by the full check");
        assertEquals(found.size(), 0);
        Probes.libraryAccess(address + 60, 4, true, false, callSite);
        int inPlace = AccessSites.register("app.Main", "run", "Main.java", 8);
        Probes.libraryAccess(address, 8, false, true, () -> inPlace);
        assertEquals(found.size(), F.analysis ? 2 : 0, "a write into the pending send, and an in-place use of it");
    }

    @Test
    public void countersOfOtherThreadsAreSummed() throws InterruptedException {
        checker(0);
        AccessCounters before = Counters.total(0);
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 10_000; i++) {
                    Probes.access(other, i, 1, 4, 4, (i & 1) == 0, site);
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        long[] d = delta(before);
        assertEquals(d[0], 40_000, "no update lost");
        assertTrue(Counters.total(3).rank == 3 && Counters.total(3).filters.equals(F.name));
    }
}
