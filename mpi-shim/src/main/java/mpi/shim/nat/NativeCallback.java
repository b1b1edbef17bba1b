package mpi.shim.nat;

import com.kenai.jffi.CallContext;
import com.kenai.jffi.CallingConvention;
import com.kenai.jffi.Closure;
import com.kenai.jffi.ClosureManager;
import com.kenai.jffi.MemoryIO;
import com.kenai.jffi.Type;
import java.nio.ByteBuffer;

/**
 * C function pointers that call back into Java (jffi closures), for the functions libmpi calls: user-defined
 * reduction operations and attribute copy/delete functions. A closure stays valid while its handle is reachable
 * and not released; {@link #retain(Closure.Handle)} keeps it valid for the rest of the process, for callbacks the
 * library may still call after the Java object that owned them is gone.
 */
public final class NativeCallback {
    /** {@code void fn(void *invec, void *inoutvec, int *len, MPI_Datatype *datatype)}: MPI_User_function. */
    public static final CallContext USER_FUNCTION = CallContext.getCallContext(Type.VOID,
            new Type[] {Type.POINTER, Type.POINTER, Type.POINTER, Type.POINTER}, CallingConvention.DEFAULT, false);
    /** {@code int fn(handle old, int keyval, void *extra, void *in, void *out, int *flag)}: attribute copy. */
    public static final CallContext ATTR_COPY = CallContext.getCallContext(Type.SINT32,
            new Type[] {Type.POINTER, Type.SINT32, Type.POINTER, Type.POINTER, Type.POINTER, Type.POINTER},
            CallingConvention.DEFAULT, false);
    /** {@code int fn(handle obj, int keyval, void *value, void *extra)}: attribute delete. */
    public static final CallContext ATTR_DELETE = CallContext.getCallContext(Type.SINT32,
            new Type[] {Type.POINTER, Type.SINT32, Type.POINTER, Type.POINTER}, CallingConvention.DEFAULT, false);

    private NativeCallback() {}

    /** A native function pointer that runs {@code closure}; its address is {@code getAddress()}. */
    public static Closure.Handle create(Closure closure, CallContext context) {
        return ClosureManager.getInstance().newClosure(closure, context);
    }

    /** Never release this closure: the library may call it after its owner is freed (pending operations). */
    public static void retain(Closure.Handle handle) {
        handle.setAutoRelease(false);
    }

    /** A direct buffer over native memory the library owns for the duration of a callback. */
    public static ByteBuffer view(long address, int bytes) {
        return MemoryIO.getInstance().newDirectByteBuffer(address, bytes);
    }
}
