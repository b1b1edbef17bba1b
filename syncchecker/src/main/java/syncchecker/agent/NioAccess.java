package syncchecker.agent;

import java.util.Set;
import org.objectweb.asm.Type;

/**
 * What a call to a java.nio buffer method touches, decided from its name and descriptor at instrumentation time:
 * read or write, at an absolute index or at the position, how many elements (one, an array's length, a length
 * argument, a source buffer's remaining), and whether another buffer is read too (put(Buffer)). Besides the
 * accessors, the methods that read the buffer's content as a whole: equals, hashCode, compareTo, mismatch, compact,
 * and CharBuffer's text methods (toString, charAt, append).
 */
final class NioAccess {
    static final int ONE = 0;
    static final int ARRAY_LENGTH = 1;
    static final int LENGTH_ARG = 2;
    static final int SOURCE_REMAINING = 3;
    static final int STRING_LENGTH = 4;
    static final int STRING_RANGE = 5;
    /** The receiver's remaining elements, as a whole (see {@link #whole}). */
    static final int WHOLE = 6;
    /** One element at the position plus an index argument (CharBuffer.charAt). */
    static final int CHAR_AT = 7;
    /** A CharSequence argument's length (CharBuffer.append(CharSequence)). */
    static final int CHARS_LENGTH = 8;

    /** {@link #WHOLE}'s kinds: the remaining elements are read; or read, then moved to the start (compact). */
    static final int READS_REMAINING = syncchecker.rt.Probes.READS_REMAINING;
    static final int COMPACTS = syncchecker.rt.Probes.COMPACTS;

    private static final Set<String> OWNERS = Set.of("java/nio/ByteBuffer", "java/nio/MappedByteBuffer",
            "java/nio/CharBuffer", "java/nio/ShortBuffer", "java/nio/IntBuffer", "java/nio/LongBuffer",
            "java/nio/FloatBuffer", "java/nio/DoubleBuffer");

    final boolean write;
    /** Argument index of the absolute index, or -1 for the buffer's position. */
    final int indexArg;
    /** How the element count is found: ONE, ARRAY_LENGTH, LENGTH_ARG, ... */
    final int countKind;
    /** The argument the count comes from (array, length, source buffer or string). */
    final int countArg;
    /** Second argument of STRING_RANGE (end). */
    final int countArg2;
    /** Bytes per element for ByteBuffer's typed accessors (getInt...), 0 for the buffer's own element size. */
    final int unitBytes;
    /** Argument index of a source buffer read by put(Buffer), or -1. */
    final int sourceArg;
    /** Argument index of the source buffer's start for put(int, Buffer, int, int), or -1 for its position. */
    final int sourceIndexArg;
    /** For {@link #WHOLE}: {@link #READS_REMAINING} or {@link #COMPACTS}. */
    final int whole;
    /** Argument index of an Object or buffer whose remaining elements are read if it is a buffer, or -1. */
    final int readsArgument;

    private NioAccess(boolean write, int indexArg, int countKind, int countArg, int countArg2, int unitBytes,
            int sourceArg, int sourceIndexArg) {
        this(write, indexArg, countKind, countArg, countArg2, unitBytes, sourceArg, sourceIndexArg, 0, -1);
    }

    private NioAccess(boolean write, int indexArg, int countKind, int countArg, int countArg2, int unitBytes,
            int sourceArg, int sourceIndexArg, int whole, int readsArgument) {
        this.write = write;
        this.indexArg = indexArg;
        this.countKind = countKind;
        this.countArg = countArg;
        this.countArg2 = countArg2;
        this.unitBytes = unitBytes;
        this.sourceArg = sourceArg;
        this.sourceIndexArg = sourceIndexArg;
        this.whole = whole;
        this.readsArgument = readsArgument;
    }

    /** A method that touches the receiver's remaining elements as a whole, and maybe reads an argument's. */
    private static NioAccess whole(int kind, int readsArgument) {
        return new NioAccess(kind == COMPACTS, -1, WHOLE, -1, -1, 0, -1, -1, kind, readsArgument);
    }

    private static NioAccess of(boolean write, int indexArg, int countKind, int countArg, int unitBytes) {
        return new NioAccess(write, indexArg, countKind, countArg, -1, unitBytes, -1, -1);
    }

    /** Bytes per element of a buffer class (its static type at the call), 0 when not a known buffer class. */
    static int elementBytes(String internalName) {
        switch (internalName) {
            case "java/nio/ByteBuffer": case "java/nio/MappedByteBuffer": return 1;
            case "java/nio/CharBuffer": case "java/nio/ShortBuffer": return 2;
            case "java/nio/IntBuffer": case "java/nio/FloatBuffer": return 4;
            case "java/nio/LongBuffer": case "java/nio/DoubleBuffer": return 8;
            default: return 0;
        }
    }

    static boolean owner(String internalName) {
        return OWNERS.contains(internalName);
    }

    /** The access a call makes, or null when it touches no buffer content (position, limit, slice, ...). */
    static NioAccess classify(String owner, String name, String desc) {
        if (!owner(owner)) {
            return null;
        }
        Type[] a = Type.getArgumentTypes(desc);
        NioAccess whole = wholeContent(owner, name, desc, a);
        if (whole != null) {
            return whole;
        }
        if (name.equals("get") || name.equals("put")) {
            return getOrPut(name.equals("put"), a);
        }
        int unit = typedUnit(name);
        if (unit > 0 && owner.endsWith("ByteBuffer")) {
            boolean write = name.startsWith("put");
            int values = write ? 1 : 0;
            if (a.length == values) {
                return of(write, -1, ONE, -1, unit);
            }
            if (a.length == values + 1 && a[0] == Type.INT_TYPE) {
                return of(write, 0, ONE, -1, unit);
            }
        }
        return null;
    }

    /** The methods that read (or move) the buffer's content as a whole, and CharBuffer's text methods. */
    private static NioAccess wholeContent(String owner, String name, String desc, Type[] a) {
        switch (name) {
            case "compact":
                return a.length == 0 ? whole(COMPACTS, -1) : null;
            case "hashCode":
                return desc.equals("()I") ? whole(READS_REMAINING, -1) : null;
            case "equals":
                return desc.equals("(Ljava/lang/Object;)Z") ? whole(READS_REMAINING, 0) : null;
            case "compareTo":
            case "mismatch":
                return a.length == 1 && isBuffer(a[0]) ? whole(READS_REMAINING, 0) : null;
            default:
                break;
        }
        if (!owner.equals("java/nio/CharBuffer")) {
            return null;
        }
        switch (name) {
            case "toString":
                return a.length == 0 ? whole(READS_REMAINING, -1) : null;
            case "charAt":
                return desc.equals("(I)C") ? of(false, 0, CHAR_AT, -1, 0) : null;
            case "append":
                if (desc.startsWith("(C)")) {
                    return of(true, -1, ONE, -1, 0);                                  // append(char)
                }
                if (desc.startsWith("(Ljava/lang/CharSequence;)")) {                 // append(csq): writes it
                    return new NioAccess(true, -1, CHARS_LENGTH, 0, -1, 0, -1, -1, 0, 0);
                }
                if (desc.startsWith("(Ljava/lang/CharSequence;II)")) {               // append(csq, start, end)
                    return new NioAccess(true, -1, STRING_RANGE, 1, 2, 0, -1, -1);
                }
                return null;
            default:
                return null;
        }
    }

    private static NioAccess getOrPut(boolean put, Type[] a) {
        int n = a.length;
        if (!put) {
            if (n == 0) {
                return of(false, -1, ONE, -1, 0);                       // get()
            }
            if (n == 1 && a[0] == Type.INT_TYPE) {
                return of(false, 0, ONE, -1, 0);                        // get(int)
            }
            if (n == 1 && isArray(a[0])) {
                return of(false, -1, ARRAY_LENGTH, 0, 0);               // get(T[])
            }
            if (n == 3 && isArray(a[0])) {
                return of(false, -1, LENGTH_ARG, 2, 0);                 // get(T[], off, len)
            }
            if (n == 2 && a[0] == Type.INT_TYPE && isArray(a[1])) {
                return of(false, 0, ARRAY_LENGTH, 1, 0);                // get(int, T[])
            }
            if (n == 4 && a[0] == Type.INT_TYPE && isArray(a[1])) {
                return of(false, 0, LENGTH_ARG, 3, 0);                  // get(int, T[], off, len)
            }
            return null;
        }
        if (n == 1 && isPrimitive(a[0])) {
            return of(true, -1, ONE, -1, 0);                            // put(x)
        }
        if (n == 2 && a[0] == Type.INT_TYPE && isPrimitive(a[1])) {
            return of(true, 0, ONE, -1, 0);                             // put(int, x)
        }
        if (n == 1 && isArray(a[0])) {
            return of(true, -1, ARRAY_LENGTH, 0, 0);                    // put(T[])
        }
        if (n == 3 && isArray(a[0])) {
            return of(true, -1, LENGTH_ARG, 2, 0);                      // put(T[], off, len)
        }
        if (n == 2 && a[0] == Type.INT_TYPE && isArray(a[1])) {
            return of(true, 0, ARRAY_LENGTH, 1, 0);                     // put(int, T[])
        }
        if (n == 4 && a[0] == Type.INT_TYPE && isArray(a[1])) {
            return of(true, 0, LENGTH_ARG, 3, 0);                       // put(int, T[], off, len)
        }
        if (n == 1 && isBuffer(a[0])) {
            return new NioAccess(true, -1, SOURCE_REMAINING, 0, -1, 0, 0, -1);   // put(XBuffer)
        }
        if (n == 4 && a[0] == Type.INT_TYPE && isBuffer(a[1])) {
            return new NioAccess(true, 0, LENGTH_ARG, 3, -1, 0, 1, 2);           // put(int, XBuffer, off, len)
        }
        if (n == 1 && a[0].getDescriptor().equals("Ljava/lang/String;")) {
            return of(true, -1, STRING_LENGTH, 0, 0);                   // CharBuffer.put(String)
        }
        if (n == 3 && a[0].getDescriptor().equals("Ljava/lang/String;")) {
            return new NioAccess(true, -1, STRING_RANGE, 1, 2, 0, -1, -1);       // put(String, start, end)
        }
        return null;
    }

    private static int typedUnit(String name) {
        switch (name) {
            case "getChar": case "putChar": case "getShort": case "putShort": return 2;
            case "getInt": case "putInt": case "getFloat": case "putFloat": return 4;
            case "getLong": case "putLong": case "getDouble": case "putDouble": return 8;
            default: return 0;
        }
    }

    private static boolean isArray(Type t) {
        return t.getSort() == Type.ARRAY;
    }

    private static boolean isPrimitive(Type t) {
        return t.getSort() >= Type.BOOLEAN && t.getSort() <= Type.DOUBLE;
    }

    private static boolean isBuffer(Type t) {
        return t.getSort() == Type.OBJECT && owner(t.getInternalName());
    }
}
