package mpi.shim.ffm;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import mpi.shim.nat.NativeFunction;
import mpi.shim.nat.NativeLibrary;

/**
 * A library opened with the C library's own dlopen, called through downcall handles. Not with
 * {@code SymbolLookup.libraryLookup}: it opens libraries RTLD_LOCAL, and Open MPI's components, loaded later by the
 * library itself, resolve libmpi's symbols only when libmpi was opened RTLD_GLOBAL.
 */
final class FfmLibrary extends NativeLibrary {
    private static final int RTLD_LAZY = 0x1;
    private static final int RTLD_GLOBAL = 0x100;
    private static final MethodHandle DLOPEN = libc("dlopen", FunctionDescriptor.of(ValueLayout.JAVA_LONG,
            ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT));
    private static final MethodHandle DLSYM = libc("dlsym", FunctionDescriptor.of(ValueLayout.JAVA_LONG,
            ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
    private static final MethodHandle DLERROR = libc("dlerror", FunctionDescriptor.of(ValueLayout.JAVA_LONG));

    /** The dlopen handle; 0 for the whole process (RTLD_DEFAULT). */
    private final long handle;

    private FfmLibrary(long handle) {
        this.handle = handle;
    }

    private static MethodHandle libc(String name, FunctionDescriptor descriptor) {
        Linker linker = Linker.nativeLinker();
        MemorySegment address = linker.defaultLookup().find(name)
                .orElseThrow(() -> new IllegalStateException("the C library has no " + name));
        return linker.downcallHandle(address, descriptor);
    }

    static FfmLibrary open(String path, boolean global) {
        long handle;
        try (Arena arena = Arena.ofConfined()) {
            handle = (long) DLOPEN.invokeExact(arena.allocateFrom(path).address(),
                    RTLD_LAZY | (global ? RTLD_GLOBAL : 0));
        } catch (Throwable t) {
            throw new IllegalStateException("cannot load " + path + ": " + t, t);
        }
        if (handle == 0) {
            throw new IllegalStateException("cannot load " + path + ": " + lastError());
        }
        return new FfmLibrary(handle);
    }

    static FfmLibrary process() {
        return new FfmLibrary(0);
    }

    private static String lastError() {
        try {
            long message = (long) DLERROR.invokeExact();
            return message == 0 ? "unknown error"
                    : MemorySegment.ofAddress(message).reinterpret(Integer.MAX_VALUE).getString(0);
        } catch (Throwable t) {
            return t.toString();
        }
    }

    @Override
    public long symbol(String name) {
        try (Arena arena = Arena.ofConfined()) {
            return (long) DLSYM.invokeExact(handle, arena.allocateFrom(name).address());
        } catch (Throwable t) {
            throw new IllegalStateException("dlsym(" + name + "): " + t, t);
        }
    }

    @Override
    public NativeFunction function(String name, boolean... intParameter) {
        return FfmFunction.of(name, symbol(name), intParameter);
    }

    @Override
    public NativeFunction doubleFunction(String name) {
        return FfmFunction.ofDouble(name, symbol(name));
    }
}
