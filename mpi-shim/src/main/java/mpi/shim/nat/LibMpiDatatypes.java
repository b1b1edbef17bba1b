package mpi.shim.nat;

/**
 * The C functions of libmpi for datatypes: derived datatype constructors and queries, datatype attributes, decoding
 * (envelope and contents), packing. One declaration per function: its name and C signature (per parameter, {@code
 * true} for a C int, {@code false} for a 64-bit integer, handle or pointer), then the method that calls it. Handles
 * and pointers are passed as {@code long}; every function returns its MPI error code. The fields are static finals, so
 * the JIT treats each function as a constant and inlines the call through it.
 */
public final class LibMpiDatatypes {
    private LibMpiDatatypes() {}

    private static final NativeFunction PACK = Native.LIBRARY.function("MPI_Pack",
            false, true, false, false, true, false, false);
    public static int MPI_Pack(long inbuf, int incount, long type, long outbuf, int outsize, long position, long comm) {
        return PACK.call(inbuf, incount, type, outbuf, outsize, position, comm);
    }

    private static final NativeFunction PACK_SIZE = Native.LIBRARY.function("MPI_Pack_size", true, false, false, false);
    public static int MPI_Pack_size(int incount, long type, long comm, long size) {
        return PACK_SIZE.call(incount, type, comm, size);
    }

    private static final NativeFunction TYPE_COMMIT = Native.LIBRARY.function("MPI_Type_commit", false);
    public static int MPI_Type_commit(long datatype) {
        return TYPE_COMMIT.call(datatype);
    }

    private static final NativeFunction TYPE_CONTIGUOUS = Native.LIBRARY.function("MPI_Type_contiguous",
            true, false, false);
    public static int MPI_Type_contiguous(int count, long oldtype, long newtype) {
        return TYPE_CONTIGUOUS.call(count, oldtype, newtype);
    }

    private static final NativeFunction TYPE_CREATE_HINDEXED = Native.LIBRARY.function("MPI_Type_create_hindexed",
            true, false, false, false, false);
    /** displacements points to an MPI_Aint array. */
    public static int MPI_Type_create_hindexed(int count, long blocklengths, long displacements, long oldtype,
            long newtype) {
        return TYPE_CREATE_HINDEXED.call(count, blocklengths, displacements, oldtype, newtype);
    }

    private static final NativeFunction TYPE_CREATE_HVECTOR = Native.LIBRARY.function("MPI_Type_create_hvector",
            true, true, false, false, false);
    /** stride is an MPI_Aint (bytes). */
    public static int MPI_Type_create_hvector(int count, int blocklength, long stride, long oldtype, long newtype) {
        return TYPE_CREATE_HVECTOR.call(count, blocklength, stride, oldtype, newtype);
    }

    private static final NativeFunction TYPE_CREATE_KEYVAL = Native.LIBRARY.function("MPI_Type_create_keyval",
            false, false, false, false);
    public static int MPI_Type_create_keyval(long copyFn, long deleteFn, long keyval, long extraState) {
        return TYPE_CREATE_KEYVAL.call(copyFn, deleteFn, keyval, extraState);
    }

    private static final NativeFunction TYPE_CREATE_RESIZED = Native.LIBRARY.function("MPI_Type_create_resized",
            false, false, false, false);
    public static int MPI_Type_create_resized(long oldtype, long lb, long extent, long newtype) {
        return TYPE_CREATE_RESIZED.call(oldtype, lb, extent, newtype);
    }

    private static final NativeFunction TYPE_CREATE_STRUCT = Native.LIBRARY.function("MPI_Type_create_struct",
            true, false, false, false, false);
    /** displacements points to an MPI_Aint array, types to an MPI_Datatype array. */
    public static int MPI_Type_create_struct(int count, long blocklengths, long displacements, long types, long newtype) {
        return TYPE_CREATE_STRUCT.call(count, blocklengths, displacements, types, newtype);
    }

    private static final NativeFunction TYPE_DELETE_ATTR = Native.LIBRARY.function("MPI_Type_delete_attr", false, true);
    public static int MPI_Type_delete_attr(long datatype, int keyval) {
        return TYPE_DELETE_ATTR.call(datatype, keyval);
    }

    private static final NativeFunction TYPE_DUP = Native.LIBRARY.function("MPI_Type_dup", false, false);
    public static int MPI_Type_dup(long datatype, long newtype) {
        return TYPE_DUP.call(datatype, newtype);
    }

    private static final NativeFunction TYPE_FREE = Native.LIBRARY.function("MPI_Type_free", false);
    public static int MPI_Type_free(long datatype) {
        return TYPE_FREE.call(datatype);
    }

    private static final NativeFunction TYPE_FREE_KEYVAL = Native.LIBRARY.function("MPI_Type_free_keyval", false);
    public static int MPI_Type_free_keyval(long keyval) {
        return TYPE_FREE_KEYVAL.call(keyval);
    }

    private static final NativeFunction TYPE_GET_ATTR = Native.LIBRARY.function("MPI_Type_get_attr",
            false, true, false, false);
    public static int MPI_Type_get_attr(long datatype, int keyval, long valueOut, long flag) {
        return TYPE_GET_ATTR.call(datatype, keyval, valueOut, flag);
    }

    private static final NativeFunction TYPE_GET_CONTENTS = Native.LIBRARY.function("MPI_Type_get_contents",
            false, true, true, true, false, false, false);
    public static int MPI_Type_get_contents(long datatype, int maxIntegers, int maxAddresses, int maxDatatypes,
            long integers, long addresses, long datatypes) {
        return TYPE_GET_CONTENTS.call(datatype, maxIntegers, maxAddresses, maxDatatypes, integers, addresses,
                datatypes);
    }

    private static final NativeFunction TYPE_GET_ENVELOPE = Native.LIBRARY.function("MPI_Type_get_envelope",
            false, false, false, false, false);
    public static int MPI_Type_get_envelope(long datatype, long numIntegers, long numAddresses, long numDatatypes,
            long combiner) {
        return TYPE_GET_ENVELOPE.call(datatype, numIntegers, numAddresses, numDatatypes, combiner);
    }

    private static final NativeFunction TYPE_GET_EXTENT = Native.LIBRARY.function("MPI_Type_get_extent",
            false, false, false);
    public static int MPI_Type_get_extent(long datatype, long lb, long extent) {
        return TYPE_GET_EXTENT.call(datatype, lb, extent);
    }

    private static final NativeFunction TYPE_GET_NAME = Native.LIBRARY.function("MPI_Type_get_name",
            false, false, false);
    public static int MPI_Type_get_name(long datatype, long name, long resultlen) {
        return TYPE_GET_NAME.call(datatype, name, resultlen);
    }

    private static final NativeFunction TYPE_GET_TRUE_EXTENT = Native.LIBRARY.function("MPI_Type_get_true_extent",
            false, false, false);
    public static int MPI_Type_get_true_extent(long datatype, long lb, long extent) {
        return TYPE_GET_TRUE_EXTENT.call(datatype, lb, extent);
    }

    private static final NativeFunction TYPE_INDEXED = Native.LIBRARY.function("MPI_Type_indexed",
            true, false, false, false, false);
    /** blocklengths and displacements point to int arrays. */
    public static int MPI_Type_indexed(int count, long blocklengths, long displacements, long oldtype, long newtype) {
        return TYPE_INDEXED.call(count, blocklengths, displacements, oldtype, newtype);
    }

    private static final NativeFunction TYPE_SET_ATTR = Native.LIBRARY.function("MPI_Type_set_attr",
            false, true, false);
    public static int MPI_Type_set_attr(long datatype, int keyval, long value) {
        return TYPE_SET_ATTR.call(datatype, keyval, value);
    }

    private static final NativeFunction TYPE_SET_NAME = Native.LIBRARY.function("MPI_Type_set_name", false, false);
    public static int MPI_Type_set_name(long datatype, long name) {
        return TYPE_SET_NAME.call(datatype, name);
    }

    private static final NativeFunction TYPE_SIZE = Native.LIBRARY.function("MPI_Type_size", false, false);
    public static int MPI_Type_size(long datatype, long size) {
        return TYPE_SIZE.call(datatype, size);
    }

    private static final NativeFunction TYPE_VECTOR = Native.LIBRARY.function("MPI_Type_vector",
            true, true, true, false, false);
    public static int MPI_Type_vector(int count, int blocklength, int stride, long oldtype, long newtype) {
        return TYPE_VECTOR.call(count, blocklength, stride, oldtype, newtype);
    }

    private static final NativeFunction UNPACK = Native.LIBRARY.function("MPI_Unpack",
            false, true, false, false, true, false, false);
    public static int MPI_Unpack(long inbuf, int insize, long position, long outbuf, int outcount, long type, long comm) {
        return UNPACK.call(inbuf, insize, position, outbuf, outcount, type, comm);
    }
}
