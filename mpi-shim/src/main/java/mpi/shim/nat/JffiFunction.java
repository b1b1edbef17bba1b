package mpi.shim.nat;

import com.kenai.jffi.CallContext;
import com.kenai.jffi.CallingConvention;
import com.kenai.jffi.HeapInvocationBuffer;
import com.kenai.jffi.Invoker;
import com.kenai.jffi.Library;
import com.kenai.jffi.Type;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;

/**
 * One C function, called through jffi (JNR-FFI's invoker layer): the native path on JDK 17 to 21 (see
 * NativePath). Up to six integer or pointer arguments go through jffi's register fast path without errno saving;
 * longer signatures take our trampolines (see Trampolines) or the generic libffi path.
 *
 * <p>Why not JNR-FFI's generated interface proxies: on this platform they pass a corrupt sixth argument (see
 * jnr/jnr-ffi#181; reproduced here with jnr-ffi 2.2.17 and jffi 1.3.11 to 1.4.3), and MPI has many six-argument
 * functions. jffi's invokers themselves pass all six correctly.
 */
final class JffiFunction implements NativeFunction {
    private static final Invoker INVOKER = Invoker.getInstance();
    private final String name;
    private final long address;
    private final CallContext context;
    /** Per parameter: true for a C int, false for a 64-bit integer or pointer. */
    private final boolean[] intParameter;
    /** Slot in our trampoline table for seven-argument functions it can forward (see Trampolines), else -1. */
    private final int trampolineSlot;
    /** Whether calls go through the argument-block trampoline (7 to 13 arguments of any other shape). */
    private final boolean block;
    /** Whether the library lacks the function: calls then reach jmpi_missing, which returns MISSING. */
    private final boolean missing;

    JffiFunction(Library library, String name, Type returnType, boolean... intParameter) {
        this.name = name;
        long found = library.getSymbolAddress(name);
        this.missing = found == 0;
        if (missing && Trampolines.MISSING == 0) {
            throw new UnsatisfiedLinkError("libmpi has no function " + name);
        }
        this.address = missing ? Trampolines.MISSING : found;
        Type[] parameters = new Type[intParameter.length];
        for (int i = 0; i < parameters.length; i++) {
            parameters[i] = intParameter[i] ? Type.SINT32 : Type.SINT64;
        }
        this.context = CallContext.getCallContext(returnType, parameters, CallingConvention.DEFAULT, false);
        this.intParameter = intParameter.clone();
        this.trampolineSlot = !missing && Trampolines.fitsPipiipp(intParameter) ? Trampolines.bind(address) : -1;
        // jmpi_block returns a C int, as every MPI function of that length does
        this.block = !missing && trampolineSlot < 0 && Trampolines.BLOCKS && returnType == Type.SINT32
                && intParameter.length >= 7 && intParameter.length <= Trampolines.BLOCK_MAX;
    }

    /** Whether calls take our trampoline's register path rather than jffi's generic one (for tests and benches). */
    @Override
    public boolean trampolined() {
        return trampolineSlot >= 0;
    }

    /** Whether calls take the argument-block trampoline rather than jffi's generic path (for tests and benches). */
    @Override
    public boolean blocked() {
        return block;
    }

    @Override
    public String name() {
        return name;
    }

    /** Whether the loaded library lacks this function (its calls return {@link NativeFunction#MISSING}). */
    @Override
    public boolean missing() {
        return missing;
    }

    @Override
    public int call() {
        return (int) INVOKER.invokeL0NoErrno(context, address);
    }

    @Override
    public int call(long a) {
        return (int) INVOKER.invokeL1NoErrno(context, address, a);
    }

    @Override
    public int call(long a, long b) {
        return (int) INVOKER.invokeL2NoErrno(context, address, a, b);
    }

    @Override
    public int call(long a, long b, long c) {
        return (int) INVOKER.invokeL3NoErrno(context, address, a, b, c);
    }

    @Override
    public int call(long a, long b, long c, long d) {
        return (int) INVOKER.invokeL4NoErrno(context, address, a, b, c, d);
    }

    @Override
    public int call(long a, long b, long c, long d, long e) {
        return (int) INVOKER.invokeL5NoErrno(context, address, a, b, c, d, e);
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f) {
        return (int) INVOKER.invokeL6NoErrno(context, address, a, b, c, d, e, f);
    }

    /**
     * Seven arguments: through our trampoline library when it forwards this shape (no allocation), else the generic
     * path without the varargs array.
     */
    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g) {
        int slot = trampolineSlot;
        if (slot >= 0) {
            return Trampolines.pipiipp(slot, a, b, c, d, e, f, g);
        }
        if (block) {
            long p = Scratch.get().arguments;
            long q = put4(p, a, b, c, d);
            Memory.putLong(q, e);
            Memory.putLong(q + 8, f);
            Memory.putLong(q + 16, g);
            return Trampolines.block(address, p, 7);
        }
        HeapInvocationBuffer buffer = new HeapInvocationBuffer(context);
        put(buffer, 0, a);
        put(buffer, 1, b);
        put(buffer, 2, c);
        put(buffer, 3, d);
        put(buffer, 4, e);
        put(buffer, 5, f);
        put(buffer, 6, g);
        return INVOKER.invokeInt(context, address, buffer);
    }

    private void put(HeapInvocationBuffer buffer, int index, long value) {
        if (intParameter[index]) {
            buffer.putInt((int) value);
        } else {
            buffer.putLong(value);
        }
    }

    /**
     * Six arguments, the first a Java primitive array passed pinned (see PinnedArrays); {@code b..f} as in
     * {@link #call(long, long, long, long, long, long)}. The caller has checked that the array is large enough.
     */
    @Override
    public int callPinned(Object array, long b, long c, long d, long e, long f) {
        PinnedArrays.Kind kind = PinnedArrays.of(array);
        return (int) INVOKER.invokeN6O1(context, address, 0, b, c, d, e, f, array, kind.strategy, kind.info);
    }

    /** Seven arguments, the first a pinned Java primitive array; only when {@link #trampolined()}. */
    @Override
    public int callPinned(Object array, long b, long c, long d, long e, long f, long g) {
        if (trampolineSlot < 0) {
            throw new IllegalStateException(name + " has no register path for a pinned array");
        }
        PinnedArrays.Kind kind = PinnedArrays.of(array);
        return Trampolines.pipiippPinned(trampolineSlot, array, kind.strategy, kind.info, b, c, d, e, f, g);
    }

    /*
     * 8 to 13 arguments, each written to this thread's argument block for jmpi_block (see Trampolines), or the
     * generic path. Fixed arities, so that a call allocates no varargs array on the block path.
     */

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g, long h) {
        if (!block) {
            return call(new long[] {a, b, c, d, e, f, g, h});
        }
        long p = Scratch.get().arguments;
        put4(put4(p, a, b, c, d), e, f, g, h);
        return Trampolines.block(address, p, 8);
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g, long h, long i) {
        if (!block) {
            return call(new long[] {a, b, c, d, e, f, g, h, i});
        }
        long p = Scratch.get().arguments;
        Memory.putLong(put4(put4(p, a, b, c, d), e, f, g, h), i);
        return Trampolines.block(address, p, 9);
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j) {
        if (!block) {
            return call(new long[] {a, b, c, d, e, f, g, h, i, j});
        }
        long p = Scratch.get().arguments;
        long q = put4(put4(p, a, b, c, d), e, f, g, h);
        Memory.putLong(q, i);
        Memory.putLong(q + 8, j);
        return Trampolines.block(address, p, 10);
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j, long k,
            long l) {
        if (!block) {
            return call(new long[] {a, b, c, d, e, f, g, h, i, j, k, l});
        }
        long p = Scratch.get().arguments;
        put4(put4(put4(p, a, b, c, d), e, f, g, h), i, j, k, l);
        return Trampolines.block(address, p, 12);
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j, long k,
            long l, long m) {
        if (!block) {
            return call(new long[] {a, b, c, d, e, f, g, h, i, j, k, l, m});
        }
        long p = Scratch.get().arguments;
        Memory.putLong(put4(put4(put4(p, a, b, c, d), e, f, g, h), i, j, k, l), m);
        return Trampolines.block(address, p, 13);
    }

    /** Stores four arguments at {@code p}; returns where the next ones go. */
    private static long put4(long p, long a, long b, long c, long d) {
        Memory.putLong(p, a);
        Memory.putLong(p + 8, b);
        Memory.putLong(p + 16, c);
        Memory.putLong(p + 24, d);
        return p + 32;
    }

    /** Any other number of arguments: the argument block when it takes them, else the generic path. */
    @Override
    public int call(long... args) {
        if (block && args.length == intParameter.length) {
            long p = Scratch.get().arguments;
            for (int i = 0; i < args.length; i++) {
                Memory.putLong(p + 8L * i, args[i]);
            }
            return Trampolines.block(address, p, args.length);
        }
        HeapInvocationBuffer buffer = new HeapInvocationBuffer(context);
        for (int i = 0; i < args.length; i++) {
            put(buffer, i, args[i]);
        }
        return INVOKER.invokeInt(context, address, buffer);
    }

    /** A function of no arguments returning a C double. */
    @Override
    public double callDouble() {
        if (missing) {
            throw new UnsupportedOperationException("the MPI library " + Native.PATH + " has no function " + name);
        }
        return INVOKER.invokeDouble(context, address, new HeapInvocationBuffer(context));
    }
}
