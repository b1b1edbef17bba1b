package syncchecker.agent;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.lang.reflect.Method;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;
import syncchecker.core.AccessSites;
import syncchecker.core.Checker;
import syncchecker.core.DataMap;
import syncchecker.core.TestCheckers;
import syncchecker.report.Diagnostic;
import syncchecker.rt.Probes;

/**
 * The generated per-site synchronization probes decide as the shared probe does: every index of a buffer with
 * receives and a send pending, read and written, absolute and relative, and the null and out-of-bounds cases.
 */
public class SiteProbeClassTest {
    private final List<Diagnostic> found = new ArrayList<>();
    /** 64 doubles: receives pending into [0, 8) and [56, 64), a send from [16, 24). */
    private final ByteBuffer array = ByteBuffer.allocateDirect(512).order(ByteOrder.nativeOrder());
    private final DoubleBuffer doubles = array.asDoubleBuffer();
    private static final AtomicInteger LINES = new AtomicInteger(1000);
    private final int site = AccessSites.register("app.Main", "run", "Main.java", 9);
    private Method absolute;
    private Method relative;

    @BeforeMethod
    public void exchange() throws Exception {
        SiteProbeClass sites = new SiteProbeClass("app/Main", false);
        String a = SiteProbeClass.sync(sites.add(false));
        String r = SiteProbeClass.sync(sites.add(true));
        assertTrue(sites.define(), "the companion class is defined");
        Class<?> c = Class.forName(sites.name.replace('/', '.'));
        absolute = c.getMethod(a, Buffer.class, int.class, int.class, int.class, int.class, boolean.class, int.class);
        relative = c.getMethod(r, Buffer.class, int.class, int.class, int.class, boolean.class, int.class);
        Checker checker = TestCheckers.installed(found::add, false);
        post(checker, BufferUse.WRITTEN_BY_LIBRARY, 0, 8);
        post(checker, BufferUse.WRITTEN_BY_LIBRARY, 56, 8);
        post(checker, BufferUse.READ_BY_LIBRARY, 16, 8);
    }

    @AfterMethod
    public void reset() {
        Checker.install(null);
        found.clear();
    }

    private void post(Checker c, int access, int firstDouble, int count) {
        ByteBuffer view = array.duplicate().position(8 * firstDouble).slice();
        c.posted(new PostedOperation("iX", new Object(), 7L, 1, 0, List.of(new BufferUse(access, view,
                Memory.address(view), count, 1L, "MPI.DOUBLE", "buf"))), t -> DataMap.contiguous(8));
    }

    /** How many diagnostics came since the last call (each access below has a site of its own). */
    private int reported() {
        int n = found.size();
        found.clear();
        return n;
    }

    /** A new site: the checker reports a site's conflicts with one operation once, counting the repeats. */
    private static int newSite() {
        return AccessSites.register("app.Main", "run", "Main.java", LINES.incrementAndGet());
    }

    @Test
    public void everyIndexIsDecidedAsTheSharedProbeDecidesIt() throws Exception {
        for (boolean write : new boolean[] {false, true}) {
            for (int count : new int[] {1, 3}) {
                for (int i = -2; i < 66; i++) {
                    absolute.invoke(null, doubles, i, count, 8, 8, write, newSite());
                    int perSite = reported();
                    Probes.access(doubles, i, count, 8, 8, write, newSite());
                    assertEquals(perSite, reported(), "index " + i + ", " + count + " doubles, write " + write);
                }
            }
        }
    }

    @Test
    public void conflictsAreFoundAndTheRestIsSilent() throws Exception {
        absolute.invoke(null, doubles, 7, 1, 8, 8, false, site);   // get(7): the low receive
        absolute.invoke(null, array, 448, 1, 8, 1, false, newSite()); // getDouble(448): the high receive
        absolute.invoke(null, doubles, 20, 1, 8, 8, true, site);   // put(20, x): into the pending send
        assertEquals(reported(), 3);
        absolute.invoke(null, doubles, 20, 1, 8, 8, false, site);  // reading a send is fine
        absolute.invoke(null, doubles, 30, 1, 8, 8, true, site);   // nothing pending there
        absolute.invoke(null, DoubleBuffer.allocate(64), 7, 1, 8, 8, false, site); // heap memory is never pending
        absolute.invoke(null, null, 7, 1, 8, 8, false, site);      // the call itself throws
        absolute.invoke(null, doubles, 64, 1, 8, 8, false, site);  // out of bounds: left to the buffer
        assertEquals(reported(), 0);
    }

    @Test
    public void relativeAccessesUseThePosition() throws Exception {
        DoubleBuffer d = doubles.duplicate();
        d.position(60);
        relative.invoke(null, d, 2, 8, 8, false, site);            // get(double[2]) at 60
        d.position(30);
        relative.invoke(null, d, 2, 8, 8, false, site);            // at 30: nothing pending there
        relative.invoke(null, null, 1, 8, 8, true, site);
        assertEquals(reported(), 1);
    }
}
