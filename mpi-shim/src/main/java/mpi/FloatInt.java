package mpi;

/**
 * The layout of MPI.FLOAT_INT (a float and an int index, for MINLOC and MAXLOC) as a {@link Struct}: use
 * {@code MPI.floatInt.getData(buffer, i)} to read and write element i of a buffer of MPI.FLOAT_INT
 * values (MPI.floatInt.getExtent() bytes each). Offsets come from the C struct the ABI probe measured.
 */
public final class FloatInt extends Struct {
    private final int indexOffset;
    private final int indexSize;

    /**
     * The layout of the C pair, as the ABI description measured it.
     * @param indexOffset byte offset of the index in the C pair struct
     * @param indexSize bytes of the index (C int)
     */
    protected FloatInt(int indexOffset, int indexSize) {
        addFloat();
        this.indexOffset = indexOffset;
        this.indexSize = indexSize;
        setOffset(indexOffset);
        addInteger(indexSize);
    }

    /**
     * A view of one pair.
     * @return a new, unpositioned view
     */
    @Override
    protected Data newData() {
        return new Data();
    }

    /** Reads and writes one value-index pair. */
    public final class Data extends Struct.Data {
        /**
         * Reads the value of the pair.
         * @return the value
         */
        public float getValue() {
            return getFloat(0);
        }

        /**
         * Reads the index of the pair.
         * @return the index
         */
        public int getIndex() {
            return (int) getInteger(indexOffset, indexSize);
        }

        /**
         * Writes the value of the pair.
         * @param v the value
         */
        public void putValue(float v) {
            putFloat(0, v);
        }

        /**
         * Writes the index of the pair.
         * @param v the index
         */
        public void putIndex(int v) {
            putInteger(indexOffset, indexSize, v);
        }
    }
}
