package mpi.shim.nat;

import com.kenai.jffi.CallContext;
import com.kenai.jffi.CallingConvention;
import com.kenai.jffi.Invoker;
import com.kenai.jffi.Library;
import com.kenai.jffi.ObjectParameterInfo;
import com.kenai.jffi.ObjectParameterStrategy;
import com.kenai.jffi.Type;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * Our own small native library (native/jmpi_fast.c, shipped inside mpi.jar) that brings seven-argument MPI calls of
 * the shape (buffer, int, handle, int, int, handle, pointer) -- MPI_Isend and its modes, MPI_Irecv, MPI_Recv -- onto
 * jffi's six-register fast path: two ints are packed per 64-bit argument. This takes such a call from about 130 ns
 * and two allocations (jffi's generic path) to about 10 ns and none (docs/performance.md, "Levers").
 *
 * <p>Longer signatures (7 to 13 arguments of other shapes: MPI_Sendrecv, MPI_Put/MPI_Get and the other one-sided
 * calls, the v- and w-collectives) go through {@code jmpi_block}: the arguments are written to this thread's
 * argument block ({@link mpi.shim.mem.Scratch#arguments}) and the trampoline, called on the three-register fast path,
 * reads them and calls the function. About 130 ns and two allocations per call become a few stores and one fast
 * call. {@code -Djmpi.blocks=false} turns this path alone off.
 *
 * <p>When the library is missing from the jar (a build without mpicc for it), cannot be extracted or loaded, or
 * {@code -Djmpi.trampolines=false} is set, {@link #AVAILABLE} and {@link #BLOCKS} are false and NativeFunction
 * keeps jffi's generic path.
 */
final class Trampolines {
    static final boolean AVAILABLE;
    private static final Invoker INVOKER = Invoker.getInstance();
    private static final CallContext BIND_CONTEXT =
            CallContext.getCallContext(Type.SINT32, new Type[] {Type.SINT64}, CallingConvention.DEFAULT, false);
    private static final CallContext PIPIIPP_CONTEXT = CallContext.getCallContext(Type.SINT32,
            new Type[] {Type.SINT64, Type.SINT64, Type.SINT64, Type.SINT64, Type.SINT64, Type.SINT64},
            CallingConvention.DEFAULT, false);
    private static final CallContext BLOCK_CONTEXT = CallContext.getCallContext(Type.SINT32,
            new Type[] {Type.SINT64, Type.SINT64, Type.SINT64}, CallingConvention.DEFAULT, false);
    private static final long BIND;
    private static final long PIPIIPP;
    private static final long BLOCK;
    /** jmpi_missing, which stands in for functions the loaded MPI lacks (0 without our library). */
    static final long MISSING;
    /** Whether jmpi_block is there: the calling convention it relies on is x86-64's (see native/jmpi_fast.c). */
    static final boolean BLOCKS;
    /** The most arguments jmpi_block passes on. */
    static final int BLOCK_MAX = 13;

    /** The C parameter kinds (true: C int) of the shape jmpi_pipiipp forwards. */
    private static final boolean[] PIPIIPP_SHAPE = {false, true, false, true, true, false, false};

    static {
        long bind = 0;
        long pipiipp = 0;
        long block = 0;
        long missing = 0;
        if (!"false".equals(System.getProperty("jmpi.trampolines"))) {
            Library library = load();
            if (library != null) {
                bind = library.getSymbolAddress("jmpi_bind");
                pipiipp = library.getSymbolAddress("jmpi_pipiipp");
                boolean blocks = resourceName().endsWith("-x86_64/libjmpifast.so")
                        && !"false".equals(System.getProperty("jmpi.blocks"));
                block = blocks ? library.getSymbolAddress("jmpi_block") : 0;
                missing = library.getSymbolAddress("jmpi_missing");
            }
        }
        AVAILABLE = bind != 0 && pipiipp != 0;
        BIND = bind;
        PIPIIPP = pipiipp;
        BLOCKS = block != 0;
        BLOCK = block;
        MISSING = missing;
    }

    private Trampolines() {}

    /** Where `make native` puts the library inside the jar: mpi/shim/nat/Linux-x86_64/libjmpifast.so. */
    static String resourceName() {
        String arch = System.getProperty("os.arch", "");
        if (arch.equals("amd64")) {
            arch = "x86_64";
        }
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("linux") ? "Linux"
                : System.getProperty("os.name", "");
        return "/mpi/shim/nat/" + os + "-" + arch + "/libjmpifast.so";
    }

    private static Library load() {
        try (InputStream in = Trampolines.class.getResourceAsStream(resourceName())) {
            if (in == null) {
                return null;
            }
            Path file = Files.createTempFile("libjmpifast", ".so");
            file.toFile().deleteOnExit();
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            Library library = Library.getCachedInstance(file.toAbsolutePath().toString(), Library.NOW | Library.LOCAL);
            // once mapped, the file is no longer needed; unlinking now leaves nothing behind after a crash
            Files.deleteIfExists(file);
            return library;
        } catch (IOException | RuntimeException | UnsatisfiedLinkError e) {
            return null;
        }
    }

    /** Whether a function with these parameter kinds can go through jmpi_pipiipp. */
    static boolean fitsPipiipp(boolean[] intParameter) {
        return java.util.Arrays.equals(intParameter, PIPIIPP_SHAPE);
    }

    /** The slot of {@code function} in the trampoline table, or -1 when it cannot be registered. */
    static synchronized int bind(long function) {
        return AVAILABLE ? (int) INVOKER.invokeL1NoErrno(BIND_CONTEXT, BIND, function) : -1;
    }

    /** As {@link #pipiipp}, with a Java primitive array pinned for the call as the first argument. */
    static int pipiippPinned(int slot, Object array, ObjectParameterStrategy<Object> strategy, ObjectParameterInfo info,
            long b, long c, long d, long e, long f, long g) {
        return (int) INVOKER.invokeN6O1(PIPIIPP_CONTEXT, PIPIIPP, 0, (b & 0xffffffffL) | (d << 32), c,
                (e & 0xffffffffL) | ((long) slot << 32), f, g, array, strategy, info);
    }

    /** Calls the function in {@code slot} with (a, b, c, d, e, f, g) of the shape (ptr, int, handle, int, int, handle, ptr). */
    static int pipiipp(int slot, long a, long b, long c, long d, long e, long f, long g) {
        return (int) INVOKER.invokeL6NoErrno(PIPIIPP_CONTEXT, PIPIIPP, a, (b & 0xffffffffL) | (d << 32), c,
                (e & 0xffffffffL) | ((long) slot << 32), f, g);
    }

    /**
     * Calls {@code function} with the {@code n} arguments (7 to {@link #BLOCK_MAX}) stored as 64-bit values at
     * {@code arguments}; only when {@link #BLOCKS}.
     */
    static int block(long function, long arguments, int n) {
        return (int) INVOKER.invokeL3NoErrno(BLOCK_CONTEXT, BLOCK, function, arguments, n);
    }
}
