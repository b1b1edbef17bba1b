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
        long span = type.span(count);
        if (buf instanceof Buffer && ((Buffer) buf).isDirect()) {
            long a = read ? Payload.directOut((Buffer) buf, count, type, "buf")
                    : Payload.direct((Buffer) buf, count, type, "buf");
            return new FileSplit(call, read, buf, a, 0, count, type);
        }
        // validates the array or heap buffer against count and type; the scratch copy is only for the check
        Payload.in(mpi.shim.mem.Scratch.get(), mpi.shim.mem.Scratch.SEND, buf, 0, type, "buf", false);
        long capacity = buf == null ? 0 : capacityBytes(buf);
        if (span > capacity) {
            throw Errors.refused(MPI.ERR_COUNT, "count " + count + " of " + type + " needs " + span
                    + " bytes but buf holds only " + capacity + " bytes");
        }
        long owned = span == 0 ? 0 : Memory.allocate(span);
        if (owned != 0 && (!read || !type.isContiguous())) {
            copyIn(buf, owned, span);
        }
        return new FileSplit(call, read, buf, owned, owned, count, type);
    }

    private static long capacityBytes(Object buf) {
        if (buf instanceof Buffer) {
            Buffer b = (Buffer) buf;
            return (long) b.capacity() * Memory.elementSize(b);
        }
        return (long) Memory.arrayLength(buf) * Memory.arrayElementSize(buf);
    }

    private static void copyIn(Object buf, long address, long span) {
        if (buf instanceof Buffer) {
            Buffer b = (Buffer) buf;
            Memory.copyFromArray(b.array(), (long) b.arrayOffset() * Memory.elementSize(b), address, span);
        } else {
            Memory.copyFromArray(buf, 0, address, span);
        }
    }

    /** After the end call: delivers what a read staged, and returns the staging memory. */
    void finish(long status) throws MPIException {
        try {
            if (read && owned != 0) {
                Payload.outReceived(buf, owned, count, type, status);
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
