package syncchecker.agent;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import syncchecker.rt.Probes;

/**
 * The bridges of one class for method references to buffer accessors ({@code mem::get}). Such a reference runs the
 * accessor from code the JVM generates, which the agent never sees: the lambda is bound instead to a static bridge
 * added to the class, which calls the accessor on its first argument with the others, and whose call is
 * instrumented like any other. Bridges are new methods, so a class being retransformed gets none, and neither does
 * an interface.
 */
final class AccessorBridges {
    private static final String METAFACTORY = "java/lang/invoke/LambdaMetafactory";

    /** A static method that calls a buffer accessor a method reference named. */
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

    /** Whether bridges may be added (not when a loaded class is retransformed). */
    private final boolean mayBridge;
    /** The class's internal name, and whether it is an interface (its references are not bridged). */
    private String internalName;
    private boolean isInterface;
    private final List<Bridge> bridges = new ArrayList<>();

    AccessorBridges(boolean mayBridge) {
        this.mayBridge = mayBridge;
    }

    /** The class the bridges go to, from its ClassVisitor#visit. */
    void visit(String internalName, int access) {
        this.internalName = internalName;
        this.isInterface = (access & Opcodes.ACC_INTERFACE) != 0;
    }

    /**
     * The bootstrap arguments of an invokedynamic at {@code line} with its lambda bound to a new bridge when it is a
     * method reference to a buffer accessor, else null (the instruction stays as it is).
     */
    Object[] rebind(Handle bsm, Object[] bsmArgs, int line) {
        // metafactory only: altMetafactory makes serializable lambdas, whose deserialization names the target
        if (bsm.getOwner().equals(METAFACTORY) && bsm.getName().equals("metafactory") && bsmArgs.length >= 3
                && bsmArgs[1] instanceof Handle && mayBridge && !isInterface) {
            Handle impl = (Handle) bsmArgs[1];
            boolean virtual = impl.getTag() == Opcodes.H_INVOKEVIRTUAL || impl.getTag() == Opcodes.H_INVOKEINTERFACE;
            if (virtual && NioAccess.classify(impl.getOwner(), impl.getName(), impl.getDesc()) != null) {
                Object[] rebound = bsmArgs.clone();
                rebound[1] = bridge(impl, line);
                return rebound;
            }
        }
        return null;
    }

    /**
     * A static bridge of this class that calls {@code accessor} on its first argument with the others, made by
     * {@link #addTo}; returns its handle.
     */
    private Handle bridge(Handle accessor, int line) {
        Type[] params = Type.getArgumentTypes(accessor.getDesc());
        Type[] withReceiver = new Type[params.length + 1];
        withReceiver[0] = Type.getObjectType(accessor.getOwner());
        System.arraycopy(params, 0, withReceiver, 1, params.length);
        String name = Probes.BRIDGE_PREFIX + bridges.size();
        String desc = Type.getMethodDescriptor(Type.getReturnType(accessor.getDesc()), withReceiver);
        bridges.add(new Bridge(name, desc, accessor, line));
        return new Handle(Opcodes.H_INVOKESTATIC, internalName, name, desc, false);
    }

    /**
     * Writes the bridges made so far as methods of {@code cls}, at the end of the class. Through the instrumenter's
     * own visitMethod: the bridge's call gets its probes like the application's own.
     */
    void addTo(ClassVisitor cls) {
        for (Bridge b : bridges) {
            MethodVisitor mv = cls.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
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
    }
}
