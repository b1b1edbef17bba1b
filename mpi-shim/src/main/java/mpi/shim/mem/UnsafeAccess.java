package mpi.shim.mem;

import java.lang.reflect.Field;
import java.nio.Buffer;
import sun.misc.Unsafe;

/**
 * Raw memory through sun.misc.Unsafe (module jdk.unsupported), the cheapest way on Java 17 to hand a buffer's
 * address to C: the jffi native path's {@link MemoryAccess}. Never used on the FFM path (JDK 24 and later warn on
 * the first call of an Unsafe memory method, and a future JDK removes them).
 */
public final class UnsafeAccess extends MemoryAccess {
    private static final Unsafe U = unsafe();
    private static final long BUFFER_ADDRESS = fieldOffset(Buffer.class, "address");

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

    @Override
    public long address(Buffer direct) {
        return U.getLong(direct, BUFFER_ADDRESS);
    }

    /** The JDK keeps the buffer a slice, duplicate or view was made from as the view's attachment. */
    @Override
    public Buffer directOwner(Buffer direct) {
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
    private static long arrayBase(Object array) {
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

    @Override
    public void copyFromArray(Object array, long fromByte, long address, long bytes) {
        U.copyMemory(array, arrayBase(array) + fromByte, null, address, bytes);
    }

    @Override
    public void copyToArray(long address, Object array, long toByte, long bytes) {
        U.copyMemory(null, address, array, arrayBase(array) + toByte, bytes);
    }

    @Override
    public void copy(long from, long to, long bytes) {
        U.copyMemory(from, to, bytes);
    }

    @Override
    public long allocate(long bytes) {
        return U.allocateMemory(bytes);
    }

    @Override
    public long reallocate(long address, long bytes) {
        return U.reallocateMemory(address, bytes);
    }

    @Override
    public void free(long address) {
        U.freeMemory(address);
    }

    @Override
    public void zero(long address, long bytes) {
        U.setMemory(address, bytes, (byte) 0);
    }

    @Override
    public int getInt(long address) {
        return U.getInt(address);
    }

    @Override
    public void putInt(long address, int value) {
        U.putInt(address, value);
    }

    @Override
    public long getLong(long address) {
        return U.getLong(address);
    }

    @Override
    public void putLong(long address, long value) {
        U.putLong(address, value);
    }

    @Override
    public double getDouble(long address) {
        return U.getDouble(address);
    }

    @Override
    public byte getByte(long address) {
        return U.getByte(address);
    }

    @Override
    public void putByte(long address, byte value) {
        U.putByte(address, value);
    }
}
