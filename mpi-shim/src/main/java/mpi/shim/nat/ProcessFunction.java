package mpi.shim.nat;

/**
 * A C function found by its symbol among what this process has loaded (e.g. a preloaded library), called with one
 * of the few signatures below. Calling it with a signature it does not have is undefined behaviour.
 */
public final class ProcessFunction {
    private final NativeFunction none;
    private final NativeFunction ofInt;
    private final NativeFunction ofPointerLongInt;

    private ProcessFunction(NativeLibrary process, String name) {
        none = process.function(name);
        ofInt = process.function(name, true);
        ofPointerLongInt = process.function(name, false, false, true);
    }

    /**
     * @param name a symbol
     * @return the function {@code name} in this process, or null when nothing loaded defines it
     */
    public static ProcessFunction find(String name) {
        NativeLibrary process = NativePath.CURRENT.process();
        return process.has(name) ? new ProcessFunction(process, name) : null;
    }

    /** Calls {@code void f(void)} (or a function returning int, whose result is dropped). */
    public void call() {
        none.call();
    }

    /**
     * Calls {@code int f(int)} (or {@code void f(int)}, whose result is then meaningless).
     * @param a the argument
     * @return the result
     */
    public int call(int a) {
        return ofInt.call(a);
    }

    /**
     * Calls {@code int f(void *, uint64_t, int)}.
     * @param pointer the first argument
     * @param u64 the second
     * @param a the third
     * @return the result
     */
    public int call(long pointer, long u64, int a) {
        return ofPointerLongInt.call(pointer, u64, a);
    }
}
