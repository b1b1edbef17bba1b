package mpi.shim.nat;

import com.kenai.jffi.Library;
import com.kenai.jffi.Type;

/**
 * Datatype decoding (MPI_Type_get_envelope / MPI_Type_get_contents): how a checker learns which bytes of a
 * buffer a derived datatype really covers. Kept apart from {@link LibMpi} so branches do not collide.
 */
public final class LibMpiTypeMap {
    public static final LibMpiTypeMap LIB = new LibMpiTypeMap(Native.LIBRARY);

    private final NativeFunction type_get_envelopeFn;
    private final NativeFunction type_get_contentsFn;

    LibMpiTypeMap(Library library) {
        type_get_envelopeFn = new NativeFunction(library, "MPI_Type_get_envelope", Type.SINT32,
                false, false, false, false, false);
        type_get_contentsFn = new NativeFunction(library, "MPI_Type_get_contents", Type.SINT32,
                false, true, true, true, false, false, false);
    }

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
