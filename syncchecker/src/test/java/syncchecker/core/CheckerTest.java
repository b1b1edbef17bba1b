package syncchecker.core;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNotNull;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;
import syncchecker.report.Diagnostic;
import syncchecker.report.Event;

/** The state machine of Fig. 3 driven directly: NB, ACC (by address), CK, free, Finalize. */
public class CheckerTest {
    private final List<Diagnostic> found = new ArrayList<>();
    private boolean libraryDone;
    private final ByteBuffer buf = ByteBuffer.allocateDirect(64);
    private final long base = Memory.address(buf);
    private final int site = AccessSites.register("app.Main", "run", "Main.java", 42);

    /** TestNG runs all methods on one instance: each starts from a clean slate. */
    @AfterMethod
    public void reset() {
        Checker.install(null);
        found.clear();
        libraryDone = false;
    }

    private Checker checker() {
        Checker c = new Checker(new LibraryProgress() {
            @Override
            public String done(Object request, int token) {
                return libraryDone ? "test" : null;
            }

            @Override
            public String name() {
                return "test";
            }
        }, found::add, true, Map.of(7L, "MPI_COMM_WORLD"));
        c.rank(3);
        Checker.install(c);
        return c;
    }

    private PostedOperation post(Checker c, Object request, int access) {
        PostedOperation op = new PostedOperation("iSend", request, 7L, 1, 9, List.of(
                new BufferUse(access, buf, base, 16, 1L, "MPI.INT", "buf")));
        c.posted(op, t -> DataMap.contiguous(4));
        return op;
    }

    @Test
    public void accessInInitIsAnErrorAndInLibDoneAPotentialError() {
        Checker c = checker();
        post(c, "r1", BufferUse.READ_BY_LIBRARY);
        assertTrue(Checker.anyPending());
        c.access(base + 8, 4, false, site);
        assertEquals(found.size(), 0, "reading a pending send buffer is allowed");
        c.access(base + 8, 4, true, site);
        assertEquals(found.get(0).severity, Diagnostic.ERROR);
        assertEquals(found.get(0).rank, 3);
        assertEquals(found.get(0).operation.communicator, "MPI_COMM_WORLD");
        assertEquals(found.get(0).operation.tag, Integer.valueOf(9));
        c.completed("r1");
        assertTrue(!Checker.anyPending());

        libraryDone = true;
        post(c, "r2", BufferUse.READ_BY_LIBRARY);
        c.access(base, 1, true, AccessSites.register("app.Main", "other", "Main.java", 50));
        assertEquals(found.size(), 2);
        assertEquals(found.get(1).severity, Diagnostic.POTENTIAL);
        assertNotNull(found.get(1).event(Event.SR));
    }

    @Test
    public void repeatedAccessesAreOneDiagnosticWithACount() {
        Checker c = checker();
        post(c, "r", BufferUse.WRITTEN_BY_LIBRARY);
        for (int i = 0; i < 5; i++) {
            c.access(base + 4 * i, 4, false, site);
        }
        assertEquals(found.size(), 1);
        assertEquals(found.get(0).count, 5);
        assertEquals(found.get(0).kind, "read-of-pending-receive");
    }

    @Test
    public void completionAfterTheAccessIsRecordedAsTheCkEvent() {
        Checker c = checker();
        post(c, "r", BufferUse.WRITTEN_BY_LIBRARY);
        c.access(base, 4, true, site);
        assertEquals(found.get(0).kind, "write-to-pending-receive");
        assertNull(found.get(0).event(Event.CK));
        c.completed("r");
        assertNotNull(found.get(0).event(Event.CK));
        c.access(base, 4, true, site);
        assertEquals(found.get(0).count, 1, "Safe: no more findings");
    }

    @Test
    public void accessesOutsideTheBufferAreIgnored() {
        Checker c = checker();
        post(c, "r", BufferUse.READ_BY_LIBRARY);
        c.access(base + 64, 8, true, site);
        c.access(base - 8, 8, true, site);
        assertEquals(found.size(), 0);
    }

    @Test
    public void freedActiveRequestsAreReportedOnAccessAndNotAsMissingCompletion() {
        Checker c = checker();
        post(c, "r", BufferUse.READ_BY_LIBRARY);
        c.freed("r");
        c.access(base, 4, true, site);
        assertEquals(found.get(0).kind, "access-after-request-free");
        assertNotNull(found.get(0).event(Event.FREE));
        List<Diagnostic> all = c.finish();
        assertEquals(all.size(), 1);
    }

    @Test
    public void aCompleteStatusEndsThePendingBuffersButNotTheRequest() {
        Checker c = checker();
        post(c, "polled", BufferUse.WRITTEN_BY_LIBRARY);
        c.statusComplete("polled");
        c.access(base, 4, false, site);
        assertEquals(found.size(), 0, "reading a receive buffer Request.getStatus found complete is allowed");
        assertTrue(!Checker.anyPending());
        post(c, "polledThenWaited", BufferUse.WRITTEN_BY_LIBRARY);
        c.statusComplete("polledThenWaited");
        c.completed("polledThenWaited");
        post(c, "polledThenFreed", BufferUse.WRITTEN_BY_LIBRARY);
        c.statusComplete("polledThenFreed");
        c.freed("polledThenFreed");
        c.access(base, 4, true, site);
        assertEquals(found.size(), 0, "freeing a complete request leaves nothing pending");
        List<Diagnostic> all = c.finish();
        assertEquals(all.size(), 1, "the request only polled was never completed: " + all);
        assertEquals(all.get(0).kind, "missing-completion");
    }

    @Test
    public void requestsNeverCompletedAreReportedAtFinalize() {
        Checker c = checker();
        post(c, "done", BufferUse.READ_BY_LIBRARY);
        post(c, "forgotten", BufferUse.READ_BY_LIBRARY);
        c.completed("done");
        List<Diagnostic> all = c.finish();
        assertEquals(all.size(), 1);
        assertEquals(all.get(0).kind, "missing-completion");
        assertEquals(all.get(0).severity, Diagnostic.ERROR);
        assertNotNull(all.get(0).event(Event.NB));
        assertTrue(!Checker.anyPending());
    }
}
