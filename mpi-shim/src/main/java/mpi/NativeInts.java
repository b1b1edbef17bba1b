package mpi;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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

    static long stage(int slot, long[] values) {
        long a = area(slot, 8L * Math.max(1, values.length));
        Memory.copyFromArray(values, 0, a, 8L * values.length);
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

    static ByteBuffer pin(long[] values) {
        ByteBuffer b = ByteBuffer.allocateDirect(8 * Math.max(1, values.length)).order(ByteOrder.nativeOrder());
        Memory.copyFromArray(values, 0, Memory.address(b), 8L * values.length);
        return b;
    }

    static long address(ByteBuffer pinned) {
        return Memory.address(pinned);
    }
}
