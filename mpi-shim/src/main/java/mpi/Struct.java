package mpi;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Base class of struct datatypes described field by field. A subclass adds its fields in its constructor (each
 * add* returns the field's byte offset; fields follow each other without padding unless {@link #setOffset} moves
 * the next one), and defines a {@link Data} subclass whose accessors read and write one struct in a ByteBuffer:
 *
 * <pre>
 * class Particle extends Struct {
 *     private final int x = addDouble(), id = addInt();
 *     protected Data newData() { return new Data(); }
 *     class Data extends Struct.Data {
 *         double getX() { return getDouble(x); }
 *         void putX(double v) { putDouble(x, v); }
 *     }
 * }
 * </pre>
 *
 * {@link #getType()} builds and commits the MPI struct datatype on first use; after that no field can be added.
 * Its extent is what MPI says (the C struct alignment rule), and {@link #getData(ByteBuffer, int)} steps by it.
 */
public abstract class Struct {
    /** One field: a Datatype or a nested Struct, its byte offset and number of elements. */
    private static final class Field {
        final Object type;
        final int offset;
        final int length;

        Field(Object type, int offset, int length) {
            this.type = type;
            this.offset = offset;
            this.length = length;
        }
    }

    private final List<Field> fields = new ArrayList<>();
    /** The accumulated size while fields are added, the datatype's extent once built. */
    private int extent;
    private Datatype datatype;

    public Struct() {}

    private synchronized void build() throws MPIException {
        if (datatype != null) {
            return;
        }
        int n = fields.size();
        int[] lengths = new int[n];
        int[] offsets = new int[n];
        Datatype[] types = new Datatype[n];
        for (int i = 0; i < n; i++) {
            Field f = fields.get(i);
            lengths[i] = f.length;
            offsets[i] = f.offset;
            types[i] = f.type instanceof Struct ? ((Struct) f.type).getType() : (Datatype) f.type;
        }
        Datatype type = Datatype.createStruct(lengths, offsets, types);
        type.commit();
        extent = type.getExtent();
        datatype = type;
    }

    /** The extent in bytes of one struct (builds the datatype). */
    public final int getExtent() throws MPIException {
        build();
        return extent;
    }

    /** The committed MPI struct datatype (built on first call). */
    public final Datatype getType() throws MPIException {
        build();
        return datatype;
    }

    /** A new, unattached accessor of the subclass's Data type. */
    protected abstract Data newData();

    @SuppressWarnings("unchecked")
    private <T extends Data> T attach(ByteBuffer buffer, int offset) {
        Data d = newData();
        d.buffer = buffer.order() == ByteOrder.nativeOrder() ? buffer : buffer.duplicate().order(ByteOrder.nativeOrder());
        d.offset = offset;
        return (T) d;
    }

    private static ByteBuffer checked(ByteBuffer buffer) {
        return Args.notNull(buffer, "buffer");
    }

    private static int position(int index, int extent) {
        if (index < 0) {
            throw new IndexOutOfBoundsException("index is negative: " + index);
        }
        return Math.multiplyExact(index, extent);
    }

    /** An accessor of the first struct in {@code buffer}. */
    public final <T extends Data> T getData(ByteBuffer buffer) throws MPIException {
        build();
        return attach(checked(buffer), 0);
    }

    /** An accessor of struct number {@code index} (at index times the extent) in {@code buffer}. */
    public final <T extends Data> T getData(ByteBuffer buffer, int index) throws MPIException {
        build();
        return attach(checked(buffer), position(index, extent));
    }

    /** An accessor of the first struct in {@code array}. */
    public final <T extends Data> T getData(byte[] array) throws MPIException {
        return getData(ByteBuffer.wrap(Args.notNull(array, "array")).order(ByteOrder.nativeOrder()));
    }

    /** An accessor of struct number {@code index} in {@code array}. */
    public final <T extends Data> T getData(byte[] array, int index) throws MPIException {
        return getData(ByteBuffer.wrap(Args.notNull(array, "array")).order(ByteOrder.nativeOrder()), index);
    }

    private int addField(Object type, int typeExtent, int length) {
        if (datatype != null) {
            throw new IllegalStateException("The struct data type was committed: no field can be added.");
        }
        if (length < 0) {
            throw new IllegalArgumentException("length is negative: " + length);
        }
        int offset = extent;
        extent = Math.addExact(extent, Math.multiplyExact(typeExtent, length));
        fields.add(new Field(type, offset, length));
        return offset;
    }

    /** Places the next field at byte {@code offset}, which must not be below the end of the previous field. */
    public final Struct setOffset(int offset) {
        if (datatype != null) {
            throw new IllegalStateException("The struct data type was committed: no field can be added.");
        }
        if (offset < extent) {
            throw new IllegalArgumentException("The offset must be greater or equal to the accumulated extent ("
                    + extent + "): " + offset);
        }
        extent = offset;
        return this;
    }

    /**
     * Adds a C integer field of {@code size} bytes (2, 4 or 8) as short, int or long: the pair types' value and
     * index fields, whose C sizes the ABI probe measured.
     */
    final int addInteger(int size) {
        switch (size) {
            case 2: return addShort();
            case 4: return addInt();
            case 8: return addLong();
            default: throw new IllegalArgumentException("unsupported field size " + size);
        }
    }

    public final int addByte() {
        return addByte(1);
    }

    public final int addByte(int length) {
        return addField(MPI.BYTE, 1, length);
    }

    public final int addChar() {
        return addChar(1);
    }

    public final int addChar(int length) {
        return addField(MPI.CHAR, 2, length);
    }

    public final int addShort() {
        return addShort(1);
    }

    public final int addShort(int length) {
        return addField(MPI.SHORT, 2, length);
    }

    public final int addInt() {
        return addInt(1);
    }

    public final int addInt(int length) {
        return addField(MPI.INT, 4, length);
    }

    public final int addLong() {
        return addLong(1);
    }

    public final int addLong(int length) {
        return addField(MPI.LONG, 8, length);
    }

    public final int addFloat() {
        return addFloat(1);
    }

    public final int addFloat(int length) {
        return addField(MPI.FLOAT, 4, length);
    }

    public final int addDouble() {
        return addDouble(1);
    }

    public final int addDouble(int length) {
        return addField(MPI.DOUBLE, 8, length);
    }

    /** A nested struct field (the nested struct's datatype is built now). */
    public final int addStruct(Struct struct) throws MPIException {
        return addStruct(struct, 1);
    }

    public final int addStruct(Struct struct, int length) throws MPIException {
        Args.notNull(struct, "struct");
        if (struct == this) {
            throw new IllegalArgumentException("a struct cannot contain itself");
        }
        return addField(struct, struct.getExtent(), length);
    }

    /** A field of any datatype, {@code length} elements of its extent each. */
    public final int addData(Datatype type) throws MPIException {
        return addData(type, 1);
    }

    public final int addData(Datatype type, int length) throws MPIException {
        Args.notNull(type, "type");
        return addField(type, (int) type.extentBytes(), length);
    }

    /**
     * Reads and writes one struct stored in a ByteBuffer (native byte order), at the offset the accessor was
     * created for. Subclasses call the protected get/put methods with the field offsets add* returned; the
     * {@code index} forms address element {@code index} of an array field. Java's bounds checks apply.
     */
    public abstract class Data {
        private ByteBuffer buffer;
        private int offset;

        public Data() {}

        /** The buffer from this struct on (a slice when the struct is not the buffer's first). */
        public final ByteBuffer getBuffer() {
            return offset == 0 ? buffer : slice(offset);
        }

        private ByteBuffer slice(int position) {
            return ((ByteBuffer) buffer.duplicate().clear().position(position)).slice().order(ByteOrder.nativeOrder());
        }

        protected final byte getByte(int field) {
            return buffer.get(offset + field);
        }

        protected final byte getByte(int field, int index) {
            return buffer.get(offset + field + index);
        }

        protected final void putByte(int field, byte v) {
            buffer.put(offset + field, v);
        }

        protected final void putByte(int field, int index, byte v) {
            buffer.put(offset + field + index, v);
        }

        protected final char getChar(int field) {
            return buffer.getChar(offset + field);
        }

        protected final char getChar(int field, int index) {
            return buffer.getChar(offset + field + index * 2);
        }

        protected final void putChar(int field, char v) {
            buffer.putChar(offset + field, v);
        }

        protected final void putChar(int field, int index, char v) {
            buffer.putChar(offset + field + index * 2, v);
        }

        protected final short getShort(int field) {
            return buffer.getShort(offset + field);
        }

        protected final short getShort(int field, int index) {
            return buffer.getShort(offset + field + index * 2);
        }

        protected final void putShort(int field, short v) {
            buffer.putShort(offset + field, v);
        }

        protected final void putShort(int field, int index, short v) {
            buffer.putShort(offset + field + index * 2, v);
        }

        protected final int getInt(int field) {
            return buffer.getInt(offset + field);
        }

        protected final int getInt(int field, int index) {
            return buffer.getInt(offset + field + index * 4);
        }

        protected final void putInt(int field, int v) {
            buffer.putInt(offset + field, v);
        }

        protected final void putInt(int field, int index, int v) {
            buffer.putInt(offset + field + index * 4, v);
        }

        protected final long getLong(int field) {
            return buffer.getLong(offset + field);
        }

        protected final long getLong(int field, int index) {
            return buffer.getLong(offset + field + index * 8);
        }

        protected final void putLong(int field, long v) {
            buffer.putLong(offset + field, v);
        }

        protected final void putLong(int field, int index, long v) {
            buffer.putLong(offset + field + index * 8, v);
        }

        /** The integer field of {@code size} bytes at {@code field} (see {@link Struct#addInteger}). */
        final long getInteger(int field, int size) {
            switch (size) {
                case 2: return getShort(field);
                case 4: return getInt(field);
                default: return getLong(field);
            }
        }

        /** Stores {@code v} in the integer field of {@code size} bytes at {@code field} (C's narrowing). */
        final void putInteger(int field, int size, long v) {
            switch (size) {
                case 2: putShort(field, (short) v); break;
                case 4: putInt(field, (int) v); break;
                default: putLong(field, v); break;
            }
        }

        protected final float getFloat(int field) {
            return buffer.getFloat(offset + field);
        }

        protected final float getFloat(int field, int index) {
            return buffer.getFloat(offset + field + index * 4);
        }

        protected final void putFloat(int field, float v) {
            buffer.putFloat(offset + field, v);
        }

        protected final void putFloat(int field, int index, float v) {
            buffer.putFloat(offset + field + index * 4, v);
        }

        protected final double getDouble(int field) {
            return buffer.getDouble(offset + field);
        }

        protected final double getDouble(int field, int index) {
            return buffer.getDouble(offset + field + index * 8);
        }

        protected final void putDouble(int field, double v) {
            buffer.putDouble(offset + field, v);
        }

        protected final void putDouble(int field, int index, double v) {
            buffer.putDouble(offset + field + index * 8, v);
        }

        /** An accessor of the nested struct field at {@code field}. */
        protected final <S extends Struct, D extends Struct.Data> D getData(S struct, int field) {
            return ((Struct) struct).attach(buffer, offset + field);
        }

        /** An accessor of element {@code index} of the nested struct array field at {@code field}. */
        protected final <S extends Struct, D extends Struct.Data> D getData(S struct, int field, int index) {
            Struct nested = struct;
            return nested.attach(buffer, offset + field + position(index, nested.extent));
        }

        /** The buffer from field {@code field} on, for sending or receiving that field. */
        protected final ByteBuffer getBuffer(Datatype type, int field) {
            int position = offset + field;
            return position == 0 ? buffer : slice(position);
        }

        /** The buffer from element {@code index} (of {@code type}'s extent) of the array field at {@code field}. */
        protected final ByteBuffer getBuffer(Datatype type, int field, int index) throws MPIException {
            int position = offset + field + position(index, (int) Args.notNull(type, "type").extentBytes());
            return position == 0 ? buffer : slice(position);
        }
    }
}
