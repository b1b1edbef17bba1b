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

    /** A struct with no fields yet: add them in the subclass's constructor. */
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

    /**
     * The extent of one struct in bytes, as MPI computes it for the struct datatype (the C alignment rule); builds the
     * datatype on first use.
     * @return the extent
     * @throws MPIException if building the datatype fails
     */
    public final int getExtent() throws MPIException {
        build();
        return extent;
    }

    /**
     * The MPI struct datatype, built ({@link Datatype#createStruct}) and committed on first call; no field can be added
     * after.
     * @return the committed datatype
     * @throws MPIException if building the datatype fails
     */
    public final Datatype getType() throws MPIException {
        build();
        return datatype;
    }

    /**
     * A new, unattached accessor of the subclass's {@link Data} type.
     * @return the accessor
     */
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

    /**
     * An accessor of the first struct in a buffer (read in native byte order).
     * @param <T> the subclass's {@link Data} type
     * @param buffer the structs
     * @return the accessor
     * @throws MPIException if building the datatype fails
     */
    public final <T extends Data> T getData(ByteBuffer buffer) throws MPIException {
        build();
        return attach(checked(buffer), 0);
    }

    /**
     * An accessor of struct number {@code index} in a buffer, at {@code index} times the extent.
     * @param <T> the subclass's {@link Data} type
     * @param buffer the structs
     * @param index the struct's position
     * @return the accessor
     * @throws MPIException if building the datatype fails
     * @throws IndexOutOfBoundsException if {@code index} is negative
     */
    public final <T extends Data> T getData(ByteBuffer buffer, int index) throws MPIException {
        build();
        return attach(checked(buffer), position(index, extent));
    }

    /**
     * An accessor of the first struct in a byte array.
     * @param <T> the subclass's {@link Data} type
     * @param array the structs
     * @return the accessor
     * @throws MPIException if building the datatype fails
     */
    public final <T extends Data> T getData(byte[] array) throws MPIException {
        return getData(ByteBuffer.wrap(Args.notNull(array, "array")).order(ByteOrder.nativeOrder()));
    }

    /**
     * An accessor of struct number {@code index} in a byte array.
     * @param <T> the subclass's {@link Data} type
     * @param array the structs
     * @param index the struct's position
     * @return the accessor
     * @throws MPIException if building the datatype fails
     * @throws IndexOutOfBoundsException if {@code index} is negative
     */
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

    /**
     * Places the next field at a byte offset, leaving a gap after the previous field.
     * @param offset the offset, not below the end of the previous field
     * @return this struct
     * @throws IllegalArgumentException if {@code offset} is below the end of the previous field
     * @throws IllegalStateException if the datatype was already built
     */
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

    /**
     * Adds a {@code byte} field ({@link MPI#BYTE}).
     * @return the field's byte offset
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addByte() {
        return addByte(1);
    }

    /**
     * Adds an array field of {@code length} {@code byte}s ({@link MPI#BYTE}).
     * @param length the number of elements
     * @return the field's byte offset
     * @throws IllegalArgumentException if {@code length} is negative
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addByte(int length) {
        return addField(MPI.BYTE, 1, length);
    }

    /**
     * Adds a {@code char} field ({@link MPI#CHAR}).
     * @return the field's byte offset
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addChar() {
        return addChar(1);
    }

    /**
     * Adds an array field of {@code length} {@code char}s ({@link MPI#CHAR}).
     * @param length the number of elements
     * @return the field's byte offset
     * @throws IllegalArgumentException if {@code length} is negative
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addChar(int length) {
        return addField(MPI.CHAR, 2, length);
    }

    /**
     * Adds a {@code short} field ({@link MPI#SHORT}).
     * @return the field's byte offset
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addShort() {
        return addShort(1);
    }

    /**
     * Adds an array field of {@code length} {@code short}s ({@link MPI#SHORT}).
     * @param length the number of elements
     * @return the field's byte offset
     * @throws IllegalArgumentException if {@code length} is negative
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addShort(int length) {
        return addField(MPI.SHORT, 2, length);
    }

    /**
     * Adds a {@code int} field ({@link MPI#INT}).
     * @return the field's byte offset
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addInt() {
        return addInt(1);
    }

    /**
     * Adds an array field of {@code length} {@code int}s ({@link MPI#INT}).
     * @param length the number of elements
     * @return the field's byte offset
     * @throws IllegalArgumentException if {@code length} is negative
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addInt(int length) {
        return addField(MPI.INT, 4, length);
    }

    /**
     * Adds a {@code long} field ({@link MPI#LONG}).
     * @return the field's byte offset
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addLong() {
        return addLong(1);
    }

    /**
     * Adds an array field of {@code length} {@code long}s ({@link MPI#LONG}).
     * @param length the number of elements
     * @return the field's byte offset
     * @throws IllegalArgumentException if {@code length} is negative
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addLong(int length) {
        return addField(MPI.LONG, 8, length);
    }

    /**
     * Adds a {@code float} field ({@link MPI#FLOAT}).
     * @return the field's byte offset
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addFloat() {
        return addFloat(1);
    }

    /**
     * Adds an array field of {@code length} {@code float}s ({@link MPI#FLOAT}).
     * @param length the number of elements
     * @return the field's byte offset
     * @throws IllegalArgumentException if {@code length} is negative
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addFloat(int length) {
        return addField(MPI.FLOAT, 4, length);
    }

    /**
     * Adds a {@code double} field ({@link MPI#DOUBLE}).
     * @return the field's byte offset
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addDouble() {
        return addDouble(1);
    }

    /**
     * Adds an array field of {@code length} {@code double}s ({@link MPI#DOUBLE}).
     * @param length the number of elements
     * @return the field's byte offset
     * @throws IllegalArgumentException if {@code length} is negative
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addDouble(int length) {
        return addField(MPI.DOUBLE, 8, length);
    }

    /**
     * Adds a nested struct field; the nested struct's datatype is built now.
     * @param struct the nested struct
     * @return the field's byte offset
     * @throws MPIException if building the nested datatype fails
     * @throws IllegalArgumentException if {@code struct} is null or this struct
     * @throws IllegalStateException if this datatype was already built
     */
    public final int addStruct(Struct struct) throws MPIException {
        return addStruct(struct, 1);
    }

    /**
     * Adds an array field of {@code length} nested structs; the nested struct's datatype is built now.
     * @param struct the nested struct
     * @param length the number of elements
     * @return the field's byte offset
     * @throws MPIException if building the nested datatype fails
     * @throws IllegalArgumentException if {@code struct} is null or this struct, or {@code length} is negative
     * @throws IllegalStateException if this datatype was already built
     */
    public final int addStruct(Struct struct, int length) throws MPIException {
        Args.notNull(struct, "struct");
        if (struct == this) {
            throw new IllegalArgumentException("a struct cannot contain itself");
        }
        return addField(struct, struct.getExtent(), length);
    }

    /**
     * Adds a field of any datatype, one element of its extent.
     * @param type the field's datatype
     * @return the field's byte offset
     * @throws MPIException if the type's extent cannot be asked ({@code MPI_Type_get_extent})
     * @throws IllegalStateException if the datatype was already built
     */
    public final int addData(Datatype type) throws MPIException {
        return addData(type, 1);
    }

    /**
     * Adds an array field of {@code length} elements of any datatype, each its extent long.
     * @param type the field's datatype
     * @param length the number of elements
     * @return the field's byte offset
     * @throws MPIException if the type's extent cannot be asked ({@code MPI_Type_get_extent})
     * @throws IllegalArgumentException if {@code length} is negative
     * @throws IllegalStateException if the datatype was already built
     */
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

        /** An accessor not yet attached to a buffer; {@link Struct#getData(ByteBuffer)} attaches it. */
        public Data() {}

        /**
         * The buffer from this struct on: the buffer itself for the first struct, otherwise a slice starting at this
         * one.
         * @return the buffer
         */
        public final ByteBuffer getBuffer() {
            return offset == 0 ? buffer : slice(offset);
        }

        private ByteBuffer slice(int position) {
            return ((ByteBuffer) buffer.duplicate().clear().position(position)).slice().order(ByteOrder.nativeOrder());
        }

        /**
         * Reads a {@code byte} field.
         * @param field the field's byte offset, as {@code addByte} returned it
         * @return the value
         */
        protected final byte getByte(int field) {
            return buffer.get(offset + field);
        }

        /**
         * Reads element {@code index} of a {@code byte} array field.
         * @param field the field's byte offset
         * @param index the element
         * @return the value
         */
        protected final byte getByte(int field, int index) {
            return buffer.get(offset + field + index);
        }

        /**
         * Writes a {@code byte} field.
         * @param field the field's byte offset
         * @param v the value
         */
        protected final void putByte(int field, byte v) {
            buffer.put(offset + field, v);
        }

        /**
         * Writes element {@code index} of a {@code byte} array field.
         * @param field the field's byte offset
         * @param index the element
         * @param v the value
         */
        protected final void putByte(int field, int index, byte v) {
            buffer.put(offset + field + index, v);
        }

        /**
         * Reads a {@code char} field.
         * @param field the field's byte offset, as {@code addChar} returned it
         * @return the value
         */
        protected final char getChar(int field) {
            return buffer.getChar(offset + field);
        }

        /**
         * Reads element {@code index} of a {@code char} array field.
         * @param field the field's byte offset
         * @param index the element
         * @return the value
         */
        protected final char getChar(int field, int index) {
            return buffer.getChar(offset + field + index * 2);
        }

        /**
         * Writes a {@code char} field.
         * @param field the field's byte offset
         * @param v the value
         */
        protected final void putChar(int field, char v) {
            buffer.putChar(offset + field, v);
        }

        /**
         * Writes element {@code index} of a {@code char} array field.
         * @param field the field's byte offset
         * @param index the element
         * @param v the value
         */
        protected final void putChar(int field, int index, char v) {
            buffer.putChar(offset + field + index * 2, v);
        }

        /**
         * Reads a {@code short} field.
         * @param field the field's byte offset, as {@code addShort} returned it
         * @return the value
         */
        protected final short getShort(int field) {
            return buffer.getShort(offset + field);
        }

        /**
         * Reads element {@code index} of a {@code short} array field.
         * @param field the field's byte offset
         * @param index the element
         * @return the value
         */
        protected final short getShort(int field, int index) {
            return buffer.getShort(offset + field + index * 2);
        }

        /**
         * Writes a {@code short} field.
         * @param field the field's byte offset
         * @param v the value
         */
        protected final void putShort(int field, short v) {
            buffer.putShort(offset + field, v);
        }

        /**
         * Writes element {@code index} of a {@code short} array field.
         * @param field the field's byte offset
         * @param index the element
         * @param v the value
         */
        protected final void putShort(int field, int index, short v) {
            buffer.putShort(offset + field + index * 2, v);
        }

        /**
         * Reads a {@code int} field.
         * @param field the field's byte offset, as {@code addInt} returned it
         * @return the value
         */
        protected final int getInt(int field) {
            return buffer.getInt(offset + field);
        }

        /**
         * Reads element {@code index} of a {@code int} array field.
         * @param field the field's byte offset
         * @param index the element
         * @return the value
         */
        protected final int getInt(int field, int index) {
            return buffer.getInt(offset + field + index * 4);
        }

        /**
         * Writes a {@code int} field.
         * @param field the field's byte offset
         * @param v the value
         */
        protected final void putInt(int field, int v) {
            buffer.putInt(offset + field, v);
        }

        /**
         * Writes element {@code index} of a {@code int} array field.
         * @param field the field's byte offset
         * @param index the element
         * @param v the value
         */
        protected final void putInt(int field, int index, int v) {
            buffer.putInt(offset + field + index * 4, v);
        }

        /**
         * Reads a {@code long} field.
         * @param field the field's byte offset, as {@code addLong} returned it
         * @return the value
         */
        protected final long getLong(int field) {
            return buffer.getLong(offset + field);
        }

        /**
         * Reads element {@code index} of a {@code long} array field.
         * @param field the field's byte offset
         * @param index the element
         * @return the value
         */
        protected final long getLong(int field, int index) {
            return buffer.getLong(offset + field + index * 8);
        }

        /**
         * Writes a {@code long} field.
         * @param field the field's byte offset
         * @param v the value
         */
        protected final void putLong(int field, long v) {
            buffer.putLong(offset + field, v);
        }

        /**
         * Writes element {@code index} of a {@code long} array field.
         * @param field the field's byte offset
         * @param index the element
         * @param v the value
         */
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

        /**
         * Reads a {@code float} field.
         * @param field the field's byte offset, as {@code addFloat} returned it
         * @return the value
         */
        protected final float getFloat(int field) {
            return buffer.getFloat(offset + field);
        }

        /**
         * Reads element {@code index} of a {@code float} array field.
         * @param field the field's byte offset
         * @param index the element
         * @return the value
         */
        protected final float getFloat(int field, int index) {
            return buffer.getFloat(offset + field + index * 4);
        }

        /**
         * Writes a {@code float} field.
         * @param field the field's byte offset
         * @param v the value
         */
        protected final void putFloat(int field, float v) {
            buffer.putFloat(offset + field, v);
        }

        /**
         * Writes element {@code index} of a {@code float} array field.
         * @param field the field's byte offset
         * @param index the element
         * @param v the value
         */
        protected final void putFloat(int field, int index, float v) {
            buffer.putFloat(offset + field + index * 4, v);
        }

        /**
         * Reads a {@code double} field.
         * @param field the field's byte offset, as {@code addDouble} returned it
         * @return the value
         */
        protected final double getDouble(int field) {
            return buffer.getDouble(offset + field);
        }

        /**
         * Reads element {@code index} of a {@code double} array field.
         * @param field the field's byte offset
         * @param index the element
         * @return the value
         */
        protected final double getDouble(int field, int index) {
            return buffer.getDouble(offset + field + index * 8);
        }

        /**
         * Writes a {@code double} field.
         * @param field the field's byte offset
         * @param v the value
         */
        protected final void putDouble(int field, double v) {
            buffer.putDouble(offset + field, v);
        }

        /**
         * Writes element {@code index} of a {@code double} array field.
         * @param field the field's byte offset
         * @param index the element
         * @param v the value
         */
        protected final void putDouble(int field, int index, double v) {
            buffer.putDouble(offset + field + index * 8, v);
        }

        /**
         * An accessor of a nested struct field.
         * @param <S> the nested struct's type
         * @param <D> its {@link Data} type
         * @param struct the nested struct
         * @param field the field's byte offset
         * @return the accessor
         */
        protected final <S extends Struct, D extends Struct.Data> D getData(S struct, int field) {
            return ((Struct) struct).attach(buffer, offset + field);
        }

        /**
         * An accessor of element {@code index} of a nested struct array field.
         * @param <S> the nested struct's type
         * @param <D> its {@link Data} type
         * @param struct the nested struct
         * @param field the field's byte offset
         * @param index the element
         * @return the accessor
         * @throws IndexOutOfBoundsException if {@code index} is negative
         */
        protected final <S extends Struct, D extends Struct.Data> D getData(S struct, int field, int index) {
            Struct nested = struct;
            return nested.attach(buffer, offset + field + position(index, nested.extent));
        }

        /**
         * The buffer from a field on, to send or receive that field.
         * @param type the field's datatype (unused: the field's offset says where)
         * @param field the field's byte offset
         * @return the buffer, a slice unless the field is at the buffer's start
         */
        protected final ByteBuffer getBuffer(Datatype type, int field) {
            int position = offset + field;
            return position == 0 ? buffer : slice(position);
        }

        /**
         * The buffer from element {@code index} of an array field on, elements {@code type}'s extent apart.
         * @param type the field's datatype
         * @param field the field's byte offset
         * @param index the element
         * @return the buffer, a slice unless it is the buffer's start
         * @throws MPIException if the type's extent cannot be asked
         */
        protected final ByteBuffer getBuffer(Datatype type, int field, int index) throws MPIException {
            int position = offset + field + position(index, (int) Args.notNull(type, "type").extentBytes());
            return position == 0 ? buffer : slice(position);
        }
    }
}
