package mpi;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;

/**
 * Native copies of the int[] (and handle) arguments of MPI calls: counts, displacements, ranks, dimensions. Blocking
 * calls use per-thread growable slots (nothing allocated on repeated calls); nonblocking calls get a pinned copy
 * the request keeps until completion, since the library may read it after the call returns.
 */
final class NativeInts {
    static final int SLOTS = 8;
    private static final ThreadLocal<NativeInts> PER_THREAD = ThreadLocal.withInitial(NativeInts::new);

    private final long[] address = new long[SLOTS];
    private final long[] capacity = new long[SLOTS];

    private NativeInts() {}

    /** Native memory of at least {@code bytes} in slot {@code slot} of this thread; valid until its next use. */
    static long area(int slot, long bytes) {
        NativeInts t = PER_THREAD.get();
        if (t.capacity[slot] < bytes) {
            long size = Math.max(bytes, Math.max(256, t.capacity[slot] * 2));
            t.address[slot] = t.address[slot] == 0 ? Memory.allocate(size) : Memory.reallocate(t.address[slot], size);
            t.capacity[slot] = size;
        }
        return t.address[slot];
    }

    /** The first {@code n} values copied into slot {@code slot}; 0 (C NULL) for a null array. */
    static long stage(int slot, int[] values, int n) {
        if (values == null) {
            return 0;
        }
        long a = area(slot, 4L * Math.max(1, n));
        Memory.copyFromArray(values, 0, a, 4L * n);
        return a;
    }

    /** A C array of {@code handles} of {@code type}, at the type's width in the loaded library's ABI. */
    static long stage(int slot, HandleType type, long[] handles) {
        long a = area(slot, type.arrayBytes(Math.max(1, handles.length)));
        put(a, type, handles);
        return a;
    }

    static int[] read(long address, int n) {
        int[] out = new int[n];
        Memory.copyToArray(address, out, 0, 4L * n);
        return out;
    }

    /** A pinned native copy of the first {@code n} values, for a pending nonblocking call. */
    static ByteBuffer pin(int[] values, int n) {
        ByteBuffer b = ByteBuffer.allocateDirect(4 * Math.max(1, n)).order(ByteOrder.nativeOrder());
        Memory.copyFromArray(values, 0, Memory.address(b), 4L * n);
        return b;
    }

    /** A pinned C array of {@code handles} of {@code type}, for a pending nonblocking call. */
    static ByteBuffer pin(HandleType type, long[] handles) {
        ByteBuffer b = ByteBuffer.allocateDirect((int) type.arrayBytes(Math.max(1, handles.length)))
                .order(ByteOrder.nativeOrder());
        put(Memory.address(b), type, handles);
        return b;
    }

    private static void put(long base, HandleType type, long[] handles) {
        if (type.bytes == 8) {
            Memory.copyFromArray(handles, 0, base, 8L * handles.length);
        } else {
            for (int i = 0; i < handles.length; i++) {
                type.put(type.at(base, i), handles[i]);
            }
        }
    }

    static long address(ByteBuffer pinned) {
        return Memory.address(pinned);
    }
}
