package syncchecker.agent;

import java.util.concurrent.atomic.AtomicInteger;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import syncchecker.rt.site.SiteProbes;

/**
 * The per-site probes of one instrumented class, as static methods of a companion class generated with it
 * (whenever access counting is off, see syncchecker.rt.Probes#PER_SITE). Each access site gets the
 * synchronization part of its probe, and while race checking runs also the race part, as methods of their own:
 * <pre>
 *   race (r&lt;n&gt;): if (Probes.raceMeets(b, elementBytes))
 *                     Probes.raceAt(b, index, count, unitBytes, elementBytes, write, site);
 *   sync (s&lt;n&gt;): if (b == null) return;
 *                 long window = Probes.syncWindowRead(b, count, unitBytes, elementBytes); // or ...Write
 *                 if (window == b.capacity()) return;   // a hole as long as the buffer: nothing pending near
 *                 if (index - (int) (window &gt;&gt;&gt; 32) + MIN &lt; (int) window + MIN) return; // in the hole
 *                 Probes.outsideWindow(b, index, count, unitBytes, elementBytes, write, site);
 * </pre>
 * The branches are the point: in a method of their own per site, they have that site's profile in the JIT.
 * <ul>
 * <li>Race: a loop over memory no window holds never has the race call compiled in (an uncommon trap in its
 * place), whatever other loops of the program do; with one shared branch, one loop over window memory anywhere
 * put the call in every loop, and a call in a loop makes every probe of the loop reload its fields per access.
 * These methods stay under 35 bytes, so that C1 inlines them too and profiles the branch as the loop runs.</li>
 * <li>Sync: the first test does not depend on the index, so where a site's buffer never has a pending buffer
 * near, the JIT tests it once before the loop and the loop keeps no per-access test (kernels.StencilRma's
 * relaxation: 14% over plain with one shared probe testing the index first, its loop 562 bytes of machine code;
 * this way the loop is plain's 361 bytes). Shared, the same order let one partly pending buffer anywhere in the
 * program give every loop the test's other side, whose rarely run index test then had too thin a profile to be
 * trusted, so the JIT compiled the call below it into every loop (kernels.IsRma: 1.2x plain instead of 0.8x);
 * the index test first, shared, was the only safe order then. These methods are larger than C1 inlines; C2
 * inlines them.</li>
 * </ul>
 * The companion lives in a package of the checker, not in the application class, so that classes being
 * retransformed, which cannot gain methods, get one too.
 */
final class SiteProbeClass {
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static final String PROBES = "syncchecker/rt/Probes";
    private static final String BUFFER = "Ljava/nio/Buffer;";
    private static final String SYNC_WINDOW = "(" + BUFFER + "III)J";
    /** (Buffer b, int index, int count, int unitBytes, int elementBytes, boolean write, int site) */
    static final String ABSOLUTE = "(" + BUFFER + "IIIIZI)V";
    /** (Buffer b, int count, int unitBytes, int elementBytes, boolean write, int site): at the position */
    static final String RELATIVE = "(" + BUFFER + "IIIZI)V";

    /** Internal name of the companion class. */
    final String name;
    /** Whether each site gets a race probe too. */
    final boolean race;
    private final ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS | ClassWriter.COMPUTE_FRAMES);
    private int methods;
    private boolean ended;

    SiteProbeClass(String appClass, boolean race) {
        this.race = race;
        String simple = appClass.substring(appClass.lastIndexOf('/') + 1).replaceAll("[^A-Za-z0-9_$]", "_");
        name = SiteProbes.PACKAGE + simple + "$$Probes" + NEXT.incrementAndGet();
        writer.visit(Opcodes.V11, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC,
                name, null, "java/lang/Object", null);
        writer.visitSource("per-site probes of " + appClass.replace('/', '.'), null);
    }

    /** Whether any probe method was added. */
    boolean used() {
        return methods > 0;
    }

    /**
     * Adds the probes of one access (absolute: at an index; relative: at the position), each with the descriptor
     * {@link #ABSOLUTE} or {@link #RELATIVE}: the synchronization part (named {@link #sync} of the result) and,
     * with {@link #race}, the race part ({@link #race(int)} of it). {@code write}: whether the access writes.
     * Returns the site's number in this class.
     */
    int add(boolean relative, boolean write) {
        int number = methods++;
        if (race) {
            addRace(race(number), relative);
        }
        addSync(sync(number), relative, write);
        return number;
    }

    /** The name of site {@code number}'s race probe. */
    static String race(int number) {
        return "r" + number;
    }

    /** The name of site {@code number}'s synchronization probe. */
    static String sync(int number) {
        return "s" + number;
    }

    private MethodVisitor begin(String method, boolean relative) {
        MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
                method, relative ? RELATIVE : ABSOLUTE, null, null);
        mv.visitCode();
        return mv;
    }

    private static void end(MethodVisitor mv, Label done) {
        mv.visitLabel(done);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** Pushes all of the probe's arguments, with {@link syncchecker.rt.Probes#POSITION} as a relative one's index. */
    private static void pushAll(MethodVisitor mv, boolean relative) {
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        if (relative) {
            mv.visitLdcInsn(syncchecker.rt.Probes.POSITION);
        }
        for (int local = 1; local <= (relative ? 5 : 6); local++) {
            mv.visitVarInsn(Opcodes.ILOAD, local);
        }
    }

    private void addRace(String method, boolean relative) {
        MethodVisitor mv = begin(method, relative);
        int shift = relative ? 0 : 1; // locals: b, [index], count, unitBytes, elementBytes, write, site
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitVarInsn(Opcodes.ILOAD, 3 + shift);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, PROBES, "raceMeets", "(" + BUFFER + "I)Z", false);
        Label done = new Label();
        mv.visitJumpInsn(Opcodes.IFEQ, done);
        pushAll(mv, relative);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, PROBES, "raceAt", ABSOLUTE, false);
        end(mv, done);
    }

    /**
     * {@code write}: the site's kind, a constant of the site, which picks the window method here rather than by a
     * branch in a shared one (see PendingSummary#readWindow).
     */
    private void addSync(String method, boolean relative, boolean write) {
        MethodVisitor mv = begin(method, relative);
        int shift = relative ? 0 : 1;
        int window = 6 + shift; // the first local after the arguments
        Label done = new Label();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitJumpInsn(Opcodes.IFNULL, done); // the call itself throws
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        for (int local = 1 + shift; local <= 3 + shift; local++) { // count, unitBytes, elementBytes
            mv.visitVarInsn(Opcodes.ILOAD, local);
        }
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, PROBES, write ? "syncWindowWrite" : "syncWindowRead", SYNC_WINDOW,
                false);
        mv.visitVarInsn(Opcodes.LSTORE, window);
        // the hole is as long as the buffer: nothing pending near it (and an index out of bounds, which the call
        // refuses, is not reported)
        mv.visitVarInsn(Opcodes.LLOAD, window);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/nio/Buffer", "capacity", "()I", false);
        mv.visitInsn(Opcodes.I2L);
        mv.visitInsn(Opcodes.LCMP);
        mv.visitJumpInsn(Opcodes.IFEQ, done);
        if (!relative) { // the index in the hole, as an unsigned compare (PendingSummary.inWindow)
            mv.visitVarInsn(Opcodes.ILOAD, 1);
            mv.visitVarInsn(Opcodes.LLOAD, window);
            mv.visitIntInsn(Opcodes.BIPUSH, 32);
            mv.visitInsn(Opcodes.LUSHR);
            mv.visitInsn(Opcodes.L2I);
            mv.visitInsn(Opcodes.ISUB);
            mv.visitLdcInsn(Integer.MIN_VALUE);
            mv.visitInsn(Opcodes.IADD);
            mv.visitVarInsn(Opcodes.LLOAD, window);
            mv.visitInsn(Opcodes.L2I);
            mv.visitLdcInsn(Integer.MIN_VALUE);
            mv.visitInsn(Opcodes.IADD);
            mv.visitJumpInsn(Opcodes.IF_ICMPLT, done);
        }
        pushAll(mv, relative);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, PROBES, "outsideWindow", ABSOLUTE, false);
        end(mv, done);
    }

    /** The companion's class file (no probe can be added after this). */
    byte[] classFile() {
        if (!ended) {
            writer.visitEnd();
            ended = true;
        }
        return writer.toByteArray();
    }

    /** Defines the companion; false (and nothing defined) when that is not possible here. */
    boolean define() {
        try {
            SiteProbes.define(classFile());
            return true;
        } catch (IllegalAccessException | RuntimeException | LinkageError e) {
            OutputGate.checkerErr().println("syncchecker: per-site probes for " + name + " not defined (" + e
                    + "); the shared probe is used");
            return false;
        }
    }
}
