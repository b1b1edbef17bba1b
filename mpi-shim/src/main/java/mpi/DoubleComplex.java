package mpi;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;

/**
 * A view of one complex number (real part, then imaginary part) of MPI.DOUBLE_COMPLEX data in a double array or buffer:
 * element {@code index} occupies doubles 2*index and 2*index+1. Reads and writes go straight to the storage.
 */
public final class DoubleComplex {
    private final DoubleBuffer buffer;
    private final int offset;

    private DoubleComplex(DoubleBuffer buffer, int index) {
        Args.notNull(buffer, "buffer");
        if (index < 0) {
            throw new IndexOutOfBoundsException("index is negative: " + index);
        }
        this.buffer = buffer;
        this.offset = Math.multiplyExact(index, 2);
    }

    public static DoubleComplex get(DoubleBuffer buffer) {
        return new DoubleComplex(buffer, 0);
    }

    public static DoubleComplex get(DoubleBuffer buffer, int index) {
        return new DoubleComplex(buffer, index);
    }

    public static DoubleComplex get(double[] array) {
        return new DoubleComplex(DoubleBuffer.wrap(Args.notNull(array, "array")), 0);
    }

    public static DoubleComplex get(double[] array, int index) {
        return new DoubleComplex(DoubleBuffer.wrap(Args.notNull(array, "array")), index);
    }

    /** A view over a ByteBuffer, read in native byte order whatever the buffer's own order. */
    public static DoubleComplex get(ByteBuffer buffer) {
        return get(buffer, 0);
    }

    public static DoubleComplex get(ByteBuffer buffer, int index) {
        Args.notNull(buffer, "buffer");
        return new DoubleComplex(buffer.duplicate().order(ByteOrder.nativeOrder()).asDoubleBuffer(), index);
    }

    public double getReal() {
        return buffer.get(offset);
    }

    public double getImag() {
        return buffer.get(offset + 1);
    }

    public void putReal(double real) {
        buffer.put(offset, real);
    }

    public void putImag(double imag) {
        buffer.put(offset + 1, imag);
    }

    /** The storage from this number on (a slice when it is not the first). */
    public DoubleBuffer getBuffer() {
        if (offset == 0) {
            return buffer;
        }
        return ((DoubleBuffer) buffer.duplicate().clear().position(offset)).slice();
    }
}
