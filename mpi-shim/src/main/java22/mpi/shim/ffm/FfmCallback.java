package mpi.shim.ffm;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import mpi.shim.nat.NativeCallback;

/**
 * A callback as a {@code java.lang.foreign} upcall stub. Pointers arrive as 64-bit integers (as on jffi's path). The
 * stub lives in an automatic arena that this object holds: it is freed once this object and the arena are
 * unreachable, never while {@link #retain()}ed. An exception escaping an upcall would end the JVM, so the body runs
 * inside a guard that reports it on standard error and returns an MPI error code (1, MPI_ERR_BUFFER in every ABI:
 * any non-zero code tells the library the call failed).
 */
final class FfmCallback extends NativeCallback {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final ValueLayout.OfLong P = ValueLayout.JAVA_LONG;
    private static final ValueLayout.OfInt I = ValueLayout.JAVA_INT;
    /** Arenas of stubs the library may call after their owner is gone. */
    private static final Set<Arena> RETAINED = ConcurrentHashMap.newKeySet();
    private static final MethodHandle REDUCE;
    private static final MethodHandle COPY;
    private static final MethodHandle DELETE;

    static {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        try {
            REDUCE = lookup.findStatic(FfmCallback.class, "reduce", MethodType.methodType(void.class,
                    Reduction.class, long.class, long.class, long.class, long.class));
            COPY = lookup.findStatic(FfmCallback.class, "copy", MethodType.methodType(int.class, AttributeCopy.class,
                    long.class, int.class, long.class, long.class, long.class, long.class));
            DELETE = lookup.findStatic(FfmCallback.class, "delete", MethodType.methodType(int.class,
                    AttributeDelete.class, long.class, int.class, long.class, long.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Arena arena;
    private final long address;

    private FfmCallback(MethodHandle target, FunctionDescriptor descriptor) {
        arena = Arena.ofAuto();
        MemorySegment stub = LINKER.upcallStub(target, descriptor, arena);
        address = stub.address();
    }

    static NativeCallback ofReduction(Reduction body) {
        Upcalls.becamePossible();
        return new FfmCallback(REDUCE.bindTo(body), FunctionDescriptor.ofVoid(P, P, P, P));
    }

    static NativeCallback ofAttributeCopy(AttributeCopy body) {
        return new FfmCallback(COPY.bindTo(body), FunctionDescriptor.of(I, P, I, P, P, P, P));
    }

    static NativeCallback ofAttributeDelete(AttributeDelete body) {
        return new FfmCallback(DELETE.bindTo(body), FunctionDescriptor.of(I, P, I, P, P));
    }

    private static void reduce(Reduction body, long in, long inout, long len, long datatype) {
        try {
            body.call(in, inout, len, datatype);
        } catch (Throwable t) {
            uncaught("user-defined reduction", t);
        }
    }

    private static int copy(AttributeCopy body, long old, int keyval, long extra, long in, long out, long flag) {
        try {
            return body.copy(old, keyval, extra, in, out, flag);
        } catch (Throwable t) {
            uncaught("attribute copy function", t);
            return 1;
        }
    }

    private static int delete(AttributeDelete body, long object, int keyval, long value, long extra) {
        try {
            return body.delete(object, keyval, value, extra);
        } catch (Throwable t) {
            uncaught("attribute delete function", t);
            return 1;
        }
    }

    private static void uncaught(String what, Throwable t) {
        System.err.println("jmpi: exception in a " + what + " called by the MPI library: " + t);
        t.printStackTrace();
    }

    @Override
    public long address() {
        return address;
    }

    @Override
    public void dispose() {
        // an automatic arena cannot be closed: the stub is freed with this object
    }

    @Override
    public void retain() {
        RETAINED.add(arena);
    }
}
