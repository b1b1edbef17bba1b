package mpi;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpi;
import mpi.shim.nat.LibMpiTypes;
import mpi.shim.nat.Native;

/**
 * An MPI datatype. Besides the handle it caches its geometry (lower bound, extent, true extent, size, in bytes) so
 * that every call can check a count against the buffer it is given before the library touches memory.
 *
 * <p>As in Open MPI's bindings, the public getters (getLb, getExtent, getTrueLb, getTrueExtent, getSize) count in
 * units of the base type's size (MPI.INT.getExtent() is 1; a struct type counts bytes), while the constructors
 * take what MPI takes: strides and displacements in elements of the old type for vector and indexed, in bytes for
 * hVector, hIndexed, struct and resized.
 */
public final class Datatype implements Freeable, Cloneable {
    private static final LibMpi LIB = Native.LIB;
    private static final LibMpiTypes TYPES = LibMpiTypes.LIB;
    /** Live datatypes by handle, so that native callbacks (user-defined operations) find the Java object. */
    private static final Map<Long, Datatype> BY_HANDLE = new ConcurrentHashMap<>();

    protected static final int NULL = 0;
    protected static final int BYTE = 1;
    protected static final int CHAR = 2;
    protected static final int SHORT = 3;
    protected static final int BOOLEAN = 4;
    protected static final int INT = 5;
    protected static final int LONG = 6;
    protected static final int FLOAT = 7;
    protected static final int DOUBLE = 8;
    protected static final int PACKED = 9;
    protected static final int INT2 = 10;
    protected static final int SHORT_INT = 11;
    protected static final int LONG_INT = 12;
    protected static final int FLOAT_INT = 13;
    protected static final int DOUBLE_INT = 14;
    protected static final int FLOAT_COMPLEX = 15;
    protected static final int DOUBLE_COMPLEX = 16;

    private static final String[] BASE_NAMES = {"NULL", "BYTE", "CHAR", "SHORT", "BOOLEAN", "INT", "LONG", "FLOAT",
        "DOUBLE", "PACKED", "INT2", "SHORT_INT", "LONG_INT", "FLOAT_INT", "DOUBLE_INT", "FLOAT_COMPLEX",
        "DOUBLE_COMPLEX"};

    protected long handle;
    protected int baseType;
    protected int baseSize;

    private boolean predefined;
    /** Which predefined type this is (its name), or the base type of a derived one. */
    private int kind;
    /**
     * The predefined type a derived one is built of, when it is built of one (MPI.INT2 for a contiguous run of
     * them, whose base type is BYTE); 0 otherwise.
     */
    private int builtOf;
    /** {@link #toString()}, once asked for. */
    private String printable;
    private boolean geometryKnown;
    private long lb;
    private long extent;
    private long trueLb;
    private long trueExtent;
    /** The extent of a type whose elements tile the buffer from its start (true lb 0, no padding), else 0. */
    private long denseExtent;
    private long size;

    protected Datatype() {}

    /**
     * A predefined datatype. As in Open MPI, the pair types count in bytes (base type BYTE) and the complex types
     * in their parts (base type FLOAT or DOUBLE): MPI.INT2.getExtent() is 8, MPI.DOUBLE_COMPLEX.getExtent() is 2.
     */
    Datatype(int kind, long handle) {
        this.handle = handle;
        this.predefined = true;
        this.kind = kind;
        switch (kind) {
            case INT2: case SHORT_INT: case LONG_INT: case FLOAT_INT: case DOUBLE_INT:
                baseType = BYTE;
                baseSize = 1;
                break;
            case FLOAT_COMPLEX:
                baseType = FLOAT;
                baseSize = 4;
                break;
            case DOUBLE_COMPLEX:
                baseType = DOUBLE;
                baseSize = 8;
                break;
            default:
                setBasic(kind);
        }
        if (kind != NULL) {
            BY_HANDLE.putIfAbsent(handle, this);
        }
    }

    /** A derived datatype built from {@code oldType}: it inherits the base type. */
    Datatype(Datatype oldType, long handle) {
        this.handle = handle;
        setBasic(oldType.baseType, oldType);
        builtOf = oldType.predefined ? oldType.kind : oldType.builtOf;
        register(handle);
    }

    /** Maps a handle to this object, unless it is a predefined type's (a wrapper must not hide MPI.INT). */
    private void register(long h) {
        BY_HANDLE.compute(h, (key, old) -> old != null && old.predefined ? old : this);
    }

    /** The Java object of a live datatype handle, or null (library-internal types). */
    static Datatype ofHandle(long handle) {
        return BY_HANDLE.get(handle);
    }

    protected void setBasic(int type) {
        baseType = type;
        baseSize = baseSizeOf(type);
        kind = type;
        printable = null;
    }

    /** Takes the base type and base size of {@code oldType} (Open MPI's protocol; {@code type} names the kind). */
    protected void setBasic(int type, Datatype oldType) {
        baseType = oldType.baseType;
        baseSize = oldType.baseSize;
        kind = oldType.baseType;
        printable = null;
    }

    /** Bytes of one element of a plain base type. */
    private static int baseSizeOf(int type) {
        switch (type) {
            case BYTE: case BOOLEAN: case PACKED: return 1;
            case CHAR: case SHORT: return 2;
            case INT: case FLOAT: return 4;
            case LONG: case DOUBLE: return 8;
            default: return 0;
        }
    }

    /** The handle, or an exception when this datatype was freed. */
    long use() throws MPIException {
        return use("datatype");
    }

    /** The handle; {@code name} is the argument the refusal names. Native calls before Init abort the job. */
    private long use(String name) throws MPIException {
        if (!Lifecycle.active) {
            Lifecycle.check();
        }
        if (handle == Handles.DATATYPE_NULL) {
            throw Errors.refused(MPI.ERR_TYPE, name + " " + this + " is null or has been freed");
        }
        return handle;
    }

    private void loadGeometry() throws MPIException {
        long h = use();
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Type_get_extent(h, s.count, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_get_extent");
        }
        long l = Memory.getLong(s.count);
        long e = Memory.getLong(s.handle);
        rc = LIB.MPI_Type_get_true_extent(h, s.count, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_get_true_extent");
        }
        long tl = Memory.getLong(s.count);
        long te = Memory.getLong(s.handle);
        rc = LIB.MPI_Type_size(h, s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_size");
        }
        lb = l;
        extent = e;
        trueLb = tl;
        trueExtent = te;
        size = Memory.getInt(s.count);
        denseExtent = tl == 0 && te == e && e > 0 ? e : 0;
        geometryKnown = true;
    }

    /**
     * A predefined type whose elements fill their extent (MPI.DOUBLE, not MPI.DOUBLE_INT with its padding), as far
     * as its geometry is loaded: told without a lookup, for the checker's event of every one-sided operation.
     */
    boolean predefinedGapless() {
        return predefined && denseExtent > 0 && size == denseExtent;
    }

    /**
     * Where the bytes {@code count} elements touch end, counted from element 0's start (0 when they touch none):
     * the bytes a buffer needs from its start.
     */
    long endByte(long count) throws MPIException {
        long dense = denseExtent;
        if (dense > 0 && count > 0) {
            // every basic type: small enough to keep iSend/iRecv within what the JIT inlines into callers
            return count * dense;
        }
        if (!geometryKnown) {
            loadGeometry();
        }
        if (count <= 0 || trueExtent == 0) {
            return 0;
        }
        return trueLb + Math.max(0, (count - 1) * extent) + trueExtent;
    }

    /**
     * The first byte {@code count} elements touch, from element 0's start (0 when they touch none): negative for a
     * type that reaches back (a negative lower bound or a negative stride), which MPI allows as long as the memory
     * is the caller's (a slice of a longer array, a window's displacement).
     */
    long firstByte(long count) throws MPIException {
        if (denseExtent > 0) {
            return 0;
        }
        if (!geometryKnown) {
            loadGeometry();
        }
        if (count <= 0 || trueExtent == 0) {
            return 0;
        }
        return trueLb + Math.min(0, (count - 1) * extent);
    }

    /** The handle of a datatype argument: a clear exception for null or freed datatypes. */
    static long handleOf(Datatype type, String name) throws MPIException {
        if (type == null) {
            throw new IllegalArgumentException(name + " is null");
        }
        return type.use(name);
    }

    /** Bytes that {@code count} elements carry in a message (gaps excluded). */
    long messageBytes(int count) throws MPIException {
        if (!geometryKnown) {
            loadGeometry();
        }
        return size * count;
    }

    /** The predefined element type's name ("INT"): this type's own, or the one a derived type is built from. */
    String elementName() {
        return BASE_NAMES[predefined ? kind : builtOf != NULL ? builtOf : baseType];
    }

    /** True when count elements occupy one gap-free run of bytes. */
    boolean isContiguous() throws MPIException {
        if (!geometryKnown) {
            loadGeometry();
        }
        return trueLb == 0 && lb == 0 && size == extent && trueExtent == extent;
    }

    /** A byte quantity in units of the base type, as Open MPI's getters report it. */
    private int units(long bytes) {
        return (int) (baseSize > 1 ? bytes / baseSize : bytes);
    }

    private void geometry() throws MPIException {
        if (!geometryKnown) {
            loadGeometry();
        } else {
            use();
        }
    }

    /** Lower bound, in units of the base type. */
    public int getLb() throws MPIException {
        geometry();
        return units(lb);
    }

    /** Extent, in units of the base type (bytes for struct types). */
    public int getExtent() throws MPIException {
        geometry();
        return units(extent);
    }

    /** True lower bound, in units of the base type. */
    public int getTrueLb() throws MPIException {
        geometry();
        return units(trueLb);
    }

    /** True extent, in units of the base type. */
    public int getTrueExtent() throws MPIException {
        geometry();
        return units(trueExtent);
    }

    /** Number of base-type elements one element of this type carries. */
    public int getSize() throws MPIException {
        geometry();
        return units(size);
    }

    /** Extent in bytes. */
    long extentBytes() throws MPIException {
        geometry();
        return extent;
    }

    public void commit() throws MPIException {
        Scratch s = Scratch.get();
        HandleType.DATATYPE.put(s.handle, use());
        long before = handle;
        int rc = LIB.MPI_Type_commit(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_commit");
        }
        handle = HandleType.DATATYPE.get(s.handle);
        if (handle != before && !predefined) {
            BY_HANDLE.remove(before, this);
            register(handle);
        }
    }

    public void free() throws MPIException {
        if (predefined) {
            throw Errors.refused(MPI.ERR_TYPE, "predefined datatype " + this + " cannot be freed");
        }
        Scratch s = Scratch.get();
        long h = use();
        HandleType.DATATYPE.put(s.handle, h);
        int rc = LIB.MPI_Type_free(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_free");
        }
        BY_HANDLE.remove(h, this);
        handle = Handles.DATATYPE_NULL;
        denseExtent = 0;
        geometryKnown = false; // a freed type has no geometry: asking for it must fail like any other use
    }

    public boolean isNull() {
        return handle == Handles.DATATYPE_NULL;
    }

    @Override
    public Datatype clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    public Datatype dup() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Type_dup(use(), s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_dup");
        }
        return new Datatype(this, HandleType.DATATYPE.get(s.handle));
    }

    public static Datatype createContiguous(int count, Datatype oldType) throws MPIException {
        Args.nonNegative(count, "count");
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Type_contiguous(count, Args.notNull(oldType, "oldType").use(), s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_contiguous");
        }
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    public static Datatype createVector(int count, int blockLength, int stride, Datatype oldType)
            throws MPIException {
        Args.nonNegative(count, "count");
        Args.nonNegative(blockLength, "blockLength");
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Type_vector(count, blockLength, stride, Args.notNull(oldType, "oldType").use(), s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_vector");
        }
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    /** As createVector, with the stride in bytes. */
    public static Datatype createHVector(int count, int blockLength, int stride, Datatype oldType)
            throws MPIException {
        Args.nonNegative(count, "count");
        Args.nonNegative(blockLength, "blockLength");
        Scratch s = Scratch.get();
        int rc = TYPES.MPI_Type_create_hvector(count, blockLength, stride, Args.notNull(oldType, "oldType").use(),
                s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_create_hvector");
        }
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    /** Blocks of {@code blockLengths[i]} elements at {@code displacements[i]} elements of the old type. */
    public static Datatype createIndexed(int[] blockLengths, int[] displacements, Datatype oldType)
            throws MPIException {
        int n = blocks(blockLengths, displacements, "displacements");
        long old = Args.notNull(oldType, "oldType").use();
        Scratch s = Scratch.get();
        long lengths = s.area(Scratch.SEND, 8L * n + 8);
        long displs = s.area(Scratch.RECV, 4L * n + 8);
        Memory.copyFromArray(blockLengths, 0, lengths, 4L * n);
        Memory.copyFromArray(displacements, 0, displs, 4L * n);
        int rc = TYPES.MPI_Type_indexed(n, lengths, displs, old, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_indexed");
        }
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    /** As createIndexed, with the displacements in bytes. */
    public static Datatype createHIndexed(int[] blockLengths, int[] displacements, Datatype oldType)
            throws MPIException {
        int n = blocks(blockLengths, displacements, "displacements");
        long old = Args.notNull(oldType, "oldType").use();
        Scratch s = Scratch.get();
        long lengths = s.area(Scratch.SEND, 4L * n + 8);
        long displs = s.area(Scratch.RECV, 8L * n + 8);
        Memory.copyFromArray(blockLengths, 0, lengths, 4L * n);
        putAints(displacements, displs, n);
        int rc = TYPES.MPI_Type_create_hindexed(n, lengths, displs, old, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_create_hindexed");
        }
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    /**
     * Blocks of {@code blockLengths[i]} elements of {@code types[i]} at byte {@code displacements[i]}. The result
     * counts in bytes (its base type is MPI.BYTE), as in Open MPI.
     */
    public static Datatype createStruct(int[] blockLengths, int[] displacements, Datatype[] types)
            throws MPIException {
        int n = blocks(blockLengths, displacements, "displacements");
        Args.notNull(types, "types");
        if (types.length < n) {
            throw Errors.refused(MPI.ERR_ARG, "types has " + types.length + " entries, blockLengths has " + n);
        }
        Scratch s = Scratch.get();
        // one area: int lengths, then MPI_Aint displacements, then handles (all 8-byte aligned)
        long lengthBytes = (4L * n + 7) & ~7L;
        long area = s.area(Scratch.SEND, lengthBytes + 8L * n + HandleType.DATATYPE.arrayBytes(n) + 8);
        long displs = area + lengthBytes;
        long handles = displs + 8L * n;
        for (int i = 0; i < n; i++) {
            HandleType.DATATYPE.put(HandleType.DATATYPE.at(handles, i), handleOf(types[i], "types[" + i + "]"));
        }
        Memory.copyFromArray(blockLengths, 0, area, 4L * n);
        putAints(displacements, displs, n);
        int rc = TYPES.MPI_Type_create_struct(n, area, displs, handles, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_create_struct");
        }
        return new Datatype(MPI.BYTE, HandleType.DATATYPE.get(s.handle));
    }

    /** {@code oldType} with lower bound {@code lb} and extent {@code extent}, both in bytes. */
    public static Datatype createResized(Datatype oldType, int lb, int extent) throws MPIException {
        Scratch s = Scratch.get();
        int rc = TYPES.MPI_Type_create_resized(Args.notNull(oldType, "oldType").use(), lb, extent, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_create_resized", "lb " + lb + ", extent " + extent);
        }
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    /** Checks the per-block arrays of indexed and struct constructors; returns the number of blocks. */
    private static int blocks(int[] blockLengths, int[] displacements, String displacementsName)
            throws MPIException {
        Args.notNull(blockLengths, "blockLengths");
        Args.notNull(displacements, displacementsName);
        int n = blockLengths.length;
        if (displacements.length < n) {
            throw Errors.refused(MPI.ERR_ARG, displacementsName + " has " + displacements.length
                    + " entries, blockLengths has " + n);
        }
        for (int i = 0; i < n; i++) {
            if (blockLengths[i] < 0) {
                throw Errors.refused(MPI.ERR_ARG, "blockLengths[" + i + "] is negative: " + blockLengths[i]);
            }
        }
        return n;
    }

    private static void putAints(int[] values, long address, int n) {
        for (int i = 0; i < n; i++) {
            Memory.putLong(address + 8L * i, values[i]);
        }
    }

    public void setName(String name) throws MPIException {
        long text = CText.put(Scratch.get(), name, Integer.MAX_VALUE, "name");
        int rc = LIB.MPI_Type_set_name(use(), text);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_set_name");
        }
    }

    public String getName() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Type_get_name(use(), s.text, s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_get_name");
        }
        return CText.get(s.text, Memory.getInt(s.count));
    }

    // ---- attributes ---------------------------------------------------------------------------------------------

    /** A new attribute key for datatypes; values are copied along when a datatype is duplicated. */
    public static int createKeyval() throws MPIException {
        Lifecycle.check();
        return DatatypeAttributes.createKeyval();
    }

    public static void freeKeyval(int keyval) throws MPIException {
        Lifecycle.check();
        DatatypeAttributes.freeKeyval(keyval);
    }

    /** Stores a serializable value (a copy is stored, as in Open MPI, which serializes it). */
    public void setAttr(int keyval, Object value) throws MPIException {
        DatatypeAttributes.set(use(), keyval, value);
    }

    /** A copy of the value stored under {@code keyval}, or null when there is none. */
    public Object getAttr(int keyval) throws MPIException {
        return DatatypeAttributes.get(use(), keyval);
    }

    public void deleteAttr(int keyval) throws MPIException {
        DatatypeAttributes.delete(use(), keyval);
    }

    /** The byte offset of a heap buffer's first element in its backing array (0 for arrays and direct buffers). */
    protected int getOffset(Object buf) {
        if (buf instanceof java.nio.Buffer && ((java.nio.Buffer) buf).hasArray()) {
            return baseSize * ((java.nio.Buffer) buf).arrayOffset();
        }
        return 0;
    }

    @Override
    public String toString() {
        String n = printable;
        if (n == null) {
            // built once: a checker names the datatype of every nonblocking operation it is told about
            n = predefined ? "MPI." + BASE_NAMES[kind] : "Datatype(" + BASE_NAMES[baseType] + " based)";
            printable = n;
        }
        return n;
    }
}
