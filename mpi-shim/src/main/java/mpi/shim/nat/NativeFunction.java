package mpi.shim.nat;

/**
 * One C function of a loaded library, called with its arguments as Java {@code long}s: C ints, 64-bit integers,
 * handles and pointers (addresses) alike. Which C parameters are ints is fixed where the function is declared
 * ({@link NativeLibrary#function}); each native path passes them as the C signature says. Every function returns a
 * C int (an MPI error code) unless it was declared with {@link NativeLibrary#doubleFunction}.
 *
 * <p>Two implementations, one per native path (see {@link NativePath}): jffi's invokers on JDK 17 to 21, and
 * {@code java.lang.foreign} downcall handles on JDK 22 and later. Only one is ever loaded in a process.
 */
public interface NativeFunction {
    /**
     * What a call of a function the loaded library lacks returns (see native/jmpi_fast.c's jmpi_missing): no MPI
     * function returns a negative code.
     */
    int MISSING = -0x4a4d5049;

    /** @return the C name of the function */
    String name();

    /** @return whether the loaded library lacks this function (its calls return {@link #MISSING}) */
    boolean missing();

    /** @return whether calls take jffi's trampoline register path (for tests and benches; false on other paths) */
    default boolean trampolined() {
        return false;
    }

    /** @return whether calls take jffi's argument-block trampoline (for tests and benches; false on other paths) */
    default boolean blocked() {
        return false;
    }

    int call();

    int call(long a);

    int call(long a, long b);

    int call(long a, long b, long c);

    int call(long a, long b, long c, long d);

    int call(long a, long b, long c, long d, long e);

    int call(long a, long b, long c, long d, long e, long f);

    int call(long a, long b, long c, long d, long e, long f, long g);

    int call(long a, long b, long c, long d, long e, long f, long g, long h);

    int call(long a, long b, long c, long d, long e, long f, long g, long h, long i);

    int call(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j);

    int call(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j, long k, long l);

    int call(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j, long k, long l, long m);

    /**
     * Any number of arguments (the slow path, for arities without an overload).
     * @param args the arguments, one per C parameter
     * @return the C int the function returned
     */
    int call(long... args);

    /** @return what a function of no arguments declared to return a C double returned */
    double callDouble();

    /**
     * Six arguments, the first a Java primitive array passed pinned; only on a path whose
     * {@link NativePath#pinsArrays()} is true. The caller has checked that the array is large enough.
     */
    int callPinned(Object array, long b, long c, long d, long e, long f);

    /** Seven arguments, the first a pinned Java primitive array; only when {@link #trampolined()}. */
    int callPinned(Object array, long b, long c, long d, long e, long f, long g);

    /**
     * @param array any object
     * @return whether {@code array} is a primitive array that this path's {@code callPinned} can pass
     */
    static boolean pinnable(Object array) {
        return NativePath.CURRENT.pinnable(array);
    }
}
