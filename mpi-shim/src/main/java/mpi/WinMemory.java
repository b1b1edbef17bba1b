package mpi;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import mpi.shim.abi.Abi;
import mpi.shim.mem.Memory;
import mpi.shim.nat.NativeMemory;

/** Java views of window memory the library allocated, and the element units windows are sized in. */
final class WinMemory {
    static final int ERR_RMA_RANGE = Abi.constant("MPI_ERR_RMA_RANGE");
    static final int ERR_RMA_FLAVOR = Abi.constant("MPI_ERR_RMA_FLAVOR");
    static final int ERR_RMA_ATTACH = Abi.constant("MPI_ERR_RMA_ATTACH");

    private WinMemory() {}

    /** A direct ByteBuffer in native byte order over {@code bytes} of native memory at {@code address}. */
    static ByteBuffer view(long address, long bytes) {
        if (bytes > Integer.MAX_VALUE) {
            throw new IllegalStateException("window memory of " + bytes + " bytes exceeds a ByteBuffer");
        }
        if (address == 0 || bytes == 0) {
            return ByteBuffer.allocateDirect(0).order(ByteOrder.nativeOrder());
        }
        return NativeMemory.view(address, (int) bytes).order(ByteOrder.nativeOrder());
    }

    /** Bytes per element of a window's buffer ({@code null}: bytes). */
    static int unit(Buffer base) {
        return base == null ? 1 : Memory.elementSize(base);
    }

    /** A direct buffer as the base or attached memory of a window: heap buffers are refused as Open MPI does. */
    static void requireDirect(Buffer buf, String name) {
        Args.notNull(buf, name);
        if (!buf.isDirect()) {
            throw new IllegalArgumentException("The buffer must be direct: " + name + " is a heap "
                    + buf.getClass().getSimpleName());
        }
    }

    /** {@code count} elements of the buffer's type in bytes, checked against the buffer's capacity. */
    static long elementsInBytes(Buffer buf, int count, String countName, String bufName) throws MPIException {
        if (count < 0) {
            throw Errors.refused(MPI.ERR_SIZE, countName + " is negative: " + count);
        }
        if (buf != null && count > buf.capacity()) {
            throw Errors.refused(MPI.ERR_SIZE, countName + " " + count + " exceeds the capacity "
                    + buf.capacity() + " of " + bufName);
        }
        return (long) count * unit(buf);
    }
}
