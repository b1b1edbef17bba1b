package mpi;

import java.nio.Buffer;
import mpi.shim.abi.Abi;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;

/**
 * Where the data of a call lives in native memory. Direct buffers are passed by address, never copied; Java arrays
 * and array-backed buffers (blocking calls only) are staged through per-thread native memory, copied in before the
 * call and back after it. Every path checks first that {@code count} elements of the datatype fit the buffer.
 */
final class Payload {
    private Payload() {}

    /**
     * The address of a direct buffer for a nonblocking call, after checking it holds {@code count} elements.
     * Heap buffers are refused as Open MPI's bindings refuse them.
     */
    static long direct(Buffer buf, int count, Datatype type, String name) throws MPIException {
        Args.nonNegative(count, "count");
        long span = type.span(count);
        if (buf == null) {
            if (span == 0) {
                return 0;
            }
            throw Errors.refused(MPI.ERR_BUFFER, name + " is null but count is " + count);
        }
        if (!buf.isDirect()) {
            throw new IllegalArgumentException("The buffer must be direct: " + name + " is a heap "
                    + buf.getClass().getSimpleName() + "; allocate it with MPI.new" + kindName(buf) + "Buffer");
        }
        long capacity = (long) buf.capacity() * Memory.elementSize(buf);
        if (span > capacity) {
            throw tooSmall(name, count, type, span, capacity);
        }
        return Memory.address(buf);
    }

    /** {@link #direct} for a buffer MPI writes into: a read-only buffer is refused. */
    static long directOut(Buffer buf, int count, Datatype type, String name) throws MPIException {
        writable(buf, name);
        return direct(buf, count, type, name);
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
        long span = type.span(count);
        long capacity = (long) b.capacity() * Memory.elementSize(b);
        if (span > capacity) {
            throw tooSmall(name, count, type, span, capacity);
        }
        return Memory.address(b);
    }

    /** {@link #directIn} for a buffer the blocking call writes into: a read-only buffer is refused. */
    static long directInto(Buffer b, long count, Datatype type, String name) throws MPIException {
        writable(b, name);
        return directIn(b, count, type, name);
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
        long span = type.span(count);
        if (buf == null) {
            if (span == 0) {
                return 0;
            }
            throw Errors.refused(MPI.ERR_BUFFER, name + " is null but count is " + count);
        }
        if (buf instanceof Buffer) {
            Buffer b = (Buffer) buf;
            long capacity = (long) b.capacity() * Memory.elementSize(b);
            if (span > capacity) {
                throw tooSmall(name, count, type, span, capacity);
            }
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
            long address = scratch.area(area, span);
            if (copyIn && span > 0) {
                Memory.copyFromArray(b.array(), (long) b.arrayOffset() * Memory.elementSize(b), address, span);
            }
            return address;
        }
        int elementSize = Memory.arrayElementSize(buf);
        if (elementSize == 0) {
            throw new IllegalArgumentException(name + " must be a primitive array or a java.nio buffer, not "
                    + buf.getClass().getName());
        }
        long capacity = (long) Memory.arrayLength(buf) * elementSize;
        if (span > capacity) {
            throw tooSmall(name, count, type, span, capacity);
        }
        long address = scratch.area(area, span);
        if (copyIn && span > 0) {
            Memory.copyFromArray(buf, 0, address, span);
        }
        return address;
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
        long span = type.span(count);
        if (span < PIN_THRESHOLD) {
            return false;
        }
        long capacity = (long) Memory.arrayLength(buf) * Memory.arrayElementSize(buf);
        if (span > capacity) {
            throw tooSmall("buf", count, type, span, capacity);
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
     * the array keeps its contents), else the whole span (staged in with its old contents first).
     */
    static void outReceived(Object buf, long address, int count, Datatype type, long status) throws MPIException {
        if (!staged(buf)) {
            return;
        }
        long span = type.span(count);
        if (type.isContiguous()) {
            span = Math.min(span, Math.max(0, receivedBytes(status)));
        }
        copyBack(buf, address, span);
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
        int rc = mpi.shim.nat.Native.LIB.MPI_Get_count(status, MPI.BYTE.handle, s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Get_count");
        }
        return Memory.getInt(s.count);
    }

    /** Copies received data from the staging area back into an array or array-backed buffer. */
    static void out(Object buf, long address, long count, Datatype type) throws MPIException {
        if (buf == null || count == 0) {
            return;
        }
        copyBack(buf, address, type.span(count));
    }

    private static void copyBack(Object buf, long address, long span) {
        if (span == 0) {
            return;
        }
        if (buf instanceof Buffer) {
            Buffer b = (Buffer) buf;
            if (!b.isDirect()) {
                Memory.copyToArray(address, b.array(), (long) b.arrayOffset() * Memory.elementSize(b), span);
            }
        } else {
            Memory.copyToArray(address, buf, 0, span);
        }
    }

    private static MPIException tooSmall(String name, long count, Datatype type, long span, long capacity)
            throws MPIException {
        return Errors.refused(MPI.ERR_COUNT, "count " + count + " of " + type + " (extent " + type.extentBytes()
                + " bytes) needs " + span + " bytes but " + name + " holds only " + capacity + " bytes");
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
