package mpi.shim.nat;

import com.kenai.jffi.CallContext;
import com.kenai.jffi.CallingConvention;
import com.kenai.jffi.Closure;
import com.kenai.jffi.ClosureManager;
import com.kenai.jffi.Type;

/**
 * A C function pointer that calls back into Java (a jffi closure), for the functions libmpi calls: user-defined
 * reduction operations and attribute copy/delete functions. Each factory fixes the C signature; the Java side gets
 * the arguments as plain numbers (pointers as addresses). The function pointer stays valid while this object is
 * reachable and not disposed: whoever hands {@link #address()} to the library keeps this object as long as the
 * library may call it, or calls {@link #retain()} when the library may call it after its owner is gone.
 */
public final class NativeCallback {
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

    /** The body of an MPI_User_function; the arguments are the addresses the library passed. */
    @FunctionalInterface
    public interface Reduction {
        void call(long invec, long inoutvec, long len, long datatype);
    }

    /** The body of an attribute copy function; returns the MPI error code (0: success). */
    @FunctionalInterface
    public interface AttributeCopy {
        int copy(long oldObject, int keyval, long extraState, long valueIn, long valueOut, long flag);
    }

    /** The body of an attribute delete function; returns the MPI error code (0: success). */
    @FunctionalInterface
    public interface AttributeDelete {
        int delete(long object, int keyval, long value, long extraState);
    }

    private final Closure.Handle handle;

    private NativeCallback(Closure closure, CallContext context) {
        this.handle = ClosureManager.getInstance().newClosure(closure, context);
    }

    /** An MPI_User_function that runs {@code body}. */
    public static NativeCallback reduction(Reduction body) {
        return new NativeCallback(
                args -> body.call(args.getAddress(0), args.getAddress(1), args.getAddress(2), args.getAddress(3)),
                USER_FUNCTION);
    }

    /** An attribute copy function that runs {@code body}. */
    public static NativeCallback attributeCopy(AttributeCopy body) {
        return new NativeCallback(args -> args.setIntReturn(body.copy(args.getAddress(0), args.getInt(1),
                args.getAddress(2), args.getAddress(3), args.getAddress(4), args.getAddress(5))), ATTR_COPY);
    }

    /** An attribute delete function that runs {@code body}. */
    public static NativeCallback attributeDelete(AttributeDelete body) {
        return new NativeCallback(args -> args.setIntReturn(body.delete(args.getAddress(0), args.getInt(1),
                args.getAddress(2), args.getAddress(3))), ATTR_DELETE);
    }

    /** The C function pointer, to hand to the library. */
    public long address() {
        return handle.getAddress();
    }

    /** Frees the function pointer now: for one the library never received. */
    public void dispose() {
        handle.dispose();
    }

    /** Never free this function pointer: the library may call it after its owner is freed (pending operations). */
    public void retain() {
        handle.setAutoRelease(false);
    }
}
