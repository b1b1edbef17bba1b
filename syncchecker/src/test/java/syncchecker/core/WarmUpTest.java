package syncchecker.core;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertSame;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;
import syncchecker.report.Diagnostic;

/** The warm-up at MPI.Init runs on a private checker: the installed one and the probes never see it. */
public class WarmUpTest {
    @AfterMethod
    public void reset() {
        Checker.install(null);
    }

    @Test
    public void leavesTheInstalledCheckerAndTheProbesAlone() {
        List<Diagnostic> found = new ArrayList<>();
        Checker c = TestCheckers.installed(found::add, true);
        ByteBuffer buf = ByteBuffer.allocateDirect(64);
        c.posted(new PostedOperation("iSend", "s", 7L, 1, 0, List.of(new BufferUse(BufferUse.READ_BY_LIBRARY, buf,
                Memory.address(buf), 16, 1L, "MPI.INT", "buf"))), t -> DataMap.contiguous(4));
        PendingSummary before = Checker.pending();
        PendingSummary probes = Checker.probeView();

        WarmUp.run(2000);

        assertSame(Checker.pending(), before, "the warm-up's posts are not the installed checker's");
        assertSame(Checker.probeView(), probes);
        assertSame(Checker.current(), c);
        c.access(Memory.address(buf), 4, true, -1);
        assertEquals(found.size(), 1, "the installed checker still sees its own pending send");
        c.completed("s");
        assertNull(Checker.pending());
        assertEquals(c.finish().size(), 1, "only the installed checker's own finding");
    }

    @Test
    public void zeroOperationsIsOff() {
        WarmUp.run(0);
        assertNull(Checker.pending());
    }
}
