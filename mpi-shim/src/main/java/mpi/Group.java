package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpi;
import mpi.shim.nat.Native;

/** An ordered set of processes. */
public final class Group implements Freeable {
    private static final LibMpi LIB = Native.LIB;

    protected long handle;

    protected static long getEmpty() {
        return Handles.GROUP_EMPTY;
    }

    protected Group(long handle) {
        this.handle = handle;
    }

    long use() throws MPIException {
        if (!Lifecycle.active) {
            Lifecycle.check();
        }
        if (handle == Handles.GROUP_NULL) {
            throw Errors.refused(MPI.ERR_GROUP, "group is null or has been freed");
        }
        return handle;
    }

    public int getSize() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Group_size(use(), s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Group_size");
        }
        return Memory.getInt(s.count);
    }

    /** This process's rank in the group, or MPI.UNDEFINED when it is not a member. */
    public int getRank() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Group_rank(use(), s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Group_rank");
        }
        return Memory.getInt(s.count);
    }

    public void free() throws MPIException {
        if (handle == Handles.GROUP_EMPTY) {
            throw Errors.refused(MPI.ERR_GROUP, "MPI.GROUP_EMPTY cannot be freed");
        }
        Scratch s = Scratch.get();
        Memory.putLong(s.handle, use());
        int rc = LIB.MPI_Group_free(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Group_free");
        }
        handle = Handles.GROUP_NULL;
    }

    public boolean isNull() {
        return handle == Handles.GROUP_NULL;
    }
}
