package mpi.shim.mem;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import mpi.shim.nat.NativePath;

/**
 * Raw native memory: addresses of direct buffers, copies between Java arrays and native memory, loads and stores.
 * Through the {@link MemoryAccess} of this process's native path ({@link NativePath}): one implementation is loaded,
 * so the JIT calls it directly.
 */
public final class Memory {
    private static final MemoryAccess IO = NativePath.CURRENT.memory();

    private Memory() {}

    /** The native address of a direct buffer's first element (a slice's own start, not its parent's). */
    public static long address(Buffer direct) {
        return IO.address(direct);
    }

    /**
     * The direct buffer that owns the native memory of {@code direct}: the buffer a slice, duplicate or view was
     * made from, or {@code direct} itself when it owns its memory or its owner is not known (a buffer made by JNI or
     * from a memory segment; on the FFM path, a slice not made by {@code MPI.slice}). The owner's memory is what MPI
     * may use around a slice's start: a datatype with a negative lower bound reaches back into it.
     */
    public static Buffer directOwner(Buffer direct) {
        return IO.directOwner(direct);
    }

    /** Notes that {@code MPI.slice} cut {@code slice} from {@code parent} (see {@link #directOwner}). */
    public static void sliced(Buffer slice, Buffer parent) {
        if (slice.isDirect()) {
            IO.sliced(slice, parent);
        }
    }

    /** Bytes per element of a buffer kind: 1 for ByteBuffer, 8 for DoubleBuffer, ... */
    public static int elementSize(Buffer b) {
        if (b instanceof ByteBuffer) {
            return 1;
        } else if (b instanceof IntBuffer || b instanceof FloatBuffer) {
            return 4;
        } else if (b instanceof DoubleBuffer || b instanceof LongBuffer) {
            return 8;
        } else if (b instanceof ShortBuffer || b instanceof CharBuffer) {
            return 2;
        }
        throw new IllegalArgumentException("unsupported buffer kind " + b.getClass().getName());
    }

    /** Bytes per element of a primitive array, or 0 when {@code o} is not one. */
    public static int arrayElementSize(Object o) {
        if (o instanceof byte[] || o instanceof boolean[]) {
            return 1;
        } else if (o instanceof int[] || o instanceof float[]) {
            return 4;
        } else if (o instanceof double[] || o instanceof long[]) {
            return 8;
        } else if (o instanceof short[] || o instanceof char[]) {
            return 2;
        }
        return 0;
    }

    public static int arrayLength(Object array) {
        return java.lang.reflect.Array.getLength(array);
    }

    /** Copies {@code bytes} from a primitive array, starting {@code fromByte} bytes into it, to native memory. */
    public static void copyFromArray(Object array, long fromByte, long address, long bytes) {
        IO.copyFromArray(array, fromByte, address, bytes);
    }

    /** Copies {@code bytes} from native memory into a primitive array, starting {@code toByte} bytes into it. */
    public static void copyToArray(long address, Object array, long toByte, long bytes) {
        IO.copyToArray(address, array, toByte, bytes);
    }

    public static void copy(long from, long to, long bytes) {
        IO.copy(from, to, bytes);
    }

    public static long allocate(long bytes) {
        return IO.allocate(bytes);
    }

    public static long reallocate(long address, long bytes) {
        return IO.reallocate(address, bytes);
    }

    public static void free(long address) {
        IO.free(address);
    }

    public static void zero(long address, long bytes) {
        IO.zero(address, bytes);
    }

    public static int getInt(long address) {
        return IO.getInt(address);
    }

    public static void putInt(long address, int value) {
        IO.putInt(address, value);
    }

    public static long getLong(long address) {
        return IO.getLong(address);
    }

    public static void putLong(long address, long value) {
        IO.putLong(address, value);
    }

    public static double getDouble(long address) {
        return IO.getDouble(address);
    }

    public static byte getByte(long address) {
        return IO.getByte(address);
    }

    public static void putByte(long address, byte value) {
        IO.putByte(address, value);
    }
}
