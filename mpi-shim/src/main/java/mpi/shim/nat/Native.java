package mpi.shim.nat;

import com.kenai.jffi.Library;
import java.nio.file.Path;
import mpi.shim.abi.PredefinedHandles;

/**
 * The loaded libmpi.so: the binding of its functions (JNR's jffi) and the resolver of its predefined handles. Loaded once,
 * when the first class of package mpi initialises.
 */
public final class Native {
    /** Where the library was found. */
    public static final Path PATH;
    /** The loaded library, for further function tables (see LibMpi for the pattern). */
    public static final Library LIBRARY;
    /** The C functions, bound through jffi. */
    public static final LibMpi LIB;
    /** Predefined handles (MPI_COMM_WORLD, MPI_INT, MPI_SUM, ...) resolved against the loaded library. */
    public static final PredefinedHandles HANDLES;

    static {
        LibraryLocator.Found found = LibraryLocator.ofSystem().locate();
        PATH = found.library;
        String path = found.library.toAbsolutePath().toString();
        // GLOBAL: Open MPI's dynamically loaded components resolve symbols of libmpi and its dependencies
        Library library = Library.getCachedInstance(path, Library.LAZY | Library.GLOBAL);
        if (library == null) {
            throw new IllegalStateException("cannot load " + path + ": " + Library.getLastError());
        }
        LIBRARY = library;
        LIB = new LibMpi(library);
        HANDLES = new PredefinedHandles(library::getSymbolAddress);
    }

    private Native() {}
}
