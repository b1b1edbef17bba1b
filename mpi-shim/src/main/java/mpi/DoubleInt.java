package mpi;

/**
 * The layout of MPI.DOUBLE_INT (a double and an int index, for MINLOC and MAXLOC) as a {@link Struct}: use
 * {@code MPI.doubleInt.getData(buffer, i)} to read and write element i of a buffer of MPI.DOUBLE_INT
 * values (MPI.doubleInt.getExtent() bytes each). Offsets come from the C struct the ABI probe measured.
 */
public final class DoubleInt extends Struct {
    private final int indexOffset;
    private final int indexSize;

    /**
     * The layout of the C pair, as the ABI description measured it.
     * @param indexOffset byte offset of the index in the C pair struct
     * @param indexSize bytes of the index (C int)
     */
    protected DoubleInt(int indexOffset, int indexSize) {
        addDouble();
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
        public double getValue() {
            return getDouble(0);
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
        public void putValue(double v) {
            putDouble(0, v);
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
