package mpi.shim.nat;

/**
 * A C function pointer that calls back into Java, for the functions libmpi calls: user-defined reduction operations
 * and attribute copy/delete functions. Each factory fixes the C signature; the Java side gets the arguments as plain
 * numbers (pointers as addresses). The function pointer stays valid while this object is reachable and not
 * disposed: whoever hands {@link #address()} to the library keeps this object as long as the library may call it,
 * or calls {@link #retain()} when the library may call it after its owner is gone. One implementation per native
 * path ({@link NativePath}).
 */
public abstract class NativeCallback {
    /** The body of an MPI_User_function; the arguments are the addresses the library passed. */
    @FunctionalInterface
    public interface Reduction {
        void call(long invec, long inoutvec, long len, long datatype);
    }

    /** The body of an attribute copy function; returns the MPI error code (0: success). */
    @FunctionalInterface
    public interface AttributeCopy {
        int copy(long oldObject, int keyval, long extraState, long valueIn, long valueOut, long flag);
    }

    /** The body of an attribute delete function; returns the MPI error code (0: success). */
    @FunctionalInterface
    public interface AttributeDelete {
        int delete(long object, int keyval, long value, long extraState);
    }

    /** For the native paths' implementations. */
    protected NativeCallback() {}

    /**
     * @param body what the function runs
     * @return an MPI_User_function ({@code void fn(void *invec, void *inoutvec, int *len, MPI_Datatype *type)})
     */
    public static NativeCallback reduction(Reduction body) {
        return NativePath.CURRENT.reduction(body);
    }

    /**
     * @param body what the function runs
     * @return an attribute copy function ({@code int fn(handle old, int keyval, void *extra, void *in, void *out,
     *     int *flag)})
     */
    public static NativeCallback attributeCopy(AttributeCopy body) {
        return NativePath.CURRENT.attributeCopy(body);
    }

    /**
     * @param body what the function runs
     * @return an attribute delete function ({@code int fn(handle obj, int keyval, void *value, void *extra)})
     */
    public static NativeCallback attributeDelete(AttributeDelete body) {
        return NativePath.CURRENT.attributeDelete(body);
    }

    /** @return the C function pointer, to hand to the library */
    public abstract long address();

    /** Frees the function pointer now: for one the library never received. */
    public abstract void dispose();

    /** Never free this function pointer: the library may call it after its owner is freed (pending operations). */
    public abstract void retain();
}
