package mpi.shim.mem;

import java.lang.reflect.Field;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import sun.misc.Unsafe;

/**
 * Raw native memory: addresses of direct buffers, copies between Java arrays and native memory, loads and stores.
 * Backed by sun.misc.Unsafe (module jdk.unsupported), the cheapest way on Java 17 to hand a buffer's address to C.
 */
public final class Memory {
    private static final Unsafe U = unsafe();
    private static final long BUFFER_ADDRESS = fieldOffset(Buffer.class, "address");

    private Memory() {}

    private static Unsafe unsafe() {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return (Unsafe) f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("deprecation")
    private static long fieldOffset(Class<?> c, String name) {
        try {
            return U.objectFieldOffset(c.getDeclaredField(name));
        } catch (NoSuchFieldException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The native address of a direct buffer's first element (a slice's own start, not its parent's). */
    public static long address(Buffer direct) {
        return U.getLong(direct, BUFFER_ADDRESS);
    }

    /**
     * The direct buffer that owns the native memory of {@code direct}: the buffer a slice, duplicate or view was
     * made from (the JDK keeps it as the view's attachment), or {@code direct} itself when it owns its memory or
     * its owner is not known (a buffer made by JNI or from a memory segment). The owner's memory is what MPI may
     * use around a slice's start: a datatype with a negative lower bound reaches back into it.
     */
    public static Buffer directOwner(Buffer direct) {
        long offset = ATTACHMENT.get(direct.getClass());
        Object owner = offset < 0 ? null : U.getObject(direct, offset);
        return owner instanceof Buffer && ((Buffer) owner).isDirect() ? (Buffer) owner : direct;
    }

    /** Where a direct buffer class keeps its attachment (the field {@code att}), or -1 when it has none. */
    private static final ClassValue<Long> ATTACHMENT = new ClassValue<>() {
        @Override
        @SuppressWarnings("deprecation")
        protected Long computeValue(Class<?> type) {
            for (Class<?> c = type; c != null && c != Buffer.class; c = c.getSuperclass()) {
                try {
                    Field f = c.getDeclaredField("att");
                    return f.getType() == Object.class ? U.objectFieldOffset(f) : -1L;
                } catch (NoSuchFieldException e) {
                    // declared higher up, if at all
                } catch (RuntimeException e) {
                    return -1L; // a JDK that hides the field: the buffer is its own bound
                }
            }
            return -1L;
        }
    };

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

    private static final long BYTE_BASE = U.arrayBaseOffset(byte[].class);
    private static final long BOOLEAN_BASE = U.arrayBaseOffset(boolean[].class);
    private static final long SHORT_BASE = U.arrayBaseOffset(short[].class);
    private static final long CHAR_BASE = U.arrayBaseOffset(char[].class);
    private static final long INT_BASE = U.arrayBaseOffset(int[].class);
    private static final long FLOAT_BASE = U.arrayBaseOffset(float[].class);
    private static final long LONG_BASE = U.arrayBaseOffset(long[].class);
    private static final long DOUBLE_BASE = U.arrayBaseOffset(double[].class);

    /**
     * Offset of element 0 of a primitive array, for the copy routines. Read from constants per array kind:
     * Unsafe.arrayBaseOffset(Class) is a native call that the JIT does not fold on Java 17 (about 20 ns, a fifth of
     * a blocking receive's cost when every Status copy asked it).
     */
    public static long arrayBase(Object array) {
        if (array instanceof byte[]) {
            return BYTE_BASE;
        } else if (array instanceof long[]) {
            return LONG_BASE;
        } else if (array instanceof double[]) {
            return DOUBLE_BASE;
        } else if (array instanceof int[]) {
            return INT_BASE;
        } else if (array instanceof float[]) {
            return FLOAT_BASE;
        } else if (array instanceof char[]) {
            return CHAR_BASE;
        } else if (array instanceof short[]) {
            return SHORT_BASE;
        } else if (array instanceof boolean[]) {
            return BOOLEAN_BASE;
        }
        return U.arrayBaseOffset(array.getClass());
    }

    /** Copies {@code bytes} from a primitive array, starting {@code fromByte} bytes into it, to native memory. */
    public static void copyFromArray(Object array, long fromByte, long address, long bytes) {
        U.copyMemory(array, arrayBase(array) + fromByte, null, address, bytes);
    }

    /** Copies {@code bytes} from native memory into a primitive array, starting {@code toByte} bytes into it. */
    public static void copyToArray(long address, Object array, long toByte, long bytes) {
        U.copyMemory(null, address, array, arrayBase(array) + toByte, bytes);
    }

    public static void copy(long from, long to, long bytes) {
        U.copyMemory(from, to, bytes);
    }

    public static long allocate(long bytes) {
        return U.allocateMemory(bytes);
    }

    public static long reallocate(long address, long bytes) {
        return U.reallocateMemory(address, bytes);
    }

    public static void free(long address) {
        U.freeMemory(address);
    }

    public static void zero(long address, long bytes) {
        U.setMemory(address, bytes, (byte) 0);
    }

    public static int getInt(long address) {
        return U.getInt(address);
    }

    public static void putInt(long address, int value) {
        U.putInt(address, value);
    }

    public static long getLong(long address) {
        return U.getLong(address);
    }

    public static void putLong(long address, long value) {
        U.putLong(address, value);
    }

    public static double getDouble(long address) {
        return U.getDouble(address);
    }

    public static byte getByte(long address) {
        return U.getByte(address);
    }

    public static void putByte(long address, byte value) {
        U.putByte(address, value);
    }
}
