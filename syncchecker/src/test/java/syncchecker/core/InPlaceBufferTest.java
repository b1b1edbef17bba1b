package syncchecker.core;

import static org.testng.Assert.assertEquals;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;
import syncchecker.report.Diagnostic;
import syncchecker.report.Kinds;

/**
 * A buffer the library reads and then overwrites (an in-place reduction) conflicts with both kinds of access,
 * also when writes to pending receives are not reported; and a call that reads and writes memory (a blocking
 * in-place collective) is one finding per pending buffer it hits, of the kind that buffer's side gives.
 */
public class InPlaceBufferTest {
    private final List<Diagnostic> found = new ArrayList<>();
    private final ByteBuffer buf = ByteBuffer.allocateDirect(64);
    private final long base = Memory.address(buf);

    @AfterMethod
    public void reset() {
        Checker.install(null);
        found.clear();
    }

    private Checker checker(boolean writesToReceives) {
        Checker c = TestCheckers.installed(found::add, writesToReceives);
        return c;
    }

    private void post(Checker c, Object request, int access, long offset) {
        c.posted(new PostedOperation("iAllReduce", request, 7L, -1, -1, List.of(
                new BufferUse(access, buf, base + offset, 4, 1L, "MPI.INT", "buf"))), t -> DataMap.contiguous(4));
    }

    @Test
    public void inPlaceBufferConflictsWithReadsAndWrites() {
        Checker c = checker(false);
        post(c, "r", BufferUse.READ_AND_WRITTEN_BY_LIBRARY, 0);
        c.access(base + 4, 4, true, AccessSites.register("app.Main", "run", "Main.java", 10));
        c.access(base + 8, 4, false, AccessSites.register("app.Main", "run", "Main.java", 11));
        c.access(base + 16, 4, true, AccessSites.register("app.Main", "run", "Main.java", 12));
        assertEquals(found.size(), 2, found.toString());
        assertEquals(found.get(0).kind, Kinds.WRITE_PENDING_SEND);
        assertEquals(found.get(1).kind, Kinds.READ_PENDING_RECEIVE);
        assertEquals(found.get(0).severity, Diagnostic.ERROR);
    }

    @Test
    public void readWriteAccessIsOneFindingPerPendingBuffer() {
        Checker c = checker(true);
        post(c, "send", BufferUse.READ_BY_LIBRARY, 0);
        post(c, "recv", BufferUse.WRITTEN_BY_LIBRARY, 16);
        c.accessReadWrite(base, 32, AccessSites.register("app.Main", "run", "Main.java", 20));
        assertEquals(found.size(), 2, found.toString());
        assertEquals(found.get(0).kind, Kinds.WRITE_PENDING_SEND);
        assertEquals(found.get(1).kind, Kinds.READ_PENDING_RECEIVE);
    }
}
