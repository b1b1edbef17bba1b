package mpi;

import mpi.shim.abi.PredefinedHandles;
import mpi.shim.nat.Native;

/**
 * Raw values of the predefined handles and pointer sentinels, resolved against the loaded library. Kept apart from
 * class MPI so that other classes can use them while MPI's own static fields are still being initialised.
 */
final class Handles {
    private static final PredefinedHandles H = Native.HANDLES;

    static final long COMM_WORLD = H.resolve("MPI_COMM_WORLD");
    static final long COMM_SELF = H.resolve("MPI_COMM_SELF");
    static final long COMM_NULL = H.resolve("MPI_COMM_NULL");
    static final long GROUP_EMPTY = H.resolve("MPI_GROUP_EMPTY");
    static final long GROUP_NULL = H.resolve("MPI_GROUP_NULL");
    static final long REQUEST_NULL = H.resolve("MPI_REQUEST_NULL");
    static final long INFO_NULL = H.resolve("MPI_INFO_NULL");
    static final long INFO_ENV = H.resolve("MPI_INFO_ENV");
    static final long OP_NULL = H.resolve("MPI_OP_NULL");
    static final long DATATYPE_NULL = H.resolve("MPI_DATATYPE_NULL");
    static final long ERRORS_ARE_FATAL = H.resolve("MPI_ERRORS_ARE_FATAL");
    static final long ERRORS_RETURN = H.resolve("MPI_ERRORS_RETURN");
    /** MPI_ERRORS_ABORT is new in MPI 4 (Open MPI 5); older libraries abort with ERRORS_ARE_FATAL instead. */
    static final long ERRORS_ABORT = H.resolve("MPI_ERRORS_ABORT", ERRORS_ARE_FATAL);

    static final long STATUS_IGNORE = H.pointer("MPI_STATUS_IGNORE");
    static final long STATUSES_IGNORE = H.pointer("MPI_STATUSES_IGNORE");
    static final long IN_PLACE = H.pointer("MPI_IN_PLACE");

    private Handles() {}

    static long resolve(String name) {
        return H.resolve(name);
    }

    /** A pointer sentinel such as {@code MPI_UNWEIGHTED}. */
    static long pointer(String name) {
        return H.pointer(name);
    }
}
