package mpi.shim.nat;

import java.nio.ByteBuffer;

/** Java views of native memory the library owns. */
public final class NativeMemory {
    private NativeMemory() {}

    /**
     * A direct buffer over {@code bytes} bytes at {@code address}, in big-endian order as every new ByteBuffer. It
     * does not own the memory: it is valid as long as the library keeps that memory (a window's life, a callback's
     * duration).
     */
    public static ByteBuffer view(long address, int bytes) {
        return NativePath.CURRENT.view(address, bytes);
    }
}
