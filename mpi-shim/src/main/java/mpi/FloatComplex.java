package mpi;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;

/**
 * A view of one complex number (real part, then imaginary part) of MPI.FLOAT_COMPLEX data in a float array or buffer:
 * element {@code index} occupies floats 2*index and 2*index+1. Reads and writes go straight to the storage.
 */
public final class FloatComplex {
    private final FloatBuffer buffer;
    private final int offset;

    private FloatComplex(FloatBuffer buffer, int index) {
        Args.notNull(buffer, "buffer");
        if (index < 0) {
            throw new IndexOutOfBoundsException("index is negative: " + index);
        }
        this.buffer = buffer;
        this.offset = Math.multiplyExact(index, 2);
    }

    public static FloatComplex get(FloatBuffer buffer) {
        return new FloatComplex(buffer, 0);
    }

    public static FloatComplex get(FloatBuffer buffer, int index) {
        return new FloatComplex(buffer, index);
    }

    public static FloatComplex get(float[] array) {
        return new FloatComplex(FloatBuffer.wrap(Args.notNull(array, "array")), 0);
    }

    public static FloatComplex get(float[] array, int index) {
        return new FloatComplex(FloatBuffer.wrap(Args.notNull(array, "array")), index);
    }

    /** A view over a ByteBuffer, read in native byte order whatever the buffer's own order. */
    public static FloatComplex get(ByteBuffer buffer) {
        return get(buffer, 0);
    }

    public static FloatComplex get(ByteBuffer buffer, int index) {
        Args.notNull(buffer, "buffer");
        return new FloatComplex(buffer.duplicate().order(ByteOrder.nativeOrder()).asFloatBuffer(), index);
    }

    public float getReal() {
        return buffer.get(offset);
    }

    public float getImag() {
        return buffer.get(offset + 1);
    }

    public void putReal(float real) {
        buffer.put(offset, real);
    }

    public void putImag(float imag) {
        buffer.put(offset + 1, imag);
    }

    /** The storage from this number on (a slice when it is not the first). */
    public FloatBuffer getBuffer() {
        if (offset == 0) {
            return buffer;
        }
        return ((FloatBuffer) buffer.duplicate().clear().position(offset)).slice();
    }
}
