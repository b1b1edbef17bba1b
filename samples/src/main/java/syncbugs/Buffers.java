package syncbugs;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;

/** Direct buffers in native byte order, as nonblocking calls need. */
final class Buffers {
    private Buffers() {}

    static IntBuffer ints(int n) {
        return ByteBuffer.allocateDirect(4 * n).order(ByteOrder.nativeOrder()).asIntBuffer();
    }

    static DoubleBuffer doubles(int n) {
        return ByteBuffer.allocateDirect(8 * n).order(ByteOrder.nativeOrder()).asDoubleBuffer();
    }

    static ByteBuffer bytes(int n) {
        return ByteBuffer.allocateDirect(n).order(ByteOrder.nativeOrder());
    }
}
