package syncchecker.agent;

import java.util.List;
import java.util.Set;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.Method;
import syncchecker.core.AccessSites;
import syncchecker.rt.Probes;

/**
 * Rewrites one method of an instrumented class: before each call that touches buffer memory, a call to the probes
 * ({@link syncchecker.rt.Probes}, or the class's per-site probes) with the bytes it touches. The calls are java.nio
 * buffer accessors ({@link NioAccess}) and JDK methods that read or write buffer arguments ({@link JdkBufferCalls});
 * calls that post nonblocking operations and mpi.Win's one-sided operations get their site announced. Blocking MPI
 * calls need nothing here: the binding reports the buffers they hand to the library (mpi.shim.event.BlockingCall).
 * Method references to accessors are bound to bridges ({@link AccessorBridges}).
 */
final class BufferCallRewriter extends CallRewriter {
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
    private static final Set<String> RMA_OPERATIONS = Set.of("put", "get", "accumulate",
            "getAccumulate", "fetchAndOp", "compareAndSwap", "rPut", "rGet", "rAccumulate", "rGetAccumulate");
    private static final Type BUFFER = Type.getObjectType("java/nio/Buffer");
    private static final Method CALLER_SITE = Method.getMethod("int callerSite(int)");

    private final AccessInstrumenter owner;
    private final String method;
    /** A method reference's bridge: its accesses are reported at the line that called the reference. */
    private final boolean bridge;
    private int line = -1;
    /** Argument types of the call being instrumented. */
    private Type[] args;

    BufferCallRewriter(AccessInstrumenter owner, MethodVisitor mv, int access, String name, String desc) {
        super(mv, access, name, desc);
        this.owner = owner;
        this.method = name;
        this.bridge = name.startsWith(Probes.BRIDGE_PREFIX);
    }

    /**
     * The site of an access: in a method reference's bridge (see {@link AccessorBridges}) the line that
     * called the reference, found when the access runs, with the bridge's own as the fall-back.
     */
    private void pushSite(int site) {
        push(site);
        if (bridge) {
            invokeStatic(PROBES, CALLER_SITE);
        }
    }

    /** A method reference to a buffer accessor ({@code mem::get}) is bound to a bridge (see AccessorBridges). */
    @Override
    public void visitInvokeDynamicInsn(String name, String desc, Handle bsm, Object... bsmArgs) {
        Object[] rebound = owner.bridges().rebind(bsm, bsmArgs, line);
        if (rebound != null) {
            bsmArgs = rebound;
            owner.changed();
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
            owner.changed();
            push(AccessSites.register(owner.className(), method, owner.sourceFile(), line));
            invokeStatic(PROBES, BEFORE_RMA);
        }
        if (type.startsWith("mpi/") && posts(name, desc)) {
            owner.changed();
            push(AccessSites.register(owner.className(), method, owner.sourceFile(), line));
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
        owner.changed();
        int site = AccessSites.register(owner.className(), method, owner.sourceFile(), line);
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
        owner.changed();
        int site = AccessSites.register(owner.className(), method, owner.sourceFile(), line);
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
        SiteProbeClass sites = owner.sites();
        if (sites == null || bridge) {
            invokeStatic(PROBES, relative ? ACCESS_RELATIVE : ACCESS);
            return;
        }
        String descriptor = relative ? SiteProbeClass.RELATIVE : SiteProbeClass.ABSOLUTE;
        int number = sites.add(relative, write);
        if (sites.race) {
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, sites.name, SiteProbeClass.race(number), descriptor,
                    false);
            pushArgs.run();
        }
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, sites.name, SiteProbeClass.sync(number), descriptor, false);
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
