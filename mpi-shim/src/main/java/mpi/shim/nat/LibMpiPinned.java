package mpi.shim.nat;

/**
 * MPI_Send and MPI_Recv with the buffer passed as a pinned Java primitive array (see PinnedArrays): large blocking
 * transfers of arrays then skip the copy through native staging memory.
 */
public final class LibMpiPinned {
    public static final LibMpiPinned LIB = new LibMpiPinned();

    private static final NativeFunction sendFn = Native.LIBRARY.function("MPI_Send",
            false, true, false, true, true, false);
    private static final NativeFunction recvFn = Native.LIBRARY.function("MPI_Recv",
            false, true, false, true, true, false, false);

    private LibMpiPinned() {}

    /** Whether receives can pin (they need the trampoline's register path). */
    public boolean recvPinnable() {
        return recvFn.trampolined();
    }

    public int MPI_Send(Object array, int count, long datatype, int dest, int tag, long comm) {
        return sendFn.callPinned(array, count, datatype, dest, tag, comm);
    }

    public int MPI_Recv(Object array, int count, long datatype, int source, int tag, long comm, long status) {
        return recvFn.callPinned(array, count, datatype, source, tag, comm, status);
    }
}
