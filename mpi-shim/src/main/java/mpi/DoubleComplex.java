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

    /**
     * A view of the first complex number of a buffer.
     * @param buffer the storage; its position is ignored
     * @return the view
     * @throws IllegalArgumentException if {@code buffer} is null
     */
    public static DoubleComplex get(DoubleBuffer buffer) {
        return new DoubleComplex(buffer, 0);
    }

    /**
     * A view of complex number {@code index} of a buffer: doubles {@code 2*index} and {@code 2*index+1}.
     * @param buffer the storage; its position is ignored
     * @param index the number's position, counted in complex numbers
     * @return the view
     * @throws IllegalArgumentException if {@code buffer} is null
     * @throws IndexOutOfBoundsException if {@code index} is negative
     */
    public static DoubleComplex get(DoubleBuffer buffer, int index) {
        return new DoubleComplex(buffer, index);
    }

    /**
     * A view of the first complex number of an array.
     * @param array the storage
     * @return the view
     * @throws IllegalArgumentException if {@code array} is null
     */
    public static DoubleComplex get(double[] array) {
        return new DoubleComplex(DoubleBuffer.wrap(Args.notNull(array, "array")), 0);
    }

    /**
     * A view of complex number {@code index} of an array: elements {@code 2*index} and {@code 2*index+1}.
     * @param array the storage
     * @param index the number's position, counted in complex numbers
     * @return the view
     * @throws IllegalArgumentException if {@code array} is null
     * @throws IndexOutOfBoundsException if {@code index} is negative
     */
    public static DoubleComplex get(double[] array, int index) {
        return new DoubleComplex(DoubleBuffer.wrap(Args.notNull(array, "array")), index);
    }

    /**
     * A view of the first complex number of a byte buffer, read in native byte order whatever the buffer's own order.
     * @param buffer the storage; its position is ignored
     * @return the view
     * @throws IllegalArgumentException if {@code buffer} is null
     */
    public static DoubleComplex get(ByteBuffer buffer) {
        return get(buffer, 0);
    }

    /**
     * A view of complex number {@code index} of a byte buffer, read in native byte order whatever the buffer's own
     * order.
     * @param buffer the storage; its position is ignored
     * @param index the number's position, counted in complex numbers
     * @return the view
     * @throws IllegalArgumentException if {@code buffer} is null
     * @throws IndexOutOfBoundsException if {@code index} is negative
     */
    public static DoubleComplex get(ByteBuffer buffer, int index) {
        Args.notNull(buffer, "buffer");
        return new DoubleComplex(buffer.duplicate().order(ByteOrder.nativeOrder()).asDoubleBuffer(), index);
    }

    /**
     * Reads the real part.
     * @return the real part
     */
    public double getReal() {
        return buffer.get(offset);
    }

    /**
     * Reads the imaginary part.
     * @return the imaginary part
     */
    public double getImag() {
        return buffer.get(offset + 1);
    }

    /**
     * Writes the real part.
     * @param real the real part
     */
    public void putReal(double real) {
        buffer.put(offset, real);
    }

    /**
     * Writes the imaginary part.
     * @param imag the imaginary part
     */
    public void putImag(double imag) {
        buffer.put(offset + 1, imag);
    }

    /**
     * The storage from this number on: the buffer itself for the first number, otherwise a slice starting at this one.
     * @return the storage
     */
    public DoubleBuffer getBuffer() {
        if (offset == 0) {
            return buffer;
        }
        return ((DoubleBuffer) buffer.duplicate().clear().position(offset)).slice();
    }
}
