package mpi;

import java.util.concurrent.ConcurrentHashMap;
import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;

/**
 * Native memory for the handle MPI_Comm_idup writes at completion, owned by the new communicator until then
 * (a per-thread scratch slot would be reused by later calls while the library still holds its address).
 */
final class CommSlot {
    /** Slots started by Comm.iDup(long) and not yet adopted by a communicator object. */
    static final ConcurrentHashMap<Long, CommSlot> PENDING = new ConcurrentHashMap<>();

    final long address;
    /** The communicator being duplicated: its free waits until the duplicate is complete. */
    final Comm parent;

    CommSlot(Comm parent) {
        this.parent = parent;
        address = Memory.allocate(HandleType.COMM.bytes);
        HandleType.COMM.put(address, Handles.COMM_NULL);
    }

    void release() {
        Memory.free(address);
    }
}
