package mpi;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCollectives;
import mpi.shim.nat.LibMpiDatatypes;
import mpi.shim.nat.NativeCallback;
import mpi.shim.nat.NativeMemory;

/**
 * A reduction operation: the predefined ones are the fields MPI.SUM, MPI.MAX, ...; user-defined ones wrap a
 * {@link UserFunction} that the library calls back (through a native closure) with each pair of vectors to combine.
 *
 * <p>How the function is called, as in Open MPI's bindings: for datatypes whose base type is MPI.BOOLEAN the array
 * form {@code call(Object, Object, int, Datatype)} gets two {@code boolean[]} copies (count times the extent long;
 * the second is copied back); for every other datatype the buffer form {@code call(ByteBuffer, ByteBuffer, int,
 * Datatype)} gets direct, native-order ByteBuffers over the library's own vectors (count times the extent bytes),
 * valid only during the call. The form not overridden throws UnsupportedOperationException. The datatype passed is
 * the one given to the reduction. As in Open MPI, the native operation is created when first used, so an Op can be
 * built before MPI.Init.
 *
 * <p>An exception thrown by the function cannot cross the C library: it is kept for the thread it ran on, the
 * remaining elements are combined as the library sees fit, and the reduction call rethrows it when it returns
 * as an {@link MPIException} (or the {@link RuntimeException} or {@link Error} it was).
 */
public final class Op implements Freeable {
    /** The predefined operations by their index in Open MPI's Java numbering (MAX = 1 ... MAXLOC = 12). */
    private static final String[] PREDEFINED = {"MPI_OP_NULL", "MPI_MAX", "MPI_MIN", "MPI_SUM", "MPI_PROD",
        "MPI_LAND", "MPI_BAND", "MPI_LOR", "MPI_BOR", "MPI_LXOR", "MPI_BXOR", "MPI_MINLOC", "MPI_MAXLOC",
        "MPI_REPLACE", "MPI_NO_OP"};
    private static final ThreadLocal<Throwable> FAILURE = new ThreadLocal<>();
    /**
     * Set (for good) once any user operation has failed: until then the check after each reduction is one field
     * read instead of a ThreadLocal lookup (a quarter of a one-double allReduce's binding cost). The callback runs
     * in the thread that called MPI, so that thread sees its own write.
     */
    private static volatile boolean anyFailure;

    /** The function of a user-defined operation; null for predefined ones. */
    protected final UserFunction uf;
    /**
     * The library handle ({@code MPI_Op}); 0 until a user-defined operation is first used, {@code MPI_OP_NULL} once
     * freed.
     */
    protected long handle;
    private final String name;
    private final boolean commute;
    /** The datatype of the reduction in progress, for {@link #call(Object, Object, int)} (Open MPI's protocol). */
    private volatile Datatype datatype;
    /** Keeps the native callback of a user-defined operation alive while the operation exists. */
    private NativeCallback callback;

    /**
     * A predefined operation by its index in Open MPI's Java numbering ({@link MPI#MAX} = 1 ... {@link MPI#NO_OP} =
     * 14).
     * @param type the index
     */
    protected Op(int type) {
        this.name = PREDEFINED[type];
        this.handle = Handles.resolve(name);
        this.uf = null;
        this.commute = true;
    }

    /**
     * A user-defined operation. The library's operation is created ({@code MPI_Op_create}, with a native callback into
     * {@code function}) when first used, so an {@code Op} can be built before {@link MPI#Init}.
     * @param function the function combining two vectors
     * @param commute whether the operation is commutative (the library may then reorder operands)
     * @throws IllegalArgumentException if {@code function} is null
     */
    public Op(UserFunction function, boolean commute) {
        this.uf = Args.notNull(function, "function");
        this.commute = commute;
        this.name = "Op(" + function.getClass().getName() + (commute ? ", commutative)" : ", non-commutative)");
    }

    /** The handle, creating the native operation of a user function on first use. */
    long use() throws MPIException {
        long h = handle;
        if (h == 0 && uf != null) {
            h = create();
        }
        if (h == Handles.OP_NULL) {
            throw Errors.refused(MPI.ERR_OP, "operation " + name + " is null or has been freed");
        }
        return h;
    }

    private synchronized long create() throws MPIException {
        if (handle != 0) {
            return handle;
        }
        Lifecycle.check();
        NativeCallback cb = NativeCallback.reduction(this::invoke);
        Scratch s = Scratch.get();
        int rc = LibMpiCollectives.MPI_Op_create(cb.address(), commute ? 1 : 0, s.handle);
        if (rc != 0) {
            cb.dispose();
            throw Errors.of(rc, "MPI_Op_create");
        }
        callback = cb;
        handle = HandleType.OP.get(s.handle);
        return handle;
    }

    /**
     * Records the datatype of the reduction about to run, as Open MPI's collectives do; {@link #call} passes it on.
     * @param t the datatype
     */
    protected void setDatatype(Datatype t) {
        datatype = t;
    }

    /**
     * Calls the user function with two vectors, in the form Open MPI's bindings use for the datatype last given to
     * {@link #setDatatype}: {@code boolean[]} arrays for {@link MPI#BOOLEAN} data, native-order byte buffers otherwise.
     * @param invec the input vector
     * @param inoutvec the input and output vector
     * @param count the number of elements
     * @throws MPIException what the user function throws
     */
    protected void call(Object invec, Object inoutvec, int count) throws MPIException {
        dispatch(invec, inoutvec, count, datatype);
    }

    private void dispatch(Object invec, Object inoutvec, int count, Datatype type) throws MPIException {
        if (type != null && type.baseType == Datatype.BOOLEAN) {
            uf.call(invec, inoutvec, count, type);
        } else {
            uf.call(((ByteBuffer) invec).order(ByteOrder.nativeOrder()),
                    ((ByteBuffer) inoutvec).order(ByteOrder.nativeOrder()), count, type);
        }
    }

    /** The native callback: void fn(void *invec, void *inoutvec, int *len, MPI_Datatype *datatype). */
    private void invoke(long in, long inout, long len, long datatypeHandle) {
        try {
            int count = Memory.getInt(len);
            long typeHandle = HandleType.DATATYPE.get(datatypeHandle);
            Datatype type = Datatype.ofHandle(typeHandle);
            if (type == null) {
                Datatype given = datatype;
                type = given != null && given.handle == typeHandle ? given : MPI.BYTE;
            }
            long bytes = count * extentOf(typeHandle, type);
            if (bytes > Integer.MAX_VALUE || bytes < 0) {
                throw new MPIException("user-defined operation " + name + ": " + bytes
                        + " bytes do not fit a Java buffer");
            }
            if (type.baseType == Datatype.BOOLEAN) {
                boolean[] a = new boolean[(int) bytes];
                boolean[] b = new boolean[(int) bytes];
                Memory.copyToArray(in, a, 0, bytes);
                Memory.copyToArray(inout, b, 0, bytes);
                dispatch(a, b, count, type);
                Memory.copyFromArray(b, 0, inout, bytes);
            } else {
                dispatch(NativeMemory.view(in, (int) bytes), NativeMemory.view(inout, (int) bytes), count, type);
            }
        } catch (Throwable t) {
            if (FAILURE.get() == null) {
                FAILURE.set(t);
                anyFailure = true;
            }
        }
    }

    /** Extent in bytes of the datatype the library passed (asked of the library for types Java does not know). */
    private static long extentOf(long typeHandle, Datatype known) throws MPIException {
        if (known.handle == typeHandle) {
            return known.extentBytes();
        }
        Scratch s = Scratch.get();
        Errors.check(LibMpiDatatypes.MPI_Type_get_extent(typeHandle, s.count, s.handle), "MPI_Type_get_extent");
        return Memory.getLong(s.handle);
    }

    /**
     * Rethrows what a user function threw on this thread during the reduction that just returned, and forgets it.
     * Every call that may run user-defined operations calls this after the library returns.
     */
    static void rethrowCallbackFailure() throws MPIException {
        if (!anyFailure) {
            return;
        }
        Throwable t = FAILURE.get();
        if (t == null) {
            return;
        }
        FAILURE.remove();
        if (t instanceof MPIException) {
            throw (MPIException) t;
        } else if (t instanceof RuntimeException) {
            throw (RuntimeException) t;
        } else if (t instanceof Error) {
            throw (Error) t;
        }
        throw new MPIException(t);
    }

    /**
     * Whether the operation is commutative.
     * @return true for predefined operations and for user-defined ones created commutative
     */
    public boolean isCommutative() {
        return commute;
    }

    /**
     * Frees a user-defined operation. Calls {@code MPI_Op_free} if the library's operation was created; the native
     * callback stays alive for reductions still pending. Predefined operations are refused ({@link MPI#ERR_OP});
     * freeing twice does nothing, as in Open MPI's bindings.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void free() throws MPIException {
        if (uf == null) {
            throw Errors.refused(MPI.ERR_OP, "predefined operation " + name + " cannot be freed");
        }
        synchronized (this) {
            freeUserOp();
        }
    }

    private void freeUserOp() throws MPIException {
        if (handle == Handles.OP_NULL) {
            return;
        }
        if (handle != 0) {
            Lifecycle.check();
            Scratch s = Scratch.get();
            HandleType.OP.put(s.handle, handle);
            Errors.check(LibMpiCollectives.MPI_Op_free(s.handle), "MPI_Op_free");
            // reductions still pending may call the function after MPI_Op_free: the closure must outlive us
            callback.retain();
        }
        handle = Handles.OP_NULL;
    }

    /**
     * Whether the operation is {@code MPI_OP_NULL} (freed).
     * @return true when null
     */
    public boolean isNull() {
        return handle == Handles.OP_NULL;
    }

    @Override
    public String toString() {
        return uf == null ? name.replace("MPI_", "MPI.") : name;
    }
}
