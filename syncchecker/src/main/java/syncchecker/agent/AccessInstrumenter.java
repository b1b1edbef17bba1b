package syncchecker.agent;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Adds the probes to one class: each concrete method is rewritten by a {@link BufferCallRewriter} (buffer
 * accesses, the JDK's buffer calls, MPI calls) chained with the synchronization probes ({@link SyncOrderVisitor}),
 * and the class gets the bridges its method references to buffer accessors were bound to ({@link AccessorBridges}).
 * Only method bodies change, and members are added only when bridges are allowed.
 */
final class AccessInstrumenter extends ClassVisitor {
    /** The class's binary name (dots), as access sites name it. */
    private final String className;
    /** Where the access sites' probes go when each has its own (accesses not counted), else null. */
    private final SiteProbeClass sites;
    private final AccessorBridges bridges;
    private String file;
    private boolean changed;

    private AccessInstrumenter(ClassVisitor next, String className, SiteProbeClass sites, boolean mayBridge) {
        super(Opcodes.ASM9, next);
        this.className = className;
        this.sites = sites;
        this.bridges = new AccessorBridges(mayBridge);
    }

    /** {@link #instrument(byte[], String, SiteProbeClass, boolean)} of a class being loaded (bridges allowed). */
    static byte[] instrument(byte[] bytes, String className, SiteProbeClass sites) {
        return instrument(bytes, className, sites, true);
    }

    /**
     * The instrumented class file, or null when nothing changed; {@code sites}: per-site probes, or null;
     * {@code bridges}: method references to buffer accessors may be bound to bridges added to the class.
     */
    static byte[] instrument(byte[] bytes, String className, SiteProbeClass sites, boolean bridges) {
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        AccessInstrumenter instrumenter = new AccessInstrumenter(writer, className.replace('/', '.'), sites, bridges);
        reader.accept(instrumenter, ClassReader.EXPAND_FRAMES);
        return instrumenter.changed ? writer.toByteArray() : null;
    }

    /** The class's binary name (dots). */
    String className() {
        return className;
    }

    /** The class's source file, or null when it has none. */
    String sourceFile() {
        return file;
    }

    /** The per-site probes' companion class, or null (see {@link #sites}). */
    SiteProbeClass sites() {
        return sites;
    }

    AccessorBridges bridges() {
        return bridges;
    }

    /** A method got a probe (or a bridge): the class is written out. */
    void changed() {
        changed = true;
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName,
            String[] interfaces) {
        bridges.visit(name, access);
        super.visit(version, access, name, signature, superName, interfaces);
    }

    @Override
    public void visitSource(String source, String debug) {
        file = source;
        super.visitSource(source, debug);
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] ex) {
        MethodVisitor mv = super.visitMethod(access, name, desc, signature, ex);
        if (mv == null || (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
            return mv;
        }
        return new BufferCallRewriter(this, SyncOrderVisitor.chain(mv, access, name, desc, className, this::changed),
                access, name, desc);
    }

    @Override
    public void visitEnd() {
        bridges.addTo(this);
        super.visitEnd();
    }
}
