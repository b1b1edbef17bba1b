package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiPointToPoint;

/**
 * The buffer attached for buffered sends. The library keeps using the memory while it is attached, so it is
 * native memory owned here (a Java array may move), released once MPI_Buffer_detach has drained it.
 */
final class BsendBuffer {
    private static byte[] attached;
    private static long address;

    private BsendBuffer() {}

    static synchronized void attach(byte[] buffer) throws MPIException {
        Lifecycle.check();
        Args.notNull(buffer, "buffer");
        if (attached != null) {
            throw Errors.refused(MPI.ERR_BUFFER, "a buffer is already attached: detach it first");
        }
        long a = Memory.allocate(Math.max(1, buffer.length));
        int rc = LibMpiPointToPoint.MPI_Buffer_attach(a, buffer.length);
        if (rc != 0) {
            Memory.free(a);
            throw Errors.of(rc, "MPI_Buffer_attach", buffer.length + " bytes");
        }
        attached = buffer;
        address = a;
    }

    /** Waits until the buffered messages have left, then returns the array given to attach (null if none). */
    static synchronized byte[] detach() throws MPIException {
        Lifecycle.check();
        if (attached == null) {
            return null;
        }
        Scratch s = Scratch.get();
        Errors.check(LibMpiPointToPoint.MPI_Buffer_detach(s.handle, s.count), "MPI_Buffer_detach");
        byte[] b = attached;
        Memory.free(address);
        attached = null;
        address = 0;
        return b;
    }
}
