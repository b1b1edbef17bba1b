package mpi;

/**
 * The layout of MPI.SHORT_INT (a C short and an int index, for MINLOC and MAXLOC) as a {@link Struct}: use
 * {@code MPI.shortInt.getData(buffer, i)} to read and write element i of a buffer of MPI.SHORT_INT values
 * (MPI.shortInt.getExtent() bytes each). Sizes and offsets come from the C struct the ABI probe measured.
 */
public final class ShortInt extends Struct {
    private final int valueSize;
    private final int indexOffset;
    private final int indexSize;

    /**
     * The layout of the C pair, as the ABI description measured it.
     * @param valueSize bytes of the value (C short)
     * @param indexOffset byte offset of the index in the C pair struct
     * @param indexSize bytes of the index (C int)
     */
    protected ShortInt(int valueSize, int indexOffset, int indexSize) {
        this.valueSize = valueSize;
        this.indexOffset = indexOffset;
        this.indexSize = indexSize;
        addInteger(valueSize);
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
        public short getValue() {
            return (short) getInteger(0, valueSize);
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
        public void putValue(short v) {
            putInteger(0, valueSize, v);
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
