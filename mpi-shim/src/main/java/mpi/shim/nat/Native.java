package mpi.shim.nat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import mpi.shim.abi.PredefinedHandles;
import mpi.shim.mem.Memory;

/**
 * The loaded libmpi.so: the binding of its functions (through the {@link NativePath} of this process) and the
 * resolver of its predefined handles. Loaded once, when the first class of package mpi initialises.
 */
public final class Native {
    /** Where the library was found. */
    public static final Path PATH;
    /** The loaded library, through which the function tables (LibMpiPointToPoint, ...) declare its functions. */
    public static final NativeLibrary LIBRARY;
    /** Predefined handles (MPI_COMM_WORLD, MPI_INT, MPI_SUM, ...) resolved against the loaded library. */
    public static final PredefinedHandles HANDLES;

    static {
        TransportSignals.keepAwayFromTheJvm();
        LibraryLocator.Found found = LibraryLocator.ofSystem().locate();
        PATH = found.library;
        String path = found.library.toAbsolutePath().toString();
        // GLOBAL: Open MPI's dynamically loaded components resolve symbols of libmpi and its dependencies
        NativeLibrary library = NativePath.CURRENT.load(path, true);
        LIBRARY = library;
        HANDLES = new PredefinedHandles(library::symbol);
    }

    private Native() {}

    /** Whether the loaded library exports the symbol {@code name}. */
    public static boolean hasSymbol(String name) {
        return LIBRARY.has(name);
    }

    /**
     * The library's {@code MPI_Get_library_version} string (callable before MPI_Init), without trailing blanks;
     * "unknown" when the call fails. Needs no ABI description: the buffer is larger than any library's maximum.
     */
    public static String libraryVersion() {
        final int room = 16384; // MPI_MAX_LIBRARY_VERSION_STRING: 256 in Open MPI, 8192 in MPICH
        long text = Memory.allocate(room + 4L);
        try {
            Memory.zero(text, room + 4L);
            if (LibMpiEnvironment.MPI_Get_library_version(text, text + room) != 0) {
                return "unknown";
            }
            int length = Math.min(Math.max(Memory.getInt(text + room), 0), room);
            byte[] bytes = new byte[length];
            for (int i = 0; i < length; i++) {
                bytes[i] = Memory.getByte(text + i);
            }
            int end = 0;
            while (end < length && bytes[end] != 0) {
                end++;
            }
            return new String(bytes, 0, end, StandardCharsets.ISO_8859_1).strip();
        } finally {
            Memory.free(text);
        }
    }
}
