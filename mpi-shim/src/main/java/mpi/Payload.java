package mpi;

import java.nio.Buffer;
import mpi.shim.abi.Abi;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiPointToPoint;

/**
 * Where the data of a call lives in native memory. Direct buffers are passed by address, never copied; Java arrays
 * and array-backed buffers (blocking calls only) are staged through per-thread native memory, copied in before the
 * call and back after it. Every path checks first that the bytes the call touches lie in the memory the caller
 * passed ({@link Room}): {@code count} elements of the datatype from the buffer's start, or the blocks of a v- or
 * w-collective ({@link Reach}), reaching back before the start where the memory is there.
 */
final class Payload {
    private Payload() {}

    /**
     * The address of a direct buffer for a nonblocking call, after checking it holds {@code count} elements.
     * Heap buffers are refused as Open MPI's bindings refuse them.
     */
    static long direct(Buffer buf, int count, Datatype type, String name) throws MPIException {
        Args.nonNegative(count, "count");
        long end = type.endByte(count);
        if (buf == null) {
            return nullBuffer(end, name, "count is " + count);
        }
        requireDirect(buf, name);
        return checked(buf, type.firstByte(count), end, name, count, type);
    }

    /** {@link #direct} for a buffer MPI writes into: a read-only buffer is refused. */
    static long directOut(Buffer buf, int count, Datatype type, String name) throws MPIException {
        writable(buf, name);
        return direct(buf, count, type, name);
    }

    /** {@link #direct} for the blocks of a nonblocking v- or w-collective. */
    static long direct(Buffer buf, Reach reach, String name) throws MPIException {
        if (buf == null) {
            return nullBuffer(reach.end - reach.first, name, reach.what + " reach bytes " + reach.first + " to "
                    + reach.end);
        }
        requireDirect(buf, name);
        if (reach.first < 0 || reach.end > capacityBytes(buf)) {
            Room.require(buf, reach.first, reach.end, name, reach.what);
        }
        return Memory.address(buf);
    }

    /** {@link #direct(Buffer, Reach, String)} for a buffer MPI writes into: a read-only buffer is refused. */
    static long directOut(Buffer buf, Reach reach, String name) throws MPIException {
        writable(buf, name);
        return direct(buf, reach, name);
    }

    private static void requireDirect(Buffer buf, String name) {
        if (!buf.isDirect()) {
            throw new IllegalArgumentException("The buffer must be direct: " + name + " is a heap "
                    + buf.getClass().getSimpleName() + "; allocate it with MPI.new" + kindName(buf) + "Buffer");
        }
    }

    /** A null buffer is MPI's NULL pointer: allowed when the call touches no byte of it. */
    private static long nullBuffer(long bytes, String name, String what) throws MPIException {
        if (bytes == 0) {
            return 0;
        }
        throw Errors.refused(MPI.ERR_BUFFER, name + " is null but " + what);
    }

    /**
     * Refuses a read-only buffer where MPI would write: a read-only view promises its contents never change through
     * it (only direct ones get this far; read-only heap buffers hide their array and are refused as such).
     */
    private static void writable(Object buf, String name) {
        if (buf instanceof Buffer && ((Buffer) buf).isReadOnly()) {
            throw new IllegalArgumentException(name + " is a read-only " + buf.getClass().getSimpleName()
                    + ", but MPI writes into it here");
        }
    }

    /**
     * A direct buffer's address for a blocking call: the checks of {@link #in} for this case (negative count, and
     * whether {@code count} elements of {@code type} fit), in a method small enough to inline into hot paths.
     */
    static long directIn(Buffer b, long count, Datatype type, String name) throws MPIException {
        if (count < 0) {
            throw Errors.refused(MPI.ERR_COUNT, "count is negative: " + count);
        }
        return checked(b, type.firstByte(count), type.endByte(count), name, count, type);
    }

    /** {@link #directIn} for a buffer the blocking call writes into: a read-only buffer is refused. */
    static long directInto(Buffer b, long count, Datatype type, String name) throws MPIException {
        writable(b, name);
        return directIn(b, count, type, name);
    }

    /** The address of direct buffer {@code b} once bytes {@code [first, end)} from its start are known to be its. */
    private static long checked(Buffer b, long first, long end, String name, long count, Datatype type)
            throws MPIException {
        if (first < 0 || end > capacityBytes(b)) {
            Room.require(b, first, end, name, elements(count, type));
        }
        return Memory.address(b);
    }

    private static long capacityBytes(Buffer b) {
        return (long) b.capacity() * Memory.elementSize(b);
    }

    /**
     * The native address holding the data of {@code buf} for a blocking call: a direct buffer's own address, or a
     * staging area of this thread filled from the array when {@code copyIn}. {@code area}
     * {@link Scratch#RECV} marks a buffer MPI writes into.
     */
    static long in(Scratch scratch, int area, Object buf, long count, Datatype type, String name, boolean copyIn)
            throws MPIException {
        if (count < 0) {
            throw Errors.refused(MPI.ERR_COUNT, "count is negative: " + count);
        }
        long end = type.endByte(count);
        if (buf == null) {
            return nullBuffer(end, name, "count is " + count);
        }
        long first = type.firstByte(count);
        if (first < 0 || end > bytesOf(buf, name)) {
            Room.require(buf, first, end, name, elements(count, type));
        }
        return stage(scratch, area, buf, Math.min(0, first), end, name, copyIn);
    }

    /** {@link #in} for the blocks of a v- or w-collective. */
    static long in(Scratch scratch, int area, Object buf, Reach reach, String name, boolean copyIn)
            throws MPIException {
        if (buf == null) {
            return nullBuffer(reach.end - reach.first, name, reach.what + " reach bytes " + reach.first + " to "
                    + reach.end);
        }
        if (reach.first < 0 || reach.end > bytesOf(buf, name)) {
            Room.require(buf, reach.first, reach.end, name, reach.what);
        }
        return stage(scratch, area, buf, reach.low(), reach.end, name, copyIn);
    }

    /** Bytes from the start of an array or buffer argument: its own capacity (a bad argument is refused here). */
    private static long bytesOf(Object buf, String name) {
        if (buf instanceof Buffer) {
            return capacityBytes((Buffer) buf);
        }
        int elementSize = Memory.arrayElementSize(buf);
        if (elementSize == 0) {
            throw new IllegalArgumentException(name + " must be a primitive array or a java.nio buffer, not "
                    + buf.getClass().getName());
        }
        return (long) Memory.arrayLength(buf) * elementSize;
    }

    /**
     * Stages bytes {@code [low, end)} of an array or heap buffer (checked to be the caller's) and returns where its
     * start is in the staging area; a direct buffer's own address.
     */
    private static long stage(Scratch scratch, int area, Object buf, long low, long end, String name,
            boolean copyIn) {
        if (buf instanceof Buffer) {
            Buffer b = (Buffer) buf;
            if (b.isDirect()) {
                if (area == Scratch.RECV) {
                    writable(b, name);
                }
                return Memory.address(b);
            }
            if (!b.hasArray()) {
                // read-only buffers and views such as ByteBuffer.wrap(a).asIntBuffer() hide their array
                throw new IllegalArgumentException(name + " is a heap buffer without an accessible array (read-only"
                        + " or a view); use an array, MPI.slice of an array, or a direct buffer");
            }
        }
        long address = scratch.area(area, Math.max(0, end - low)) - low;
        if (copyIn) {
            copyIn(buf, address, low, end);
        }
        return address;
    }

    /**
     * Refuses {@code buf} (an array or a buffer) unless {@code count} elements of {@code type} from its start lie
     * in the caller's memory: for callers that stage in memory of their own.
     */
    static void requireRoom(Object buf, long count, Datatype type, String name) throws MPIException {
        long first = type.firstByte(count);
        long end = type.endByte(count);
        if (first < 0 || end > bytesOf(buf, name)) {
            Room.require(buf, first, end, name, elements(count, type));
        }
    }

    /**
     * Copies bytes {@code [low, end)} from the start of an array or heap buffer to staged data whose start is at
     * {@code address}.
     */
    static void copyIn(Object buf, long address, long low, long end) {
        if (end <= low) {
            return;
        }
        if (buf instanceof Buffer) {
            Buffer b = (Buffer) buf;
            Memory.copyFromArray(b.array(), (long) b.arrayOffset() * Memory.elementSize(b) + low, address + low,
                    end - low);
        } else {
            Memory.copyFromArray(buf, low, address + low, end - low);
        }
    }

    private static String elements(long count, Datatype type) throws MPIException {
        return "count " + count + " of " + type + " (extent " + type.extentBytes() + " bytes)";
    }

    /**
     * Arrays of at least this many bytes are passed pinned to blocking MPI_Send/MPI_Recv instead of being copied
     * through staging memory (-Djmpi.pinThreshold=N; negative turns pinning off).
     */
    private static final long PIN_THRESHOLD = Long.getLong("jmpi.pinThreshold", 64 * 1024);

    /**
     * Whether a blocking transfer of {@code count} elements of {@code type} passes the primitive array {@code buf}
     * pinned. Pinning holds off the garbage collector for the call, which another thread's progress might need:
     * so only when MPI runs below THREAD_MULTIPLE (no other thread can be inside MPI feeding this call's peer).
     */
    static boolean pins(Object buf, int count, Datatype type) throws MPIException {
        if (PIN_THRESHOLD < 0 || buf instanceof Buffer || count <= 0 || Lifecycle.provided == MPI.THREAD_MULTIPLE
                || !mpi.shim.nat.NativeFunction.pinnable(buf)) {
            return false;
        }
        long end = type.endByte(count);
        if (end < PIN_THRESHOLD || type.firstByte(count) < 0) {
            return false; // data reaching before element 0 of an array is refused by the staging path
        }
        long capacity = (long) Memory.arrayLength(buf) * Memory.arrayElementSize(buf);
        if (end > capacity) {
            Room.require(buf, 0, end, "buf", elements(count, type));
        }
        return true;
    }

    /** Whether a receive into {@code type} must stage the old contents too (gaps of the type keep their bytes). */
    static boolean needsCopyIn(Datatype type) throws MPIException {
        return !type.isContiguous();
    }

    /** True when {@code buf} is staged through native memory (an array or a heap buffer), not passed directly. */
    static boolean staged(Object buf) {
        return buf != null && !(buf instanceof Buffer && ((Buffer) buf).isDirect());
    }

    /**
     * Copies what a receive delivered back into an array: for a gap-free type only the bytes received (the rest of
     * the array keeps its contents), else all the bytes the type reaches (staged in with their old contents first).
     */
    static void outReceived(Object buf, long address, int count, Datatype type, long status) throws MPIException {
        if (!staged(buf)) {
            return;
        }
        long end = type.endByte(count);
        if (type.isContiguous()) {
            end = Math.min(end, Math.max(0, receivedBytes(status)));
        }
        copyBack(buf, address, Math.min(0, type.firstByte(count)), end);
    }

    /**
     * Where the C status records the bytes received (Open MPI's {@code _ucount}, a size_t; the ABI probe records
     * it), or -1 when this library's layout is unknown.
     */
    private static final int STATUS_BYTES = Abi.optionalSizeOf("MPI_Status.bytes") == 8
            ? Abi.optionalOffsetOf("MPI_Status", "bytes") : -1;

    /**
     * The bytes a receive delivered, from its C status: one load where the layout is known (a staged 8-byte
     * receive saves a native call), else MPI_Get_count with MPI_BYTE (negative when undefined).
     */
    static long receivedBytes(long status) throws MPIException {
        if (STATUS_BYTES >= 0) {
            return Memory.getLong(status + STATUS_BYTES);
        }
        Scratch s = Scratch.get();
        int rc = LibMpiPointToPoint.MPI_Get_count(status, MPI.BYTE.handle, s.count);
        Errors.check(rc, "MPI_Get_count");
        return Memory.getInt(s.count);
    }

    /** Staging memory for a send buffer of a collective, its contents copied in (this thread's SEND area). */
    static long sendArea(Scratch s, Object buf, long count, Datatype t, String name) throws MPIException {
        return in(s, Scratch.SEND, buf, count, t, name, true);
    }

    /**
     * Staging memory for a receive buffer of a collective (this thread's RECV area); its old contents copied in when
     * {@code keep} (blocks the library may leave untouched) or when the type has gaps.
     */
    static long recvArea(Scratch s, Object buf, long count, Datatype t, String name, boolean keep)
            throws MPIException {
        return in(s, Scratch.RECV, buf, count, t, name, keep || !t.isContiguous());
    }

    /** Copies received data from the staging area back into an array or array-backed buffer. */
    static void out(Object buf, long address, long count, Datatype type) throws MPIException {
        if (buf == null || count == 0) {
            return;
        }
        copyBack(buf, address, Math.min(0, type.firstByte(count)), type.endByte(count));
    }

    /** {@link #out} for the blocks of a v- or w-collective. */
    static void out(Object buf, long address, Reach reach) {
        if (buf != null) {
            copyBack(buf, address, reach.low(), reach.end);
        }
    }

    /** Copies bytes {@code [low, end)} from the start of the staged data back into the array they came from. */
    private static void copyBack(Object buf, long address, long low, long end) {
        if (end <= low || !staged(buf)) {
            return;
        }
        if (buf instanceof Buffer) {
            Buffer b = (Buffer) buf;
            Memory.copyToArray(address + low, b.array(), (long) b.arrayOffset() * Memory.elementSize(b) + low,
                    end - low);
        } else {
            Memory.copyToArray(address + low, buf, low, end - low);
        }
    }

    private static String kindName(Buffer b) {
        String n = b.getClass().getSimpleName(); // e.g. HeapIntBuffer
        for (String kind : new String[] {"Byte", "Char", "Short", "Int", "Long", "Float", "Double"}) {
            if (n.contains(kind)) {
                return kind;
            }
        }
        return "Byte";
    }
}
