package mpi.shim.nat;

import com.kenai.jffi.Library;
import com.kenai.jffi.Type;

/**
 * The C functions of libmpi.so behind derived datatypes, datatype attributes and user-defined reduction operations
 * (see LibMpi for the pattern: one field per function, {@code true} per C int parameter).
 */
public final class LibMpiTypes {
    public static final LibMpiTypes LIB = new LibMpiTypes(Native.LIBRARY);

    private final NativeFunction hvectorFn;
    private final NativeFunction indexedFn;
    private final NativeFunction hindexedFn;
    private final NativeFunction structFn;
    private final NativeFunction resizedFn;
    private final NativeFunction createKeyvalFn;
    private final NativeFunction freeKeyvalFn;
    private final NativeFunction setAttrFn;
    private final NativeFunction getAttrFn;
    private final NativeFunction deleteAttrFn;
    private final NativeFunction opCreateFn;
    private final NativeFunction opFreeFn;
    private final NativeFunction reduceLocalFn;

    LibMpiTypes(Library library) {
        hvectorFn = new NativeFunction(library, "MPI_Type_create_hvector", Type.SINT32, true, true, false, false, false);
        indexedFn = new NativeFunction(library, "MPI_Type_indexed", Type.SINT32, true, false, false, false, false);
        hindexedFn = new NativeFunction(library, "MPI_Type_create_hindexed", Type.SINT32,
                true, false, false, false, false);
        structFn = new NativeFunction(library, "MPI_Type_create_struct", Type.SINT32, true, false, false, false, false);
        resizedFn = new NativeFunction(library, "MPI_Type_create_resized", Type.SINT32, false, false, false, false);
        createKeyvalFn = new NativeFunction(library, "MPI_Type_create_keyval", Type.SINT32, false, false, false, false);
        freeKeyvalFn = new NativeFunction(library, "MPI_Type_free_keyval", Type.SINT32, false);
        setAttrFn = new NativeFunction(library, "MPI_Type_set_attr", Type.SINT32, false, true, false);
        getAttrFn = new NativeFunction(library, "MPI_Type_get_attr", Type.SINT32, false, true, false, false);
        deleteAttrFn = new NativeFunction(library, "MPI_Type_delete_attr", Type.SINT32, false, true);
        opCreateFn = new NativeFunction(library, "MPI_Op_create", Type.SINT32, false, true, false);
        opFreeFn = new NativeFunction(library, "MPI_Op_free", Type.SINT32, false);
        reduceLocalFn = new NativeFunction(library, "MPI_Reduce_local", Type.SINT32, false, false, true, false, false);
    }

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
