package mpi.shim.nat;

import com.kenai.jffi.CallContext;
import com.kenai.jffi.CallingConvention;
import com.kenai.jffi.Closure;
import com.kenai.jffi.ClosureManager;
import com.kenai.jffi.Type;

/** A callback as a jffi closure (the jffi native path). */
final class JffiCallback extends NativeCallback {
    /** {@code void fn(void *invec, void *inoutvec, int *len, MPI_Datatype *datatype)}: MPI_User_function. */
    private static final CallContext USER_FUNCTION = CallContext.getCallContext(Type.VOID,
            new Type[] {Type.POINTER, Type.POINTER, Type.POINTER, Type.POINTER}, CallingConvention.DEFAULT, false);
    /** {@code int fn(handle old, int keyval, void *extra, void *in, void *out, int *flag)}: attribute copy. */
    private static final CallContext ATTR_COPY = CallContext.getCallContext(Type.SINT32,
            new Type[] {Type.POINTER, Type.SINT32, Type.POINTER, Type.POINTER, Type.POINTER, Type.POINTER},
            CallingConvention.DEFAULT, false);
    /** {@code int fn(handle obj, int keyval, void *value, void *extra)}: attribute delete. */
    private static final CallContext ATTR_DELETE = CallContext.getCallContext(Type.SINT32,
            new Type[] {Type.POINTER, Type.SINT32, Type.POINTER, Type.POINTER}, CallingConvention.DEFAULT, false);

    private final Closure.Handle handle;

    private JffiCallback(Closure closure, CallContext context) {
        this.handle = ClosureManager.getInstance().newClosure(closure, context);
    }

    static NativeCallback ofReduction(Reduction body) {
        return new JffiCallback(
                args -> body.call(args.getAddress(0), args.getAddress(1), args.getAddress(2), args.getAddress(3)),
                USER_FUNCTION);
    }

    static NativeCallback ofAttributeCopy(AttributeCopy body) {
        return new JffiCallback(args -> args.setIntReturn(body.copy(args.getAddress(0), args.getInt(1),
                args.getAddress(2), args.getAddress(3), args.getAddress(4), args.getAddress(5))), ATTR_COPY);
    }

    static NativeCallback ofAttributeDelete(AttributeDelete body) {
        return new JffiCallback(args -> args.setIntReturn(body.delete(args.getAddress(0), args.getInt(1),
                args.getAddress(2), args.getAddress(3))), ATTR_DELETE);
    }

    @Override
    public long address() {
        return handle.getAddress();
    }

    @Override
    public void dispose() {
        handle.dispose();
    }

    @Override
    public void retain() {
        handle.setAutoRelease(false);
    }
}
