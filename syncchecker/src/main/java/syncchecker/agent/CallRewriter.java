package syncchecker.agent;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.GeneratorAdapter;

/**
 * A method rewriter that sets a call's arguments aside in temporaries while it puts probes around the call: what
 * the access probes' rewriter (BufferCallRewriter) and the synchronization probes' share.
 */
abstract class CallRewriter extends GeneratorAdapter {
    CallRewriter(MethodVisitor next, int access, String name, String desc) {
        super(Opcodes.ASM9, next, access, name, desc);
    }

    /**
     * A local live only between its store and its load in straight-line code. Allocated without newLocal, which
     * would add it to every later stack map frame, where on other paths it is unassigned.
     */
    final int temp(Type t) {
        return newLocalMapping(t);
    }

    /** Pops arguments of types {@code args} into temporaries, the last first; returns their locals. */
    final int[] storeArguments(Type[] args) {
        int[] locals = new int[args.length];
        for (int i = args.length - 1; i >= 0; i--) {
            locals[i] = temp(args[i]);
            mv.visitVarInsn(args[i].getOpcode(Opcodes.ISTORE), locals[i]);
        }
        return locals;
    }

    /** Pushes the temporary {@code local} of type {@code t}. */
    final void load(Type t, int local) {
        mv.visitVarInsn(t.getOpcode(Opcodes.ILOAD), local);
    }
}
