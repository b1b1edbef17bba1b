package mpi.shim.nat;

import com.kenai.jffi.Library;
import com.kenai.jffi.Type;

/** A library opened through jffi (dlopen), and its functions as {@link JffiFunction}s. */
final class JffiLibrary extends NativeLibrary {
    private final Library library;

    private JffiLibrary(Library library) {
        this.library = library;
    }

    /** Opens {@code path}; GLOBAL makes its symbols visible to libraries loaded later (Open MPI's components). */
    static JffiLibrary open(String path, boolean global) {
        Library library = Library.getCachedInstance(path, Library.LAZY | (global ? Library.GLOBAL : Library.LOCAL));
        if (library == null) {
            throw new IllegalStateException("cannot load " + path + ": " + Library.getLastError());
        }
        return new JffiLibrary(library);
    }

    /** Every symbol this process has loaded. */
    static JffiLibrary process() {
        Library process = Library.getDefault();
        if (process == null) {
            throw new IllegalStateException("cannot look up the symbols of this process: " + Library.getLastError());
        }
        return new JffiLibrary(process);
    }

    @Override
    public long symbol(String name) {
        return library.getSymbolAddress(name);
    }

    @Override
    public NativeFunction function(String name, boolean... intParameter) {
        return new JffiFunction(library, name, Type.SINT32, intParameter);
    }

    @Override
    public NativeFunction doubleFunction(String name) {
        return new JffiFunction(library, name, Type.DOUBLE);
    }
}
