package syncchecker.rt;

import static org.testng.Assert.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;
import syncchecker.core.AccessSites;
import syncchecker.core.Checker;
import syncchecker.core.TestCheckers;
import syncchecker.core.DataMap;
import syncchecker.report.Diagnostic;

/**
 * What the probes decide in this JVM's configuration (by default the checker's uncounted fast path; ProbesTest
 * covers the counted one stage by stage): every access to a pending buffer of the conflicting kind is found,
 * nothing else is, whichever element size, index form and buffer view it comes through.
 */
public class FastPathTest {
    private final List<Diagnostic> found = new ArrayList<>();
    /** 64 doubles: receives pending into [0, 8) and [56, 64), a send from [16, 24). */
    private final ByteBuffer array = ByteBuffer.allocateDirect(512).order(ByteOrder.nativeOrder());
    private final DoubleBuffer doubles = array.asDoubleBuffer();
    private final int site = AccessSites.register("app.Main", "run", "Main.java", 9);

    @AfterMethod
    public void reset() {
        Checker.install(null);
        found.clear();
    }

    private void post(int access, int firstDouble, int doubles) {
        ByteBuffer view = array.duplicate().position(8 * firstDouble).slice();
        checker().posted(new PostedOperation("iX", new Object(), 7L, 1, 0, List.of(new BufferUse(access, view,
                Memory.address(view), doubles, 1L, "MPI.DOUBLE", "buf"))), t -> DataMap.contiguous(8));
    }

    private Checker checker() {
        Checker c = Checker.current();
        if (c == null) {
            c = TestCheckers.installed(found::add, false);
        }
        return c;
    }

    private void haloExchange() {
        post(BufferUse.WRITTEN_BY_LIBRARY, 0, 8);
        post(BufferUse.WRITTEN_BY_LIBRARY, 56, 8);
        post(BufferUse.READ_BY_LIBRARY, 16, 8);
    }

    @Test
    public void theMiddleOfAHaloExchangeIsSilent() {
        haloExchange();
        for (int i = 8; i < 56; i++) {
            Probes.access(doubles, i, 1, 8, 8, false, site);
        }
        for (int i = 24; i < 56; i++) {
            Probes.access(doubles, i, 1, 8, 8, true, site);
        }
        Probes.access(array, 8 * 16, 1, 8, 1, false, site); // ByteBuffer.getDouble(128): reading a send is fine
        assertEquals(found.size(), 0, found.toString());
    }

    @Test
    public void everyConflictingFormIsFound() {
        haloExchange();
        Probes.access(doubles, 7, 1, 8, 8, false, site);               // get(7): last double of the low receive
        Probes.access(array, 8 * 56, 1, 8, 1, false, site);           // getDouble(448): first of the high one
        Probes.access(doubles, 20, 1, 8, 8, true, site);              // put(20, x) into the pending send
        assertEquals(found.size(), 2, "one read and one write diagnostic (same site, counted): " + found);
        assertEquals(found.get(0).count + found.get(1).count, 3);
    }

    @Test
    public void relativeAccessesUseThePosition() {
        haloExchange();
        DoubleBuffer d = doubles.duplicate();
        d.position(60);
        Probes.access(d, Probes.POSITION, 2, 8, 8, false, site);                    // get(double[2]) at position 60
        d.position(30);
        Probes.access(d, Probes.POSITION, 2, 8, 8, false, site);                    // at 30: nothing pending there
        assertEquals(found.size(), 1, found.toString());
    }

    @Test
    public void theRelativeProbeAgreesWithTheAbsoluteOne() {
        haloExchange();
        DoubleBuffer d = doubles.duplicate();
        d.position(60);
        Probes.accessRelative(d, 2, 8, 8, false, site);       // what the instrumentation calls for get(double[2])
        d.position(30);
        Probes.accessRelative(d, 2, 8, 8, false, site);
        Probes.accessRelative(d, 1, 8, 8, true, site);        // put(x) at 30: no send there either
        d.position(20);
        Probes.accessRelative(d, 1, 8, 8, true, site);        // put(x) at 20: into the pending send
        Probes.accessRelative(DoubleBuffer.allocate(64), 1, 8, 8, true, site);
        Probes.accessRelative(null, 1, 8, 8, true, site);
        assertEquals(found.size(), 2, "the read at 60 and the write at 20: " + found);
    }

    @Test
    public void heapBuffersAndNullAreNeverChecked() {
        haloExchange();
        DoubleBuffer heap = DoubleBuffer.allocate(64);
        for (int i = 0; i < 64; i++) {
            Probes.access(heap, i, 1, 8, 8, true, site);
            Probes.access(heap, i, 1, 8, 8, false, site);
        }
        Probes.access(null, 0, 1, 8, 8, true, site);
        assertEquals(found.size(), 0, found.toString());
    }

    /** The per-site probes' entry points, as the generated code calls them: null and bad indices never throw. */
    @Test
    public void thePerSiteEntryPointsLeaveNullAndBadIndicesToTheBuffer() {
        haloExchange();
        Probes.outsideWindow(null, 0, 1, 8, 8, true, site);
        Probes.outsideWindow(null, Probes.POSITION, 1, 8, 8, true, site);
        Probes.outsideWindow(doubles, 64, 1, 8, 8, false, site);
        Probes.outsideWindow(doubles, -5, 1, 8, 8, false, site);
        Probes.raceAt(null, 0, 1, 8, 8, true, site);
        Probes.raceAt(doubles, 64, 1, 8, 8, true, site);
        Probes.raceAt(doubles, Probes.POSITION, 1, 8, 8, true, site);
        assertEquals(Probes.raceMeets(null, 8), false);
        assertEquals(found.size(), 0, found.toString());
        Probes.outsideWindow(doubles, 20, 1, 8, 8, true, site); // a write into the pending send
        assertEquals(found.size(), 1, "outsideWindow still checks: " + found);
    }

    @Test
    public void outOfBoundsAccessesAreLeftToTheBuffer() {
        haloExchange();
        Probes.access(doubles, 64, 1, 8, 8, false, site);   // the buffer will throw, not the probe
        Probes.access(doubles, -5, 1, 8, 8, false, site);
        assertEquals(found.size(), 0, found.toString());
    }
}
