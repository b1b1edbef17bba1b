package programs;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.List;
import mpi.Datatype;
import mpi.MPI;

/**
 * A basic datatype as a test sees it: the Java storage its data lives in, how many storage units one element
 * takes, and which of those units carry data (the pair types have padding). Builds containers of known content:
 * a sentinel everywhere, a rank-specific pattern in the data part, so a test can see both what arrived and that
 * nothing around it was touched.
 */
public final class Elem {
    /** Java storage kinds. */
    public enum Store { BYTE, CHAR, SHORT, BOOLEAN, INT, LONG, FLOAT, DOUBLE }

    public final String name;
    public final Datatype type;
    /** Storage of arrays; buffers store BOOLEAN as bytes (there is no BooleanBuffer). */
    public final Store store;
    public final int unitsPerElement;
    /** Pair types in raw byte layout: bytes of the value, offset of the int index; 0 otherwise. */
    private final int valueBytes;
    private final int indexOffset;

    private Elem(String name, Datatype type, Store store, int unitsPerElement, int valueBytes, int indexOffset) {
        this.name = name;
        this.type = type;
        this.store = store;
        this.unitsPerElement = unitsPerElement;
        this.valueBytes = valueBytes;
        this.indexOffset = indexOffset;
    }

    /** Every basic datatype, the pair types with the C struct layouts of this platform. */
    public static List<Elem> all() throws mpi.MPIException {
        return List.of(
                new Elem("BYTE", MPI.BYTE, Store.BYTE, 1, 0, 0),
                new Elem("CHAR", MPI.CHAR, Store.CHAR, 1, 0, 0),
                new Elem("SHORT", MPI.SHORT, Store.SHORT, 1, 0, 0),
                new Elem("BOOLEAN", MPI.BOOLEAN, Store.BOOLEAN, 1, 0, 0),
                new Elem("INT", MPI.INT, Store.INT, 1, 0, 0),
                new Elem("LONG", MPI.LONG, Store.LONG, 1, 0, 0),
                new Elem("FLOAT", MPI.FLOAT, Store.FLOAT, 1, 0, 0),
                new Elem("DOUBLE", MPI.DOUBLE, Store.DOUBLE, 1, 0, 0),
                new Elem("INT2", MPI.INT2, Store.INT, 2, 0, 0),
                pair("SHORT_INT", MPI.SHORT_INT, 2),
                pair("LONG_INT", MPI.LONG_INT, 8),
                pair("FLOAT_INT", MPI.FLOAT_INT, 4),
                pair("DOUBLE_INT", MPI.DOUBLE_INT, 8));
    }

    /** struct { T value; int index; }: the index follows the value at the int's alignment; extent from MPI. */
    private static Elem pair(String name, Datatype type, int valueBytes) throws mpi.MPIException {
        int indexOffset = Math.max(valueBytes, 4);
        return new Elem(name, type, Store.BYTE, type.getExtent(), valueBytes, indexOffset);
    }

    public boolean isPair() {
        return valueBytes > 0;
    }

    /** Storage used in buffers. */
    public Store bufferStore() {
        return store == Store.BOOLEAN ? Store.BYTE : store;
    }

    /**
     * An array of {@code total} units of {@code store}: a fixed sentinel, and from unit {@code from} on
     * {@code elements} elements of the pattern of {@code seed} (padding of pair types keeps the sentinel).
     */
    public Object container(Store s, int total, int from, int elements, int seed) {
        if (store == Store.BOOLEAN && s == Store.BYTE) {
            // C bool in a byte buffer: the same values as the boolean[] container
            boolean[] z = (boolean[]) container(Store.BOOLEAN, total, from, elements, seed);
            byte[] b = new byte[total];
            for (int i = 0; i < total; i++) {
                b[i] = (byte) (z[i] ? 1 : 0);
            }
            return b;
        }
        Object a = newArray(s, total);
        for (int i = 0; i < total; i++) {
            set(s, a, i, 7777 + 31L * i);
        }
        if (isPair()) {
            byte[] b = (byte[]) a;
            ByteBuffer bb = ByteBuffer.wrap(b).order(ByteOrder.nativeOrder());
            for (int e = 0; e < elements; e++) {
                int base = from + e * unitsPerElement;
                long v = seed * 100L + e - 3;
                switch (valueBytes) {
                    case 2: bb.putShort(base, (short) v); break;
                    case 4: bb.putFloat(base, v + 0.25f); break;
                    default:
                        if (name.startsWith("DOUBLE")) {
                            bb.putDouble(base, v + 0.5);
                        } else {
                            bb.putLong(base, v * 1_000_000_007L);
                        }
                }
                bb.putInt(base + indexOffset, seed * 1000 + e);
            }
        } else {
            for (int i = 0; i < elements * unitsPerElement; i++) {
                set(s, a, from + i, seed * 1_000_003L + i * 977L - 5);
            }
        }
        return a;
    }

    public static Object newArray(Store s, int n) {
        switch (s) {
            case BYTE: return new byte[n];
            case CHAR: return new char[n];
            case SHORT: return new short[n];
            case BOOLEAN: return new boolean[n];
            case INT: return new int[n];
            case LONG: return new long[n];
            case FLOAT: return new float[n];
            default: return new double[n];
        }
    }

    private static void set(Store s, Object a, int i, long v) {
        switch (s) {
            case BYTE: ((byte[]) a)[i] = (byte) v; break;
            case CHAR: ((char[]) a)[i] = (char) v; break;
            case SHORT: ((short[]) a)[i] = (short) v; break;
            case BOOLEAN: ((boolean[]) a)[i] = ((v ^ (v >>> 3)) & 1) == 1; break;
            case INT: ((int[]) a)[i] = (int) (v * 2654435761L); break;
            case LONG: ((long[]) a)[i] = v * 0x9E3779B97F4A7C15L; break;
            case FLOAT: ((float[]) a)[i] = (v % 100_000) / 8f; break;
            default: ((double[]) a)[i] = v / 16.0 - 0.125; break;
        }
    }

    /** A direct buffer of {@code n} units of {@code s} (BYTE for booleans). */
    public static Buffer newDirect(Store s, int n) {
        switch (s) {
            case BYTE: case BOOLEAN: return MPI.newByteBuffer(n);
            case CHAR: return MPI.newCharBuffer(n);
            case SHORT: return MPI.newShortBuffer(n);
            case INT: return MPI.newIntBuffer(n);
            case LONG: return MPI.newLongBuffer(n);
            case FLOAT: return MPI.newFloatBuffer(n);
            default: return MPI.newDoubleBuffer(n);
        }
    }

    /** A direct buffer holding the array {@code a}. */
    public static Buffer directOf(Store s, Object a) {
        Buffer b = newDirect(s, java.lang.reflect.Array.getLength(a));
        b.clear();
        switch (s) {
            case BYTE: ((ByteBuffer) b).put((byte[]) a); break;
            case CHAR: ((CharBuffer) b).put((char[]) a); break;
            case SHORT: ((ShortBuffer) b).put((short[]) a); break;
            case INT: ((IntBuffer) b).put((int[]) a); break;
            case LONG: ((LongBuffer) b).put((long[]) a); break;
            case FLOAT: ((FloatBuffer) b).put((float[]) a); break;
            case DOUBLE: ((DoubleBuffer) b).put((double[]) a); break;
            default: throw new IllegalArgumentException("no buffer of " + s);
        }
        b.clear();
        return b;
    }

    /** The whole content of a buffer (absolute, so position and limit do not matter). */
    public static Object contentOf(Store s, Buffer b) {
        int n = b.capacity();
        Object a = newArray(s, n);
        for (int i = 0; i < n; i++) {
            switch (s) {
                case BYTE: ((byte[]) a)[i] = ((ByteBuffer) b).get(i); break;
                case CHAR: ((char[]) a)[i] = ((CharBuffer) b).get(i); break;
                case SHORT: ((short[]) a)[i] = ((ShortBuffer) b).get(i); break;
                case INT: ((int[]) a)[i] = ((IntBuffer) b).get(i); break;
                case LONG: ((long[]) a)[i] = ((LongBuffer) b).get(i); break;
                case FLOAT: ((float[]) a)[i] = ((FloatBuffer) b).get(i); break;
                case DOUBLE: ((double[]) a)[i] = ((DoubleBuffer) b).get(i); break;
                default: throw new IllegalArgumentException("no buffer of " + s);
            }
        }
        return a;
    }

    /** MPI.slice of a direct buffer at {@code offset} units. */
    public static Buffer slice(Store s, Buffer b, int offset) {
        switch (s) {
            case BYTE: return MPI.slice((ByteBuffer) b, offset);
            case CHAR: return MPI.slice((CharBuffer) b, offset);
            case SHORT: return MPI.slice((ShortBuffer) b, offset);
            case INT: return MPI.slice((IntBuffer) b, offset);
            case LONG: return MPI.slice((LongBuffer) b, offset);
            case FLOAT: return MPI.slice((FloatBuffer) b, offset);
            case DOUBLE: return MPI.slice((DoubleBuffer) b, offset);
            default: throw new IllegalArgumentException("no buffer of " + s);
        }
    }

    /** MPI.slice of an array at {@code offset} units: a heap buffer sharing the array. */
    public static Buffer heapSlice(Store s, Object a, int offset) {
        switch (s) {
            case BYTE: return MPI.slice((byte[]) a, offset);
            case CHAR: return MPI.slice((char[]) a, offset);
            case SHORT: return MPI.slice((short[]) a, offset);
            case INT: return MPI.slice((int[]) a, offset);
            case LONG: return MPI.slice((long[]) a, offset);
            case FLOAT: return MPI.slice((float[]) a, offset);
            case DOUBLE: return MPI.slice((double[]) a, offset);
            default: throw new IllegalArgumentException("no buffer of " + s);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
