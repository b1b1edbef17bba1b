package mpi;

/**
 * The layout of MPI.LONG_INT (a C long and an int index, for MINLOC and MAXLOC) as a {@link Struct}: use
 * {@code MPI.longInt.getData(buffer, i)} to read and write element i of a buffer of MPI.LONG_INT values
 * (MPI.longInt.getExtent() bytes each). Sizes and offsets come from the C struct the ABI probe measured.
 */
public final class LongInt extends Struct {
    private final int valueSize;
    private final int indexOffset;
    private final int indexSize;

    /**
     * @param valueSize   bytes of the C long
     * @param indexOffset byte offset of the index in the C pair struct
     * @param indexSize   bytes of the index (C int)
     */
    protected LongInt(int valueSize, int indexOffset, int indexSize) {
        this.valueSize = valueSize;
        this.indexOffset = indexOffset;
        this.indexSize = indexSize;
        addValue(valueSize);
        setOffset(indexOffset);
        addValue(indexSize);
    }

    private void addValue(int size) {
        switch (size) {
            case 2: addShort(); break;
            case 4: addInt(); break;
            case 8: addLong(); break;
            default: throw new IllegalArgumentException("unsupported field size " + size);
        }
    }

    @Override
    protected Data newData() {
        return new Data();
    }

    /** Reads and writes one value-index pair. */
    public final class Data extends Struct.Data {
        private long read(int field, int size) {
            switch (size) {
                case 2: return getShort(field);
                case 4: return getInt(field);
                default: return getLong(field);
            }
        }

        private void write(int field, int size, long v) {
            switch (size) {
                case 2: putShort(field, (short) v); break;
                case 4: putInt(field, (int) v); break;
                default: putLong(field, v); break;
            }
        }

        public long getValue() {
            return (long) read(0, valueSize);
        }

        public int getIndex() {
            return (int) read(indexOffset, indexSize);
        }

        public void putValue(long v) {
            write(0, valueSize, v);
        }

        public void putIndex(int v) {
            write(indexOffset, indexSize, v);
        }
    }
}
