package syncchecker.agent;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.lang.reflect.Method;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
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
    /** The probe methods of four sites, by kind: [0] a read's, [1] a write's (each site's kind is built in). */
    private final Method[] absolute = new Method[2];
    private final Method[] relative = new Method[2];

    @BeforeMethod
    public void exchange() throws Exception {
        SiteProbeClass sites = new SiteProbeClass("app/Main", false);
        String[] a = new String[2];
        String[] r = new String[2];
        for (int write = 0; write < 2; write++) {
            a[write] = SiteProbeClass.sync(sites.add(false, write == 1));
            r[write] = SiteProbeClass.sync(sites.add(true, write == 1));
        }
        assertTrue(sites.define(), "the companion class is defined");
        Class<?> c = Class.forName(sites.name.replace('/', '.'));
        for (int write = 0; write < 2; write++) {
            absolute[write] = c.getMethod(a[write], Buffer.class, int.class, int.class, int.class, int.class,
                    boolean.class, int.class);
            relative[write] = c.getMethod(r[write], Buffer.class, int.class, int.class, int.class, boolean.class,
                    int.class);
        }
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

    /** The site probe of an absolute access: a read's or a write's, as the instrumentation picks it. */
    private void absolute(Buffer b, int index, int count, int unitBytes, int elementBytes, boolean write, int at)
            throws Exception {
        absolute[write ? 1 : 0].invoke(null, b, index, count, unitBytes, elementBytes, write, at);
    }

    private void relative(Buffer b, int count, int unitBytes, int elementBytes, boolean write, int at)
            throws Exception {
        relative[write ? 1 : 0].invoke(null, b, count, unitBytes, elementBytes, write, at);
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
                    absolute(doubles, i, count, 8, 8, write, newSite());
                    int perSite = reported();
                    Probes.access(doubles, i, count, 8, 8, write, newSite());
                    assertEquals(perSite, reported(), "index " + i + ", " + count + " doubles, write " + write);
                }
            }
        }
    }

    @Test
    public void conflictsAreFoundAndTheRestIsSilent() throws Exception {
        absolute(doubles, 7, 1, 8, 8, false, site);   // get(7): the low receive
        absolute(array, 448, 1, 8, 1, false, newSite()); // getDouble(448): the high receive
        absolute(doubles, 20, 1, 8, 8, true, site);   // put(20, x): into the pending send
        assertEquals(reported(), 3);
        absolute(doubles, 20, 1, 8, 8, false, site);  // reading a send is fine
        absolute(doubles, 30, 1, 8, 8, true, site);   // nothing pending there
        absolute(DoubleBuffer.allocate(64), 7, 1, 8, 8, false, site); // heap memory is never pending
        absolute(null, 7, 1, 8, 8, false, site);      // the call itself throws
        absolute(doubles, 64, 1, 8, 8, false, site);  // out of bounds: left to the buffer
        assertEquals(reported(), 0);
    }

    @Test
    public void relativeAccessesUseThePosition() throws Exception {
        DoubleBuffer d = doubles.duplicate();
        d.position(60);
        relative(d, 2, 8, 8, false, site);            // get(double[2]) at 60
        d.position(30);
        relative(d, 2, 8, 8, false, site);            // at 30: nothing pending there
        relative(null, 1, 8, 8, true, site);
        assertEquals(reported(), 1);
    }

    /**
     * Each site's probe calls the window method of its own kind, and nothing shared branches on the kind: C2 (JDK
     * 18 on) inlines the window computation only where the caller's profile shows it called in a quarter of the
     * caller's calls, and a shared branch's profile is the whole program's mix (PendingSummary#readWindow).
     */
    @Test
    public void eachSiteCallsTheWindowOfItsKind() {
        SiteProbeClass sites = new SiteProbeClass("app/Other", true);
        String read = SiteProbeClass.sync(sites.add(false, false));
        String write = SiteProbeClass.sync(sites.add(false, true));
        String relativeWrite = SiteProbeClass.sync(sites.add(true, true));
        Map<String, List<String>> calls = new HashMap<>();
        new ClassReader(sites.classFile()).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
                List<String> called = calls.computeIfAbsent(name, n -> new ArrayList<>());
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMethodInsn(int op, String owner, String method, String d, boolean itf) {
                        called.add(method);
                    }
                };
            }
        }, 0);
        assertTrue(calls.get(read).contains("syncWindowRead"), calls.toString());
        assertFalse(calls.get(read).contains("syncWindowWrite"), calls.toString());
        for (String w : List.of(write, relativeWrite)) {
            assertTrue(calls.get(w).contains("syncWindowWrite"), calls.toString());
            assertFalse(calls.get(w).contains("syncWindowRead"), calls.toString());
        }
    }
}
