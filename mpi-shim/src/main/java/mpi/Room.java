package mpi;

import java.nio.Buffer;
import mpi.shim.mem.Memory;

/**
 * The Java memory a buffer argument gives MPI around its start, and the refusal of data that would reach outside
 * it. A buffer starts the data, it does not end the memory: for a slice of an array (or an array-backed buffer) MPI
 * may use the whole backing array, before the slice's first element too; for a direct buffer, the whole native
 * memory of the buffer it was sliced from. A plain array has nothing before element 0. This is the only bound the
 * binding adds to MPI's own rules: it keeps the library from reading or writing memory the caller did not pass.
 */
final class Room {
    private Room() {}

    /** Bytes of the caller's memory before the start of {@code buf} (a non-null array or buffer). */
    static long before(Object buf) {
        if (buf instanceof Buffer) {
            Buffer b = (Buffer) buf;
            if (b.isDirect()) {
                return Memory.address(b) - Memory.address(Memory.directOwner(b));
            }
            return b.hasArray() ? (long) b.arrayOffset() * Memory.elementSize(b) : 0;
        }
        return 0;
    }

    /** Bytes of the caller's memory from the start of {@code buf} on. */
    static long after(Object buf) {
        if (buf instanceof Buffer) {
            Buffer b = (Buffer) buf;
            int unit = Memory.elementSize(b);
            if (b.isDirect()) {
                Buffer owner = Memory.directOwner(b);
                long ownerEnd = Memory.address(owner) + (long) owner.capacity() * Memory.elementSize(owner);
                return Math.max((long) b.capacity() * unit, ownerEnd - Memory.address(b));
            }
            if (b.hasArray()) {
                return (long) (Memory.arrayLength(b.array()) - b.arrayOffset()) * unit;
            }
            return (long) b.capacity() * unit;
        }
        return (long) Memory.arrayLength(buf) * Memory.arrayElementSize(buf);
    }

    /**
     * Refuses data at bytes {@code [first, end)} from the start of {@code buf} that reach outside the caller's
     * memory; {@code what} says what reaches there ("count 3 of MPI.INT (extent 4 bytes)"). Called only when the
     * buffer's own capacity does not already cover the data, so its cost stays off the common path.
     */
    static void require(Object buf, long first, long end, String name, String what) throws MPIException {
        long before = before(buf);
        if (first < -before) {
            throw Errors.refused(MPI.ERR_BUFFER, name + ": " + what + " would start " + (-first)
                    + " bytes before the start of the buffer, but " + (before == 0 ? "nothing of its memory precedes it"
                            : "only " + before + " bytes of " + memoryOf(buf) + " precede it"));
        }
        long after = after(buf);
        if (end > after) {
            throw Errors.refused(MPI.ERR_COUNT, what + " needs " + end + " bytes but " + name + " holds only "
                    + after + " bytes" + (after > capacityBytes(buf) ? " (" + memoryOf(buf) + ")" : ""));
        }
    }

    private static long capacityBytes(Object buf) {
        if (buf instanceof Buffer) {
            Buffer b = (Buffer) buf;
            return (long) b.capacity() * Memory.elementSize(b);
        }
        return after(buf);
    }

    private static String memoryOf(Object buf) {
        return buf instanceof Buffer && ((Buffer) buf).isDirect() ? "the direct buffer it was sliced from"
                : "the array it is a slice of";
    }
}
