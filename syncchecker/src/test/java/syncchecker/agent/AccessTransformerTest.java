package syncchecker.agent;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNotNull;
import static org.testng.Assert.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.commons.CodeSizeEvaluator;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;
import syncchecker.core.Checker;
import syncchecker.core.DataMap;
import syncchecker.core.LibraryProgress;
import syncchecker.report.Diagnostic;
import syncchecker.report.Event;

/**
 * Instruments fixtures.BufferUser with the real transformer, loads it in a fresh class loader (so the verifier
 * checks the rewritten stack map frames), and checks behaviour is unchanged and accesses reach the checker.
 */
public class AccessTransformerTest {
    private final List<Diagnostic> found = new ArrayList<>();

    /** TestNG runs all methods on one instance: each starts from a clean slate. */
    @AfterMethod
    public void uninstall() {
        Checker.install(null);
        found.clear();
    }

    private static Class<?> instrumented() throws IOException, ClassNotFoundException {
        ClassLoader parent = AccessTransformerTest.class.getClassLoader();
        return load(new AccessTransformer().transform(parent, "fixtures/BufferUser", null, null, original()));
    }

    /** The fixture with per-site probes (what race checking gets), its companion class defined first. */
    private static Class<?> instrumentedPerSite() throws IOException, ClassNotFoundException {
        SiteProbeClass sites = new SiteProbeClass("fixtures/BufferUser", true);
        byte[] rewritten = AccessInstrumenter.instrument(original(), "fixtures/BufferUser", sites);
        assertTrue(sites.used());
        assertTrue(sites.define(), "the companion class is defined");
        return load(rewritten);
    }

    private static byte[] original() throws IOException {
        try (InputStream in = AccessTransformerTest.class.getResourceAsStream("/fixtures/BufferUser.class")) {
            return in.readAllBytes();
        }
    }

    private static Class<?> load(byte[] rewritten) throws ClassNotFoundException {
        ClassLoader parent = AccessTransformerTest.class.getClassLoader();
        assertNotNull(rewritten, "the fixture calls buffer accessors, so it must be rewritten");
        return new ClassLoader(parent) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (name.equals("fixtures.BufferUser")) {
                    synchronized (getClassLoadingLock(name)) {
                        Class<?> c = findLoadedClass(name);
                        return c != null ? c : defineClass(name, rewritten, 0, rewritten.length);
                    }
                }
                return super.loadClass(name, resolve);
            }
        }.loadClass("fixtures.BufferUser");
    }

    private static ByteBuffer direct() {
        ByteBuffer b = ByteBuffer.allocateDirect(64).order(ByteOrder.nativeOrder());
        for (int i = 0; i < 16; i++) {
            b.putInt(4 * i, i);
        }
        return b;
    }

    private Checker checker(boolean libraryDone) {
        LibraryProgress progress = new LibraryProgress() {
            @Override
            public String done(Object request, int token) {
                return libraryDone ? "test" : null;
            }

            @Override
            public String name() {
                return "test";
            }
        };
        Checker c = new Checker(progress, found::add, true, Map.of());
        Checker.install(c);
        return c;
    }

    private static PostedOperation op(Object request, int access, ByteBuffer buf, long count) {
        BufferUse use = new BufferUse(access, buf, Memory.address(buf), count, 1L, "MPI.INT", "buf");
        return new PostedOperation(access == BufferUse.READ_BY_LIBRARY ? "iSend" : "iRecv", request, 1L, 1, 0,
                List.of(use));
    }

    @Test
    public void instrumentedCodeVerifiesAndComputesTheSame() throws Exception {
        Method m = instrumented().getMethod("accesses", ByteBuffer.class, boolean.class);
        int expectedTrue = fixtures.BufferUser.accesses(direct(), true);
        int expectedFalse = fixtures.BufferUser.accesses(direct(), false);
        assertEquals(m.invoke(null, direct(), true), expectedTrue);
        assertEquals(m.invoke(null, direct(), false), expectedFalse);
    }

    @Test
    public void writeToAPendingSendIsAnErrorAtItsLine() throws Exception {
        Checker c = checker(false);
        ByteBuffer raw = direct();
        c.posted(op(new Object(), BufferUse.READ_BY_LIBRARY, raw, 16), t -> DataMap.contiguous(4));
        instrumented().getMethod("writeFive", IntBuffer.class).invoke(null, raw.asIntBuffer());
        assertEquals(found.size(), 1, found.toString());
        Diagnostic d = found.get(0);
        assertEquals(d.kind, "write-to-pending-send");
        assertEquals(d.severity, Diagnostic.ERROR);
        Event acc = d.event(Event.ACC);
        assertEquals(acc.className, "fixtures.BufferUser");
        assertEquals(acc.method, "writeFive");
        assertEquals(acc.line, Integer.valueOf(35));
        assertEquals(d.operation.access.offset, 20);
        assertEquals(d.operation.access.length, 4);
    }

    @Test
    public void compactReadsTheElementsItMovesAndWritesOnlyWhereTheyGo() throws Exception {
        for (Class<?> fixture : List.of(instrumented(), instrumentedPerSite())) {
            // a send pending on ints 2 and 3, which compact only reads: nothing to report
            Checker c = checker(false);
            ByteBuffer raw = direct();
            c.posted(op(new Object(), BufferUse.READ_BY_LIBRARY, raw.duplicate().position(8).slice(), 2),
                    t -> DataMap.contiguous(4));
            fixture.getMethod("compactQueue", IntBuffer.class).invoke(null, raw.asIntBuffer());
            assertEquals(found.size(), 0, found.toString());
            uninstall();
            // a send pending on ints 0 and 1, which compact overwrites
            c = checker(false);
            raw = direct();
            c.posted(op(new Object(), BufferUse.READ_BY_LIBRARY, raw, 2), t -> DataMap.contiguous(4));
            fixture.getMethod("compactQueue", IntBuffer.class).invoke(null, raw.asIntBuffer());
            assertEquals(raw.getInt(0), 2, "compact still moves the elements");
            assertEquals(found.size(), 1, found.toString());
            assertEquals(found.get(0).kind, "write-to-pending-send");
            assertEquals(found.get(0).event(Event.ACC).line, Integer.valueOf(60));
            uninstall();
        }
    }

    @Test
    public void aJdkMethodThatConsumesABufferIsReportedAtItsCall() throws Exception {
        for (Class<?> fixture : List.of(instrumented(), instrumentedPerSite())) {
            // a receive pending on bytes 4..7, which the checksum reads
            Checker c = checker(false);
            ByteBuffer raw = direct();
            c.posted(op(new Object(), BufferUse.WRITTEN_BY_LIBRARY, raw.duplicate().position(4).slice(), 1),
                    t -> DataMap.contiguous(4));
            long crc = (long) fixture.getMethod("checksum", ByteBuffer.class).invoke(null, raw);
            assertEquals(crc, fixtures.BufferUser.checksum(direct()));
            assertEquals(found.size(), 1, found.toString());
            assertEquals(found.get(0).kind, "read-of-pending-receive");
            assertEquals(found.get(0).event(Event.ACC).line, Integer.valueOf(66));
            uninstall();
            // a receive pending on bytes 8..11, past what it reads
            c = checker(false);
            raw = direct();
            c.posted(op(new Object(), BufferUse.WRITTEN_BY_LIBRARY, raw.duplicate().position(8).slice(), 1),
                    t -> DataMap.contiguous(4));
            fixture.getMethod("checksum", ByteBuffer.class).invoke(null, raw);
            assertEquals(found.size(), 0, found.toString());
            uninstall();
        }
    }

    @Test
    public void anAccessThroughAMethodReferenceIsReportedAtTheLineThatCalledIt() throws Exception {
        for (Class<?> fixture : List.of(instrumented(), instrumentedPerSite())) {
            Checker c = checker(false);
            ByteBuffer raw = direct();
            c.posted(op(new Object(), BufferUse.READ_BY_LIBRARY, raw, 16), t -> DataMap.contiguous(4));
            fixture.getMethod("writeFiveThroughReference", IntBuffer.class).invoke(null, raw.asIntBuffer());
            assertEquals(raw.getInt(20), 55, "the reference still stores");
            assertEquals(found.size(), 1, found.toString());
            Event acc = found.get(0).event(Event.ACC);
            assertEquals(found.get(0).kind, "write-to-pending-send");
            assertEquals(acc.method, "writeFiveThroughReference");
            assertEquals(acc.line, Integer.valueOf(54), "the call, not the reference on the line before");
            uninstall();
        }
    }

    @Test
    public void aRetransformedClassGainsNoBridge() throws Exception {
        ClassLoader loader = AccessTransformerTest.class.getClassLoader();
        byte[] loading = new AccessTransformer().transform(loader, "fixtures/BufferUser", null, null, original());
        byte[] again = new AccessTransformer().transform(loader, "fixtures/BufferUser", fixtures.BufferUser.class,
                null, original());
        assertEquals(methodNames(loading).size(), methodNames(original()).size() + 1, "one bridge when loading");
        assertEquals(methodNames(again), methodNames(original()), "retransforming may not add methods");
    }

    private static List<String> methodNames(byte[] classFile) {
        List<String> names = new ArrayList<>();
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
                names.add(name + desc);
                return null;
            }
        }, 0);
        return names;
    }

    @Test
    public void withPerSiteProbesCodeVerifiesComputesTheSameAndStillReportsAtTheLine() throws Exception {
        Class<?> perSite = instrumentedPerSite();
        Method m = perSite.getMethod("accesses", ByteBuffer.class, boolean.class);
        assertEquals(m.invoke(null, direct(), true), fixtures.BufferUser.accesses(direct(), true));
        assertEquals(m.invoke(null, direct(), false), fixtures.BufferUser.accesses(direct(), false));
        Checker c = checker(false);
        ByteBuffer raw = direct();
        c.posted(op(new Object(), BufferUse.READ_BY_LIBRARY, raw, 16), t -> DataMap.contiguous(4));
        perSite.getMethod("writeFive", IntBuffer.class).invoke(null, raw.asIntBuffer());
        assertEquals(found.size(), 1, found.toString());
        assertEquals(found.get(0).kind, "write-to-pending-send");
        assertEquals(found.get(0).event(Event.ACC).line, Integer.valueOf(35));
    }

    /**
     * The per-site race probes stay under 35 bytes of bytecode: C1 inlines only that much, and a probe it does not
     * inline is profiled late (see SiteProbeClass). A race checking run gets both parts per site, others only the
     * synchronization part.
     */
    @Test
    public void perSiteRaceProbesAreSmallEnoughForC1ToInline() {
        SiteProbeClass sites = new SiteProbeClass("some/App", true);
        int[] numbers = {sites.add(false, false), sites.add(true, true)};
        Map<String, Integer> sizes = methodSizes(sites);
        assertEquals(sizes.size(), 2 * numbers.length, sizes.toString());
        for (int n : numbers) {
            assertTrue(sizes.containsKey(SiteProbeClass.sync(n)), sizes.toString());
            assertTrue(sizes.get(SiteProbeClass.race(n)) <= 35, sizes.toString());
        }
        SiteProbeClass syncOnly = new SiteProbeClass("some/App", false);
        String sync = SiteProbeClass.sync(syncOnly.add(false, false));
        assertEquals(methodSizes(syncOnly).keySet(), Set.of(sync), "no race probe without race checking");
    }

    /** The size in bytes of each method of the companion class, by name. */
    private static Map<String, Integer> methodSizes(SiteProbeClass sites) {
        Map<String, Integer> sizes = new HashMap<>();
        new ClassReader(sites.classFile()).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
                return new CodeSizeEvaluator(null) {
                    @Override
                    public void visitEnd() {
                        sizes.put(name, getMaxSize());
                    }
                };
            }
        }, 0);
        return sizes;
    }

    @Test
    public void accessesToOtherMemoryAreNotReported() throws Exception {
        checker(true).posted(op(new Object(), BufferUse.WRITTEN_BY_LIBRARY, direct(), 16), t -> DataMap.contiguous(4));
        IntBuffer ints = direct().asIntBuffer();
        // a different buffer than the pending one: nothing
        instrumented().getMethod("readThroughSlice", IntBuffer.class).invoke(null, ints);
        assertEquals(found.size(), 0, found.toString());
    }

    @Test
    public void readOfTheSameMemoryThroughASliceIsAPotentialErrorWhenTheLibraryIsDone() throws Exception {
        Checker c = checker(true);
        ByteBuffer raw = direct();
        c.posted(op(new Object(), BufferUse.WRITTEN_BY_LIBRARY, raw, 16), t -> DataMap.contiguous(4));
        instrumented().getMethod("readThroughSlice", IntBuffer.class).invoke(null, raw.asIntBuffer());
        assertEquals(found.size(), 1, found.toString());
        assertEquals(found.get(0).kind, "read-of-pending-receive");
        assertEquals(found.get(0).severity, Diagnostic.POTENTIAL);
        assertEquals(found.get(0).operation.access.offset, 12, "int 3 of the pending buffer");
        assertTrue(found.get(0).event(Event.SR) != null, "the SR event says where LibDone came from");
    }

    /** The fixture's class file with its major version set to {@code major} (Java 25 is 69). */
    private static byte[] withMajorVersion(int major) throws IOException {
        byte[] bytes = original();
        bytes[6] = (byte) (major >> 8);
        bytes[7] = (byte) major;
        return bytes;
    }

    @Test
    public void classFilesOfJava25AreInstrumented() throws IOException {
        // the JDK 25 on these machines compiles to version 69: an ASM that cannot read it left such programs unchecked
        byte[] rewritten = AccessInstrumenter.instrument(withMajorVersion(69), "fixtures/BufferUser", null);
        assertNotNull(rewritten);
        assertEquals(ByteBuffer.wrap(rewritten).getShort(6), (short) 69, "the version is kept");
    }

    @Test
    public void aClassItCannotReadIsReportedPastTheOutputGate() throws IOException {
        java.io.PrintStream out = System.out;
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream seen = new java.io.ByteArrayOutputStream();
        try {
            System.setErr(new java.io.PrintStream(seen, true));
            OutputGate.install(); // a re-executed JVM before MPI.Init: the application's output is dropped
            System.err.println("the application's own line");
            byte[] future = withMajorVersion(200);
            assertEquals(new AccessTransformer().transform(getClass().getClassLoader(), "fixtures/BufferUser", null,
                    null, future), null, "left as it is");
        } finally {
            OutputGate.open();
            System.setOut(out);
            System.setErr(err);
        }
        String text = seen.toString();
        assertTrue(text.contains("syncchecker: cannot instrument fixtures/BufferUser"), text);
        assertTrue(!text.contains("the application's own line"), text);
    }
}
