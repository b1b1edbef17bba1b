package mpi.shim.ffm;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.Buffer;
import mpi.shim.mem.Memory;
import mpi.shim.mem.MemoryAccess;

/**
 * Raw memory through memory segments, for the FFM path: loads, stores and copies at absolute addresses go through one
 * segment spanning the whole address space, native memory comes from the C library's malloc (as Unsafe's does).
 */
final class SegmentAccess extends MemoryAccess {
    private static final MemorySegment ALL = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);
    private static final MethodHandle MALLOC = libc("malloc", FunctionDescriptor.of(ValueLayout.JAVA_LONG,
            ValueLayout.JAVA_LONG));
    private static final MethodHandle REALLOC = libc("realloc", FunctionDescriptor.of(ValueLayout.JAVA_LONG,
            ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
    private static final MethodHandle FREE = libc("free", FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG));

    private static MethodHandle libc(String name, FunctionDescriptor descriptor) {
        Linker linker = Linker.nativeLinker();
        MemorySegment address = linker.defaultLookup().find(name)
                .orElseThrow(() -> new IllegalStateException("the C library has no " + name));
        // none of them blocks or calls back
        return linker.downcallHandle(address, descriptor, Linker.Option.critical(false));
    }

    @Override
    public long address(Buffer direct) {
        // the segment starts at the buffer's position; the binding addresses element 0. Once inlined, ofBuffer
        // allocates nothing (its segment and session do not escape); a cache of addresses would cost a lookup per
        // call and keep buffers reachable
        return MemorySegment.ofBuffer(direct).address() - (long) direct.position() * Memory.elementSize(direct);
    }

    @Override
    public Buffer directOwner(Buffer direct) {
        Buffer owner = DirectOwners.owner(direct);
        return owner != null && owner.isDirect() ? owner : direct;
    }

    @Override
    public void sliced(Buffer slice, Buffer parent) {
        DirectOwners.sliced(slice, parent);
    }

    /** A heap segment over a primitive array, or null for a boolean[] (which has none). */
    private static MemorySegment heap(Object array) {
        if (array instanceof byte[] a) {
            return MemorySegment.ofArray(a);
        } else if (array instanceof double[] a) {
            return MemorySegment.ofArray(a);
        } else if (array instanceof int[] a) {
            return MemorySegment.ofArray(a);
        } else if (array instanceof long[] a) {
            return MemorySegment.ofArray(a);
        } else if (array instanceof float[] a) {
            return MemorySegment.ofArray(a);
        } else if (array instanceof short[] a) {
            return MemorySegment.ofArray(a);
        } else if (array instanceof char[] a) {
            return MemorySegment.ofArray(a);
        } else if (array instanceof boolean[]) {
            return null;
        }
        throw new IllegalArgumentException("not a primitive array: " + array.getClass().getName());
    }

    @Override
    public void copyFromArray(Object array, long fromByte, long address, long bytes) {
        MemorySegment from = heap(array);
        if (from != null) {
            MemorySegment.copy(from, fromByte, ALL, address, bytes);
            return;
        }
        boolean[] b = (boolean[]) array;
        for (long i = 0; i < bytes; i++) {
            ALL.set(ValueLayout.JAVA_BOOLEAN, address + i, b[(int) (fromByte + i)]);
        }
    }

    @Override
    public void copyToArray(long address, Object array, long toByte, long bytes) {
        MemorySegment to = heap(array);
        if (to != null) {
            MemorySegment.copy(ALL, address, to, toByte, bytes);
            return;
        }
        boolean[] b = (boolean[]) array;
        for (long i = 0; i < bytes; i++) {
            b[(int) (toByte + i)] = ALL.get(ValueLayout.JAVA_BOOLEAN, address + i);
        }
    }

    @Override
    public void copy(long from, long to, long bytes) {
        MemorySegment.copy(ALL, from, ALL, to, bytes);
    }

    @Override
    public long allocate(long bytes) {
        if (bytes == 0) {
            return 0;
        }
        long address;
        try {
            address = (long) MALLOC.invokeExact(bytes);
        } catch (Throwable t) {
            throw unchecked(t);
        }
        if (address == 0) {
            throw new OutOfMemoryError("malloc of " + bytes + " bytes failed");
        }
        return address;
    }

    @Override
    public long reallocate(long address, long bytes) {
        if (bytes == 0) {
            free(address);
            return 0;
        }
        long moved;
        try {
            moved = (long) REALLOC.invokeExact(address, bytes);
        } catch (Throwable t) {
            throw unchecked(t);
        }
        if (moved == 0) {
            throw new OutOfMemoryError("realloc to " + bytes + " bytes failed");
        }
        return moved;
    }

    @Override
    public void free(long address) {
        if (address == 0) {
            return;
        }
        try {
            FREE.invokeExact(address);
        } catch (Throwable t) {
            throw unchecked(t);
        }
    }

    /** A downcall handle declares Throwable; what it throws is an Error or a RuntimeException, passed on as such. */
    private static RuntimeException unchecked(Throwable t) {
        if (t instanceof Error e) {
            throw e;
        }
        return t instanceof RuntimeException r ? r : new IllegalStateException(t);
    }

    @Override
    public void zero(long address, long bytes) {
        ALL.asSlice(address, bytes).fill((byte) 0);
    }

    @Override
    public byte getByte(long address) {
        return ALL.get(ValueLayout.JAVA_BYTE, address);
    }

    @Override
    public void putByte(long address, byte value) {
        ALL.set(ValueLayout.JAVA_BYTE, address, value);
    }

    @Override
    public int getInt(long address) {
        return ALL.get(ValueLayout.JAVA_INT_UNALIGNED, address);
    }

    @Override
    public void putInt(long address, int value) {
        ALL.set(ValueLayout.JAVA_INT_UNALIGNED, address, value);
    }

    @Override
    public long getLong(long address) {
        return ALL.get(ValueLayout.JAVA_LONG_UNALIGNED, address);
    }

    @Override
    public void putLong(long address, long value) {
        ALL.set(ValueLayout.JAVA_LONG_UNALIGNED, address, value);
    }

    @Override
    public double getDouble(long address) {
        return ALL.get(ValueLayout.JAVA_DOUBLE_UNALIGNED, address);
    }
}
