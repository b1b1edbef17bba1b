package syncchecker.agent;

import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import java.util.List;
import mpi.shim.nat.Ffi;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.Method;
import syncchecker.core.AccessSites;
import syncchecker.rt.Probes;

/**
 * Instruments application classes (not the JDK, not the binding, not the checker) so that every call to a
 * java.nio buffer accessor first reports the bytes it touches to {@link syncchecker.rt.Probes}. Only method bodies
 * change (no new members), so already loaded classes can be retransformed too; unless accesses are counted, the
 * accesses' probes are methods of a generated companion class ({@link SiteProbeClass}).
 */
public final class AccessTransformer implements ClassFileTransformer {
    private static final Type PROBES = Type.getObjectType("syncchecker/rt/Probes");
    private static final Method ACCESS = Method.getMethod(
            "void access(java.nio.Buffer, int, int, int, int, boolean, int)");
    private static final Method ACCESS_RELATIVE = Method.getMethod(
            "void accessRelative(java.nio.Buffer, int, int, int, boolean, int)");
    private static final Method WHOLE = Method.getMethod("void whole(java.nio.Buffer, int, int)");
    private static final Method READS_ARGUMENT = Method.getMethod("void readsRemaining(Object, int)");
    private static final Method CHAR_AT = Method.getMethod("void charAt(java.nio.Buffer, int, int)");
    private static final Method CHARS_LENGTH = Method.getMethod("int length(CharSequence)");
    private static final Method POSITION_OF = Method.getMethod("int positionOf(Object)");
    private static final Method MOVED = Method.getMethod("void moved(Object, int, boolean, int)");
    private static final Method LENGTH = Method.getMethod("int length(Object)");
    private static final Method STRING_LENGTH = Method.getMethod("int length(String)");
    private static final Method REMAINING = Method.getMethod("int remaining(java.nio.Buffer)");
    private static final Method BEFORE_POST = Method.getMethod("void beforePost(int)");
    private static final Method BEFORE_RMA = Method.getMethod("void beforeRma(int)");
    /** The one-sided operations of mpi.Win whose site the race checker needs (see Probes.beforeRma). */
    private static final java.util.Set<String> RMA_OPERATIONS = java.util.Set.of("put", "get", "accumulate",
            "getAccumulate", "fetchAndOp", "compareAndSwap", "rPut", "rGet", "rAccumulate", "rGetAccumulate");
    private static final Type BUFFER = Type.getObjectType("java/nio/Buffer");
    private static final Method CALLER_SITE = Method.getMethod("int callerSite(int)");
    private static final String METAFACTORY = "java/lang/invoke/LambdaMetafactory";

    @Override
    public byte[] transform(ClassLoader loader, String className, Class<?> redefined, ProtectionDomain domain,
            byte[] bytes) {
        if (className == null || !instrumentable(className, loader)) {
            return null;
        }
        try {
            SiteProbeClass sites = syncchecker.rt.Probes.PER_SITE
                    ? new SiteProbeClass(className, syncchecker.rt.Probes.PER_SITE_RACE) : null;
            // a class loaded before the agent is retransformed, which may not add methods: no bridges then
            boolean bridges = redefined == null;
            byte[] instrumented = instrument(bytes, className, sites, bridges);
            if (sites != null && sites.used() && !sites.define()) {
                instrumented = instrument(bytes, className, null, bridges);
            }
            return instrumented;
        } catch (RuntimeException | LinkageError e) {
            OutputGate.checkerErr().println("syncchecker: cannot instrument " + className + ": " + e);
            return null;
        }
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
        Instrumenter instrumenter = new Instrumenter(writer, className.replace('/', '.'), sites, bridges);
        reader.accept(instrumenter, ClassReader.EXPAND_FRAMES);
        return instrumenter.changed ? writer.toByteArray() : null;
    }

    /** Application classes only: not the JDK's, the binding's, the checker's or its shaded libraries'. */
    static boolean instrumentable(String internalName, ClassLoader loader) {
        if (loader == null || loader == ClassLoader.getPlatformClassLoader()) {
            return false;
        }
        for (String prefix : new String[] {"java/", "javax/", "jdk/", "sun/", "com/sun/", "mpi/", "syncchecker/",
            "race/", Ffi.PACKAGE_PREFIX, "jnr/", "org/objectweb/asm/", "com/fasterxml/jackson/", "org/testng/"}) {
            if (internalName.startsWith(prefix)) {
                return false;
            }
        }
        return true;
    }

    /** A static method that calls a buffer accessor a method reference named (see Instrumenter#bridge). */
    private static final class Bridge {
        final String name;
        final String desc;
        final Handle accessor;
        /** The line of the method reference. */
        final int line;

        Bridge(String name, String desc, Handle accessor, int line) {
            this.name = name;
            this.desc = desc;
            this.accessor = accessor;
            this.line = line;
        }
    }

    private static final class Instrumenter extends ClassVisitor {
        private final String className;
        /** Where the access sites' probes go when each has its own (accesses not counted), else null. */
        private final SiteProbeClass sites;
        private String file;
        boolean changed;

        /** This class's internal name, and whether it is an interface (its references are not bridged). */
        private String internalName;
        boolean isInterface;
        private final List<Bridge> bridges = new java.util.ArrayList<>();

        /** Whether bridges may be added (not when a loaded class is retransformed). */
        private final boolean mayBridge;

        Instrumenter(ClassVisitor next, String className, SiteProbeClass sites, boolean mayBridge) {
            super(Opcodes.ASM9, next);
            this.className = className;
            this.sites = sites;
            this.mayBridge = mayBridge;
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                String[] interfaces) {
            internalName = name;
            isInterface = (access & Opcodes.ACC_INTERFACE) != 0;
            super.visit(version, access, name, signature, superName, interfaces);
        }

        /**
         * A static bridge of this class that calls {@code accessor} on its first argument with the others, made at
         * the end of the class; returns its handle.
         */
        Handle bridge(Handle accessor, int line) {
            Type[] params = Type.getArgumentTypes(accessor.getDesc());
            Type[] withReceiver = new Type[params.length + 1];
            withReceiver[0] = Type.getObjectType(accessor.getOwner());
            System.arraycopy(params, 0, withReceiver, 1, params.length);
            String name = Probes.BRIDGE_PREFIX + bridges.size();
            String desc = Type.getMethodDescriptor(Type.getReturnType(accessor.getDesc()), withReceiver);
            bridges.add(new Bridge(name, desc, accessor, line));
            return new Handle(Opcodes.H_INVOKESTATIC, internalName, name, desc, false);
        }

        @Override
        public void visitEnd() {
            for (Bridge b : bridges) {
                // through visitMethod: the bridge's call gets its probes like the application's own
                MethodVisitor mv = visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
                        b.name, b.desc, null, null);
                mv.visitCode();
                Label start = new Label();
                mv.visitLabel(start);
                mv.visitLineNumber(b.line, start);
                int slot = 0;
                for (Type t : Type.getArgumentTypes(b.desc)) {
                    mv.visitVarInsn(t.getOpcode(Opcodes.ILOAD), slot);
                    slot += t.getSize();
                }
                Handle a = b.accessor;
                boolean itf = a.getTag() == Opcodes.H_INVOKEINTERFACE;
                mv.visitMethodInsn(itf ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL, a.getOwner(), a.getName(),
                        a.getDesc(), itf);
                mv.visitInsn(Type.getReturnType(b.desc).getOpcode(Opcodes.IRETURN));
                mv.visitMaxs(0, 0);
                mv.visitEnd();
            }
            super.visitEnd();
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
            return new Calls(this, SyncOrderVisitor.chain(mv, access, name, desc, className, () -> changed = true), access, name, desc);
        }
    }

    /** Rewrites one method: before each buffer accessor call, a probe call with the bytes it touches. */
    private static final class Calls extends CallRewriter {
        private final Instrumenter owner;
        private final String method;
        /** A method reference's bridge: its accesses are reported at the line that called the reference. */
        private final boolean bridge;
        private int line = -1;
        /** Argument types of the call being instrumented. */
        private Type[] args;

        Calls(Instrumenter owner, MethodVisitor mv, int access, String name, String desc) {
            super(mv, access, name, desc);
            this.owner = owner;
            this.method = name;
            this.bridge = name.startsWith(Probes.BRIDGE_PREFIX);
        }

        /**
         * The site of an access: in a method reference's bridge (see {@link Instrumenter#bridge}) the line that
         * called the reference, found when the access runs, with the bridge's own as the fall-back.
         */
        private void pushSite(int site) {
            push(site);
            if (bridge) {
                invokeStatic(PROBES, CALLER_SITE);
            }
        }

        /**
         * A method reference to a buffer accessor ({@code mem::get}) runs the accessor from code the JVM generates,
         * which the agent never sees: the lambda is bound to a bridge of this class instead, whose call is
         * instrumented like any other.
         */
        @Override
        public void visitInvokeDynamicInsn(String name, String desc, Handle bsm, Object... bsmArgs) {
            // metafactory only: altMetafactory makes serializable lambdas, whose deserialization names the target
            if (bsm.getOwner().equals(METAFACTORY) && bsm.getName().equals("metafactory") && bsmArgs.length >= 3
                    && bsmArgs[1] instanceof Handle && owner.mayBridge && !owner.isInterface) {
                Handle impl = (Handle) bsmArgs[1];
                boolean virtual = impl.getTag() == Opcodes.H_INVOKEVIRTUAL || impl.getTag() == Opcodes.H_INVOKEINTERFACE;
                if (virtual && NioAccess.classify(impl.getOwner(), impl.getName(), impl.getDesc()) != null) {
                    bsmArgs = bsmArgs.clone();
                    bsmArgs[1] = owner.bridge(impl, line);
                    owner.changed = true;
                }
            }
            super.visitInvokeDynamicInsn(name, desc, bsm, bsmArgs);
        }

        @Override
        public void visitLineNumber(int line, Label start) {
            this.line = line;
            super.visitLineNumber(line, start);
        }

        @Override
        public void visitMethodInsn(int opcode, String type, String name, String desc, boolean itf) {
            if (SyncOrderVisitor.RACE && type.equals("mpi/Win") && RMA_OPERATIONS.contains(name)) {
                owner.changed = true;
                push(AccessSites.register(owner.className, method, owner.file, line));
                invokeStatic(PROBES, BEFORE_RMA);
            }
            if (type.startsWith("mpi/") && posts(name, desc)) {
                owner.changed = true;
                push(AccessSites.register(owner.className, method, owner.file, line));
                invokeStatic(PROBES, BEFORE_POST);
                super.visitMethodInsn(opcode, type, name, desc, itf);
                return;
            }
            String moves = opcode != Opcodes.INVOKESTATIC ? JdkBufferCalls.classify(type, name, desc) : null;
            if (moves != null) {
                jdkCall(moves, opcode, type, name, desc, itf);
                return;
            }
            NioAccess a = opcode == Opcodes.INVOKEVIRTUAL ? NioAccess.classify(type, name, desc) : null;
            if (a == null) {
                super.visitMethodInsn(opcode, type, name, desc, itf);
                return;
            }
            owner.changed = true;
            int site = AccessSites.register(owner.className, method, owner.file, line);
            int[] locals = argumentsToLocals(desc);
            // stack: the receiver buffer
            if (a.countKind == NioAccess.WHOLE) {
                dup();
                push(a.whole);
                pushSite(site);
                invokeStatic(PROBES, WHOLE);
            } else if (a.countKind == NioAccess.CHAR_AT) {
                dup();
                load(args[0], locals[0]);
                pushSite(site);
                invokeStatic(PROBES, CHAR_AT);
            } else {
                // the sizes as constants: the probe's fast path then needs no type test of the buffer
                int elementBytes = NioAccess.elementBytes(type);
                probe(a.indexArg, a.write, () -> {
                    dup();
                    pushIndex(a.indexArg, locals);
                    pushCount(a, locals);
                    push(a.unitBytes > 0 ? a.unitBytes : elementBytes);
                    push(elementBytes);
                    push(a.write);
                    pushSite(site);
                });
            }
            if (a.readsArgument >= 0) {
                load(args[a.readsArgument], locals[a.readsArgument]);
                pushSite(site);
                invokeStatic(PROBES, READS_ARGUMENT);
            }
            if (a.sourceArg >= 0) {
                int sourceBytes = NioAccess.elementBytes(args[a.sourceArg].getInternalName());
                probe(a.sourceIndexArg, false, () -> {
                    load(args[a.sourceArg], locals[a.sourceArg]);
                    checkCast(BUFFER);
                    pushIndex(a.sourceIndexArg, locals);
                    if (a.countKind == NioAccess.SOURCE_REMAINING) {
                        load(args[a.sourceArg], locals[a.sourceArg]);
                        invokeStatic(PROBES, REMAINING);
                    } else {
                        load(args[a.countArg], locals[a.countArg]);
                    }
                    push(sourceBytes);
                    push(sourceBytes);
                    push(false);
                    pushSite(site);
                });
            }
            callWithArguments(locals, opcode, type, name, desc, itf);
        }

        /**
         * A JDK call that reads or writes buffer arguments and moves their positions past what it touched (see
         * JdkBufferCalls; {@code moves}: 'r', 'w' or '-' per argument): each such argument's position before the
         * call, then after it the elements between that and its new position.
         */
        private void jdkCall(String moves, int opcode, String type, String name, String desc, boolean itf) {
            owner.changed = true;
            int site = AccessSites.register(owner.className, method, owner.file, line);
            int[] locals = argumentsToLocals(desc);
            int[] before = new int[moves.length()];
            for (int i = 0; i < moves.length(); i++) {
                if (moves.charAt(i) != '-') {
                    load(args[i], locals[i]);
                    invokeStatic(PROBES, POSITION_OF);
                    before[i] = temp(Type.INT_TYPE);
                    mv.visitVarInsn(Opcodes.ISTORE, before[i]);
                }
            }
            callWithArguments(locals, opcode, type, name, desc, itf);
            for (int i = 0; i < moves.length(); i++) {
                if (moves.charAt(i) != '-') {
                    load(args[i], locals[i]);
                    mv.visitVarInsn(Opcodes.ILOAD, before[i]);
                    push(moves.charAt(i) == 'w');
                    pushSite(site);
                    invokeStatic(PROBES, MOVED);
                }
            }
        }

        /** Pops the call's arguments into temps, last first, leaving the receiver on the stack. */
        private int[] argumentsToLocals(String desc) {
            args = Type.getArgumentTypes(desc);
            return storeArguments(args);
        }

        /** Pushes the arguments back from their temps and makes the original call. */
        private void callWithArguments(int[] locals, int opcode, String type, String name, String desc, boolean itf) {
            for (int i = 0; i < args.length; i++) {
                load(args[i], locals[i]);
            }
            super.visitMethodInsn(opcode, type, name, desc, itf);
        }

        /** Calls that post nonblocking operations: they return a request, or start persistent ones. */
        private static boolean posts(String name, String desc) {
            String ret = Type.getReturnType(desc).getDescriptor();
            return ret.equals("Lmpi/Request;") || ret.equals("Lmpi/Prequest;") || name.equals("start")
                    || name.equals("startAll");
        }

        /** The index argument of an absolute access; a relative one (arg < 0) has none (see {@link #probe}). */
        private void pushIndex(int arg, int[] locals) {
            if (arg >= 0) {
                load(args[arg], locals[arg]);
            }
        }

        /**
         * The probe calls of one access ({@code write}: a store), {@code pushArgs} pushing the probe's arguments
         * (buffer, [index], count, unitBytes, elementBytes, write, site). With per-site probes (whenever accesses
         * are not counted, see SiteProbeClass) the access's own methods get them: the race part when race checking
         * runs, then the synchronization part, each call with its own copy of the arguments. Else (counting) one
         * shared probe does both. Relative accesses (at the position) have their own shared probe: in one method with the
         * absolute ones, their branch to the exact check, taken by every relative access near a pending buffer,
         * would be in the profile the JIT compiles every absolute access's loop with (see Probes#accessRelative).
         */
        private void probe(int indexArg, boolean write, Runnable pushArgs) {
            boolean relative = indexArg < 0;
            pushArgs.run();
            if (owner.sites == null || bridge) {
                invokeStatic(PROBES, relative ? ACCESS_RELATIVE : ACCESS);
                return;
            }
            String descriptor = relative ? SiteProbeClass.RELATIVE : SiteProbeClass.ABSOLUTE;
            int number = owner.sites.add(relative, write);
            if (owner.sites.race) {
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner.sites.name, SiteProbeClass.race(number), descriptor,
                        false);
                pushArgs.run();
            }
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner.sites.name, SiteProbeClass.sync(number), descriptor, false);
        }

        private void pushCount(NioAccess a, int[] locals) {
            switch (a.countKind) {
                case NioAccess.ONE:
                    push(1);
                    break;
                case NioAccess.ARRAY_LENGTH:
                    load(args[a.countArg], locals[a.countArg]);
                    invokeStatic(PROBES, LENGTH);
                    break;
                case NioAccess.LENGTH_ARG:
                    load(args[a.countArg], locals[a.countArg]);
                    break;
                case NioAccess.SOURCE_REMAINING:
                    load(args[a.countArg], locals[a.countArg]);
                    invokeStatic(PROBES, REMAINING);
                    break;
                case NioAccess.STRING_LENGTH:
                    load(args[a.countArg], locals[a.countArg]);
                    invokeStatic(PROBES, STRING_LENGTH);
                    break;
                case NioAccess.CHARS_LENGTH:
                    load(args[a.countArg], locals[a.countArg]);
                    invokeStatic(PROBES, CHARS_LENGTH);
                    break;
                case NioAccess.STRING_RANGE:
                    load(args[a.countArg2], locals[a.countArg2]);
                    load(args[a.countArg], locals[a.countArg]);
                    math(SUB, Type.INT_TYPE);
                    break;
                default:
                    throw new IllegalStateException("count kind " + a.countKind);
            }
        }
    }
}
