package mpi;

import java.nio.Buffer;
import mpi.shim.mem.Memory;

/**
 * The one split collective (readAtAllBegin ... readAtAllEnd and the like) that may be active on a file: the data
 * stays in use by the library between begin and end, so arrays and heap buffers are staged in native memory owned
 * by this object until the end call, not in the per-thread scratch areas other calls reuse.
 */
final class FileSplit {
    final String call;
    final boolean read;
    final Object buf;
    final long address;
    final int count;
    final Datatype type;
    private final long owned;

    private FileSplit(String call, boolean read, Object buf, long address, long owned, int count, Datatype type) {
        this.call = call;
        this.read = read;
        this.buf = buf;
        this.address = address;
        this.owned = owned;
        this.count = count;
        this.type = type;
    }

    /** Checks {@code buf} holds {@code count} elements of {@code type} and gives it a native address. */
    static FileSplit begin(String call, boolean read, Object buf, int count, Datatype type) throws MPIException {
        Datatype.handleOf(type, "type");
        Args.nonNegative(count, "count");
        if (buf instanceof Buffer && ((Buffer) buf).isDirect()) {
            long a = read ? Payload.directOut((Buffer) buf, count, type, "buf")
                    : Payload.direct((Buffer) buf, count, type, "buf");
            return new FileSplit(call, read, buf, a, 0, count, type);
        }
        // refuses what no array or heap buffer can be (the scratch area is not used)
        Payload.in(mpi.shim.mem.Scratch.get(), mpi.shim.mem.Scratch.SEND, buf, 0, type, "buf", false);
        long end = type.endByte(count);
        if (buf == null) {
            if (end > 0) {
                throw Errors.refused(MPI.ERR_BUFFER, "buf is null but count is " + count);
            }
            return new FileSplit(call, read, null, 0, 0, count, type);
        }
        Payload.requireRoom(buf, count, type, "buf");
        long low = Math.min(0, type.firstByte(count));
        long owned = end > low ? Memory.allocate(end - low) : 0;
        long address = owned - low;
        if (owned != 0 && (!read || !type.isContiguous())) {
            Payload.copyIn(buf, address, low, end);
        }
        return new FileSplit(call, read, buf, address, owned, count, type);
    }

    /** After the end call: delivers what a read staged, and returns the staging memory. */
    void finish(long status) throws MPIException {
        try {
            if (read && owned != 0) {
                Payload.outReceived(buf, address, count, type, status);
            }
        } finally {
            release();
        }
    }

    /** True when the library works on the user's own direct buffer (nothing staged). */
    boolean direct() {
        return buf instanceof Buffer && ((Buffer) buf).isDirect();
    }

    void release() {
        if (owned != 0) {
            Memory.free(owned);
        }
    }
}
