package mpi.shim.nat;

/**
 * The C functions of libmpi.so behind derived datatypes, datatype attributes and user-defined reduction operations
 * (see LibMpi for the pattern: one field per function, {@code true} per C int parameter).
 */
public final class LibMpiTypes {
    public static final LibMpiTypes LIB = new LibMpiTypes();

    private static final NativeFunction hvectorFn = Native.LIBRARY.function("MPI_Type_create_hvector",
            true, true, false, false, false);
    private static final NativeFunction indexedFn = Native.LIBRARY.function("MPI_Type_indexed",
            true, false, false, false, false);
    private static final NativeFunction hindexedFn = Native.LIBRARY.function("MPI_Type_create_hindexed",
            true, false, false, false, false);
    private static final NativeFunction structFn = Native.LIBRARY.function("MPI_Type_create_struct",
            true, false, false, false, false);
    private static final NativeFunction resizedFn = Native.LIBRARY.function("MPI_Type_create_resized",
            false, false, false, false);
    private static final NativeFunction createKeyvalFn = Native.LIBRARY.function("MPI_Type_create_keyval",
            false, false, false, false);
    private static final NativeFunction freeKeyvalFn = Native.LIBRARY.function("MPI_Type_free_keyval", false);
    private static final NativeFunction setAttrFn = Native.LIBRARY.function("MPI_Type_set_attr", false, true, false);
    private static final NativeFunction getAttrFn = Native.LIBRARY.function("MPI_Type_get_attr",
            false, true, false, false);
    private static final NativeFunction deleteAttrFn = Native.LIBRARY.function("MPI_Type_delete_attr", false, true);
    private static final NativeFunction opCreateFn = Native.LIBRARY.function("MPI_Op_create", false, true, false);
    private static final NativeFunction opFreeFn = Native.LIBRARY.function("MPI_Op_free", false);
    private static final NativeFunction reduceLocalFn = Native.LIBRARY.function("MPI_Reduce_local",
            false, false, true, false, false);

    private LibMpiTypes() {}

    /** stride is an MPI_Aint (bytes). */
    public int MPI_Type_create_hvector(int count, int blocklength, long stride, long oldtype, long newtype) {
        return hvectorFn.call(count, blocklength, stride, oldtype, newtype);
    }

    /** blocklengths and displacements point to int arrays. */
    public int MPI_Type_indexed(int count, long blocklengths, long displacements, long oldtype, long newtype) {
        return indexedFn.call(count, blocklengths, displacements, oldtype, newtype);
    }

    /** displacements points to an MPI_Aint array. */
    public int MPI_Type_create_hindexed(int count, long blocklengths, long displacements, long oldtype,
            long newtype) {
        return hindexedFn.call(count, blocklengths, displacements, oldtype, newtype);
    }

    /** displacements points to an MPI_Aint array, types to an MPI_Datatype array. */
    public int MPI_Type_create_struct(int count, long blocklengths, long displacements, long types, long newtype) {
        return structFn.call(count, blocklengths, displacements, types, newtype);
    }

    public int MPI_Type_create_resized(long oldtype, long lb, long extent, long newtype) {
        return resizedFn.call(oldtype, lb, extent, newtype);
    }

    public int MPI_Type_create_keyval(long copyFn, long deleteFn, long keyval, long extraState) {
        return createKeyvalFn.call(copyFn, deleteFn, keyval, extraState);
    }

    public int MPI_Type_free_keyval(long keyval) {
        return freeKeyvalFn.call(keyval);
    }

    public int MPI_Type_set_attr(long datatype, int keyval, long value) {
        return setAttrFn.call(datatype, keyval, value);
    }

    public int MPI_Type_get_attr(long datatype, int keyval, long valueOut, long flag) {
        return getAttrFn.call(datatype, keyval, valueOut, flag);
    }

    public int MPI_Type_delete_attr(long datatype, int keyval) {
        return deleteAttrFn.call(datatype, keyval);
    }

    public int MPI_Op_create(long function, int commute, long op) {
        return opCreateFn.call(function, commute, op);
    }

    public int MPI_Op_free(long op) {
        return opFreeFn.call(op);
    }

    public int MPI_Reduce_local(long inbuf, long inoutbuf, int count, long datatype, long op) {
        return reduceLocalFn.call(inbuf, inoutbuf, count, datatype, op);
    }
}
