package mpi.shim.nat;

/**
 * Datatype decoding (MPI_Type_get_envelope / MPI_Type_get_contents): how a checker learns which bytes of a
 * buffer a derived datatype really covers. Kept apart from {@link LibMpi} so branches do not collide.
 */
public final class LibMpiTypeMap {
    public static final LibMpiTypeMap LIB = new LibMpiTypeMap();

    private static final NativeFunction type_get_envelopeFn = Native.LIBRARY.function("MPI_Type_get_envelope",
            false, false, false, false, false);
    private static final NativeFunction type_get_contentsFn = Native.LIBRARY.function("MPI_Type_get_contents",
            false, true, true, true, false, false, false);

    private LibMpiTypeMap() {}

    public int MPI_Type_get_envelope(long datatype, long numIntegers, long numAddresses, long numDatatypes,
            long combiner) {
        return type_get_envelopeFn.call(datatype, numIntegers, numAddresses, numDatatypes, combiner);
    }

    public int MPI_Type_get_contents(long datatype, int maxIntegers, int maxAddresses, int maxDatatypes,
            long integers, long addresses, long datatypes) {
        return type_get_contentsFn.call(datatype, maxIntegers, maxAddresses, maxDatatypes, integers, addresses,
                datatypes);
    }
}
