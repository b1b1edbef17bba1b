package mpi.shim.nat;

/**
 * A loaded shared library (or the whole process's symbols), as the current native path sees it: its symbols and
 * its functions. The declarations of libmpi's functions (the {@code LibMpi*} tables, one per chapter of
 * the MPI standard) are made through this, so that one table serves both paths.
 */
public abstract class NativeLibrary {
    /**
     * @param name a symbol
     * @return its address, or 0 when the library does not define it
     */
    public abstract long symbol(String name);

    /**
     * @param name a symbol
     * @return whether the library defines it
     */
    public final boolean has(String name) {
        return symbol(name) != 0;
    }

    /**
     * A function returning a C int. A function the library lacks is still declared: its calls return
     * {@link NativeFunction#MISSING} (optional functions of newer MPI versions).
     * @param name the C name
     * @param intParameter per C parameter, in order: true for a C int, false for a 64-bit integer or pointer
     * @return the function
     */
    public abstract NativeFunction function(String name, boolean... intParameter);

    /**
     * A function of no arguments returning a C double ({@code MPI_Wtime}, {@code MPI_Wtick}).
     * @param name the C name
     * @return the function, to call with {@link NativeFunction#callDouble()}
     */
    public abstract NativeFunction doubleFunction(String name);
}
