package syncchecker.agent;

import java.util.concurrent.atomic.AtomicInteger;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import syncchecker.rt.site.SiteProbes;

/**
 * The per-site race probes of one instrumented class, as static methods of a companion class generated with it
 * (only while race checking runs, see syncchecker.rt.Probes#PER_SITE_RACE). Each method is the race part of one
 * access site's probe:
 * <pre>
 *   if (Probes.raceMeets(b, elementBytes)) Probes.raceAt(b, index, count, unitBytes, elementBytes, write, site);
 * </pre>
 * and the instrumented code calls the shared synchronization part (Probes.syncAccess) after it. The branch is the
 * point: in a method of its own per site, it has that site's profile in the JIT. A loop over memory no window
 * holds then never has the race call compiled in (an uncommon trap in its place), whatever other loops of the
 * program do; with one shared branch, one loop over window memory anywhere put the call in every loop, and a call
 * in a loop makes every probe of the loop reload its fields per access. The methods stay under 35 bytes, so that
 * C1 inlines them too and profiles the branch as the loop runs. The companion lives in a package of the checker,
 * not in the application class, so that classes being retransformed, which cannot gain methods, get one too.
 */
final class SiteProbeClass {
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static final String PROBES = "syncchecker/rt/Probes";
    private static final String BUFFER = "Ljava/nio/Buffer;";
    /** (Buffer b, int index, int count, int unitBytes, int elementBytes, boolean write, int site) */
    static final String ABSOLUTE = "(" + BUFFER + "IIIIZI)V";
    /** (Buffer b, int count, int unitBytes, int elementBytes, boolean write, int site): at the position */
    static final String RELATIVE = "(" + BUFFER + "IIIZI)V";

    /** Internal name of the companion class. */
    final String name;
    private final ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS | ClassWriter.COMPUTE_FRAMES);
    private int methods;
    private boolean ended;

    SiteProbeClass(String appClass) {
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
     * Adds the probe of one access (absolute: at an index; relative: at the position), with the descriptor
     * {@link #ABSOLUTE} or {@link #RELATIVE}; returns the method's name.
     */
    String add(boolean relative) {
        String method = "p" + methods++;
        MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
                method, relative ? RELATIVE : ABSOLUTE, null, null);
        mv.visitCode();
        int shift = relative ? 0 : 1; // locals: b, [index], count, unitBytes, elementBytes, write, site
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitVarInsn(Opcodes.ILOAD, 3 + shift);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, PROBES, "raceMeets", "(" + BUFFER + "I)Z", false);
        Label done = new Label();
        mv.visitJumpInsn(Opcodes.IFEQ, done);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        if (relative) {
            mv.visitLdcInsn(syncchecker.rt.Probes.POSITION);
        } else {
            mv.visitVarInsn(Opcodes.ILOAD, 1);
        }
        for (int local = 1 + shift; local <= 5 + shift; local++) {
            mv.visitVarInsn(Opcodes.ILOAD, local);
        }
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, PROBES, "raceAt", ABSOLUTE, false);
        mv.visitLabel(done);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        return method;
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
            System.err.println("syncchecker: per-site probes for " + name + " not defined (" + e
                    + "); the shared probe is used");
            return false;
        }
    }
}
