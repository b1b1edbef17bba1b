package mpi.shim.ffm;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.Set;
import mpi.shim.nat.NativeFunction;

/**
 * One C function called through a {@code java.lang.foreign} downcall handle, adapted to take every argument as a
 * {@code long} (the C ints are narrowed as the declaration says). A record: the JIT trusts a record's fields as
 * constants, so a call through a function held in a {@code static final} field inlines the downcall itself.
 *
 * <p>Functions that neither block nor call back into Java ({@link #CRITICAL}) have a second, critical handle, which
 * skips the thread-state change around the call. It is used only while no Java code can be reached from inside MPI:
 * until the program creates its first user-defined reduction operation ({@link Upcalls}), whose function the
 * library may run during any progress, an MPI_Test or an MPI_Isend included. Critical calls never take Java heap
 * memory: arrays reach MPI through native staging memory on this path.
 *
 * @param name the C name
 * @param missing whether the library lacks the function (its calls return {@link NativeFunction#MISSING})
 * @param normal the downcall handle
 * @param critical the critical downcall handle, or {@code normal} when the function may block or call back
 */
record FfmFunction(String name, boolean missing, MethodHandle normal, MethodHandle critical)
        implements NativeFunction {
    /**
     * The functions that return without waiting for anything another process does and without running user code:
     * nonblocking starts, tests, and queries of local objects. Waits, blocking transfers, collectives, RMA calls and
     * anything that frees or duplicates objects (attribute callbacks) are left out.
     */
    static final Set<String> CRITICAL = Set.of("MPI_Isend", "MPI_Issend", "MPI_Irsend", "MPI_Irecv", "MPI_Test",
            "MPI_Testall", "MPI_Testany", "MPI_Testsome", "MPI_Iprobe", "MPI_Request_get_status", "MPI_Start",
            "MPI_Startall", "MPI_Comm_rank", "MPI_Comm_size", "MPI_Get_count", "MPI_Get_elements",
            "MPI_Get_elements_x", "MPI_Test_cancelled", "MPI_Type_size", "MPI_Type_get_extent",
            "MPI_Type_get_true_extent", "MPI_Initialized", "MPI_Finalized", "MPI_Query_thread", "MPI_Wtime",
            "MPI_Wtick");

    private static final Linker LINKER = Linker.nativeLinker();

    static FfmFunction of(String name, long address, boolean... intParameter) {
        MethodType generic = MethodType.methodType(int.class, longs(intParameter.length));
        if (address == 0) {
            MethodHandle missing = MethodHandles.dropArguments(MethodHandles.constant(int.class, MISSING), 0,
                    generic.parameterList());
            return new FfmFunction(name, true, missing, missing);
        }
        MemoryLayout[] parameters = new MemoryLayout[intParameter.length];
        for (int i = 0; i < parameters.length; i++) {
            parameters[i] = intParameter[i] ? ValueLayout.JAVA_INT : ValueLayout.JAVA_LONG;
        }
        FunctionDescriptor descriptor = FunctionDescriptor.of(ValueLayout.JAVA_INT, parameters);
        MemorySegment target = MemorySegment.ofAddress(address);
        MethodHandle normal = MethodHandles.explicitCastArguments(LINKER.downcallHandle(target, descriptor), generic);
        MethodHandle critical = CRITICAL.contains(name) ? MethodHandles.explicitCastArguments(
                LINKER.downcallHandle(target, descriptor, Linker.Option.critical(false)), generic) : normal;
        return new FfmFunction(name, false, normal, critical);
    }

    static FfmFunction ofDouble(String name, long address) {
        if (address == 0) {
            MethodHandle missing = MethodHandles.throwException(double.class, UnsupportedOperationException.class)
                    .bindTo(new UnsupportedOperationException("the MPI library has no function " + name));
            return new FfmFunction(name, true, missing, missing);
        }
        FunctionDescriptor descriptor = FunctionDescriptor.of(ValueLayout.JAVA_DOUBLE);
        MemorySegment target = MemorySegment.ofAddress(address);
        MethodHandle normal = LINKER.downcallHandle(target, descriptor);
        MethodHandle critical = CRITICAL.contains(name)
                ? LINKER.downcallHandle(target, descriptor, Linker.Option.critical(false)) : normal;
        return new FfmFunction(name, false, normal, critical);
    }

    private static Class<?>[] longs(int n) {
        Class<?>[] out = new Class<?>[n];
        Arrays.fill(out, long.class);
        return out;
    }

    /** The handle for this call: the critical one while no upcall can happen. */
    private MethodHandle handle() {
        return Upcalls.possible() ? normal : critical;
    }

    private RuntimeException failed(Throwable t) {
        if (t instanceof RuntimeException r) {
            return r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new IllegalStateException("calling " + name + ": " + t, t);
    }

    @Override
    public int call() {
        try {
            return (int) handle().invokeExact();
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a) {
        try {
            return (int) handle().invokeExact(a);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b) {
        try {
            return (int) handle().invokeExact(a, b);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b, long c) {
        try {
            return (int) handle().invokeExact(a, b, c);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b, long c, long d) {
        try {
            return (int) handle().invokeExact(a, b, c, d);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b, long c, long d, long e) {
        try {
            return (int) handle().invokeExact(a, b, c, d, e);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f) {
        try {
            return (int) handle().invokeExact(a, b, c, d, e, f);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g) {
        try {
            return (int) handle().invokeExact(a, b, c, d, e, f, g);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g, long h) {
        try {
            return (int) handle().invokeExact(a, b, c, d, e, f, g, h);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g, long h, long i) {
        try {
            return (int) handle().invokeExact(a, b, c, d, e, f, g, h, i);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j) {
        try {
            return (int) handle().invokeExact(a, b, c, d, e, f, g, h, i, j);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j, long k, long l) {
        try {
            return (int) handle().invokeExact(a, b, c, d, e, f, g, h, i, j, k, l);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j, long k, long l,
            long m) {
        try {
            return (int) handle().invokeExact(a, b, c, d, e, f, g, h, i, j, k, l, m);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int call(long... args) {
        Object[] boxed = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            boxed[i] = args[i];
        }
        try {
            return (int) normal.invokeWithArguments(boxed);
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public double callDouble() {
        try {
            return (double) handle().invokeExact();
        } catch (Throwable t) {
            throw failed(t);
        }
    }

    @Override
    public int callPinned(Object array, long b, long c, long d, long e, long f) {
        throw new UnsupportedOperationException("the FFM native path passes no pinned arrays (" + name + ")");
    }

    @Override
    public int callPinned(Object array, long b, long c, long d, long e, long f, long g) {
        throw new UnsupportedOperationException("the FFM native path passes no pinned arrays (" + name + ")");
    }
}
