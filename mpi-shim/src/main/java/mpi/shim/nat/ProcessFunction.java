package mpi.shim.nat;

import com.kenai.jffi.CallContext;
import com.kenai.jffi.CallingConvention;
import com.kenai.jffi.Invoker;
import com.kenai.jffi.Library;
import com.kenai.jffi.Type;

/**
 * A C function found by its symbol among what this process has loaded (e.g. a preloaded library), called through
 * jffi with one of the few signatures below. Calling it with a signature it does not have is undefined behaviour.
 */
public final class ProcessFunction {
    private static final Invoker INVOKER = Invoker.getInstance();
    private static final CallContext NONE = CallContext.getCallContext(Type.VOID, new Type[0],
            CallingConvention.DEFAULT, false);
    private static final CallContext INT_OF_INT = CallContext.getCallContext(Type.SINT32, new Type[] {Type.SINT32},
            CallingConvention.DEFAULT, false);
    private static final CallContext INT_OF_POINTER_U64_INT = CallContext.getCallContext(Type.SINT32,
            new Type[] {Type.POINTER, Type.UINT64, Type.SINT32}, CallingConvention.DEFAULT, false);

    private final long address;

    private ProcessFunction(long address) {
        this.address = address;
    }

    /** The function {@code name} in this process, or null when nothing loaded defines it. */
    public static ProcessFunction find(String name) {
        Library process = Library.getDefault();
        long address = process == null ? 0 : process.getSymbolAddress(name);
        return address == 0 ? null : new ProcessFunction(address);
    }

    /** Calls {@code void f(void)}. */
    public void call() {
        INVOKER.invokeL0(NONE, address);
    }

    /** Calls {@code int f(int)} (or {@code void f(int)}, whose result is then meaningless). */
    public int call(int a) {
        return (int) INVOKER.invokeL1(INT_OF_INT, address, a);
    }

    /** Calls {@code int f(void *, uint64_t, int)}. */
    public int call(long pointer, long u64, int a) {
        return (int) INVOKER.invokeL3(INT_OF_POINTER_U64_INT, address, pointer, u64, a);
    }
}
