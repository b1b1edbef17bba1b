package mpi;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiDatatypes;
import mpi.shim.nat.Native;

/**
 * An MPI datatype ({@code MPI_Datatype}): the predefined ones are fields of {@link MPI} ({@link MPI#INT},
 * {@link MPI#DOUBLE}, ...); derived ones are built by the {@code create*} methods and must be committed
 * ({@link #commit()}) before use in communication.
 *
 * <p>As in Open MPI's bindings, the getters ({@link #getLb()}, {@link #getExtent()}, {@link #getTrueLb()},
 * {@link #getTrueExtent()}, {@link #getSize()}) count in units of the base type's size ({@code MPI.INT.getExtent()} is
 * 1; a struct type counts bytes), while the constructors take what MPI takes: strides and displacements in elements of
 * the old type for vector and indexed, in bytes for hVector, hIndexed, struct and resized. The binding keeps each
 * type's geometry so that it can check every count against the buffer it is given, before the library touches memory:
 * data a type reaches before a buffer's start or past its end is refused (docs/argument-checks.md).
 */
public final class Datatype implements Freeable, Cloneable {
    /** Live datatypes by handle, so that native callbacks (user-defined operations) find the Java object. */
    private static final Map<Long, Datatype> BY_HANDLE = new ConcurrentHashMap<>();

    /** Base type number of {@link MPI#DATATYPE_NULL} in Open MPI's bindings. */
    protected static final int NULL = 0;
    /** Base type number of {@link MPI#BYTE} in Open MPI's bindings. */
    protected static final int BYTE = 1;
    /** Base type number of {@link MPI#CHAR} in Open MPI's bindings. */
    protected static final int CHAR = 2;
    /** Base type number of {@link MPI#SHORT} in Open MPI's bindings. */
    protected static final int SHORT = 3;
    /** Base type number of {@link MPI#BOOLEAN} in Open MPI's bindings. */
    protected static final int BOOLEAN = 4;
    /** Base type number of {@link MPI#INT} in Open MPI's bindings. */
    protected static final int INT = 5;
    /** Base type number of {@link MPI#LONG} in Open MPI's bindings. */
    protected static final int LONG = 6;
    /** Base type number of {@link MPI#FLOAT} in Open MPI's bindings. */
    protected static final int FLOAT = 7;
    /** Base type number of {@link MPI#DOUBLE} in Open MPI's bindings. */
    protected static final int DOUBLE = 8;
    /** Base type number of {@link MPI#PACKED} in Open MPI's bindings. */
    protected static final int PACKED = 9;
    /** Base type number of {@link MPI#INT2} in Open MPI's bindings. */
    protected static final int INT2 = 10;
    /** Base type number of {@link MPI#SHORT_INT} in Open MPI's bindings. */
    protected static final int SHORT_INT = 11;
    /** Base type number of {@link MPI#LONG_INT} in Open MPI's bindings. */
    protected static final int LONG_INT = 12;
    /** Base type number of {@link MPI#FLOAT_INT} in Open MPI's bindings. */
    protected static final int FLOAT_INT = 13;
    /** Base type number of {@link MPI#DOUBLE_INT} in Open MPI's bindings. */
    protected static final int DOUBLE_INT = 14;
    /** Base type number of {@link MPI#FLOAT_COMPLEX} in Open MPI's bindings. */
    protected static final int FLOAT_COMPLEX = 15;
    /** Base type number of {@link MPI#DOUBLE_COMPLEX} in Open MPI's bindings. */
    protected static final int DOUBLE_COMPLEX = 16;

    private static final String[] BASE_NAMES = {"NULL", "BYTE", "CHAR", "SHORT", "BOOLEAN", "INT", "LONG", "FLOAT",
        "DOUBLE", "PACKED", "INT2", "SHORT_INT", "LONG_INT", "FLOAT_INT", "DOUBLE_INT", "FLOAT_COMPLEX",
        "DOUBLE_COMPLEX"};

    /** The library handle ({@code MPI_Datatype}); {@code MPI_DATATYPE_NULL} once freed. */
    protected long handle;
    /** The base type number: the Java element type the buffers of this type hold. */
    protected int baseType;
    /** Bytes of one element of the base type: the unit of the getters. */
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

    /** A datatype without a handle. */
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

    /**
     * Makes this a type of the base type {@code type}.
     * @param type the base type number
     */
    protected void setBasic(int type) {
        baseType = type;
        baseSize = baseSizeOf(type);
        kind = type;
        printable = null;
    }

    /**
     * Takes the base type and base size of {@code oldType}, as Open MPI's bindings do for derived types.
     * @param type the kind of type being built (unused)
     * @param oldType the type this one is built of
     */
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
        Errors.check(LibMpiDatatypes.MPI_Type_get_extent(h, s.count, s.handle), "MPI_Type_get_extent");
        long l = Memory.getLong(s.count);
        long e = Memory.getLong(s.handle);
        Errors.check(LibMpiDatatypes.MPI_Type_get_true_extent(h, s.count, s.handle), "MPI_Type_get_true_extent");
        long tl = Memory.getLong(s.count);
        long te = Memory.getLong(s.handle);
        Errors.check(LibMpiDatatypes.MPI_Type_size(h, s.count), "MPI_Type_size");
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

    /**
     * The lower bound, in units of the base type. Calls {@code MPI_Type_get_extent}, {@code MPI_Type_get_true_extent}
     * and {@code MPI_Type_size} on first use and keeps the answers.
     * @return the lower bound
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getLb() throws MPIException {
        geometry();
        return units(lb);
    }

    /**
     * The extent, in units of the base type (bytes for struct types): the stride of consecutive elements. Calls
     * {@code MPI_Type_get_extent}, {@code MPI_Type_get_true_extent} and {@code MPI_Type_size} on first use and keeps
     * the answers.
     * @return the extent
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getExtent() throws MPIException {
        geometry();
        return units(extent);
    }

    /**
     * The true lower bound (of the data, ignoring resizing), in units of the base type. Calls
     * {@code MPI_Type_get_extent}, {@code MPI_Type_get_true_extent} and {@code MPI_Type_size} on first use and keeps
     * the answers.
     * @return the true lower bound
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getTrueLb() throws MPIException {
        geometry();
        return units(trueLb);
    }

    /**
     * The true extent (of the data, ignoring resizing), in units of the base type. Calls {@code MPI_Type_get_extent},
     * {@code MPI_Type_get_true_extent} and {@code MPI_Type_size} on first use and keeps the answers.
     * @return the true extent
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getTrueExtent() throws MPIException {
        geometry();
        return units(trueExtent);
    }

    /**
     * The data one element carries, gaps excluded, in units of the base type. Calls {@code MPI_Type_get_extent},
     * {@code MPI_Type_get_true_extent} and {@code MPI_Type_size} on first use and keeps the answers.
     * @return the size
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getSize() throws MPIException {
        geometry();
        return units(size);
    }

    /** Extent in bytes. */
    long extentBytes() throws MPIException {
        geometry();
        return extent;
    }

    /**
     * Commits the type for use in communication. Calls {@code MPI_Type_commit}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void commit() throws MPIException {
        Scratch s = Scratch.get();
        HandleType.DATATYPE.put(s.handle, use());
        long before = handle;
        Errors.check(LibMpiDatatypes.MPI_Type_commit(s.handle), "MPI_Type_commit");
        handle = HandleType.DATATYPE.get(s.handle);
        if (handle != before && !predefined) {
            BY_HANDLE.remove(before, this);
            register(handle);
        }
    }

    /**
     * Frees the type. Calls {@code MPI_Type_free}; predefined types are refused ({@link MPI#ERR_TYPE}).
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void free() throws MPIException {
        if (predefined) {
            throw Errors.refused(MPI.ERR_TYPE, "predefined datatype " + this + " cannot be freed");
        }
        Scratch s = Scratch.get();
        long h = use();
        HandleType.DATATYPE.put(s.handle, h);
        Errors.check(LibMpiDatatypes.MPI_Type_free(s.handle), "MPI_Type_free");
        BY_HANDLE.remove(h, this);
        handle = Handles.DATATYPE_NULL;
        denseExtent = 0;
        geometryKnown = false; // a freed type has no geometry: asking for it must fail like any other use
    }

    /**
     * Whether the type is {@code MPI_DATATYPE_NULL} (or freed).
     * @return true when null
     */
    public boolean isNull() {
        return handle == Handles.DATATYPE_NULL;
    }

    /**
     * Duplicates the type with {@link #dup()}.
     * @return the duplicate
     * @throws IllegalStateException wrapping the {@link MPIException} when the duplication fails
     */
    @Override
    public Datatype clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Duplicates the type. Calls {@code MPI_Type_dup}.
     * @return the new type, committed if this one is
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Datatype dup() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiDatatypes.MPI_Type_dup(use(), s.handle), "MPI_Type_dup");
        return new Datatype(this, HandleType.DATATYPE.get(s.handle));
    }

    /**
     * A type of {@code count} consecutive elements of {@code oldType}. Calls {@code MPI_Type_contiguous}; a negative
     * count is refused ({@link MPI#ERR_COUNT}).
     * @param count the number of elements
     * @param oldType their type
     * @return the new type, not committed
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static Datatype createContiguous(int count, Datatype oldType) throws MPIException {
        Args.nonNegative(count, "count");
        Scratch s = Scratch.get();
        int rc = LibMpiDatatypes.MPI_Type_contiguous(count, Args.notNull(oldType, "oldType").use(), s.handle);
        Errors.check(rc, "MPI_Type_contiguous");
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    /**
     * A type of {@code count} blocks of {@code blockLength} elements, the blocks {@code stride} elements apart. Calls
     * {@code MPI_Type_vector}; a negative count or block length is refused ({@link MPI#ERR_COUNT}). The stride may be
     * negative.
     * @param count the number of blocks
     * @param blockLength the elements per block
     * @param stride the distance between block starts, in elements of {@code oldType}
     * @param oldType the element type
     * @return the new type, not committed
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static Datatype createVector(int count, int blockLength, int stride, Datatype oldType)
            throws MPIException {
        Args.nonNegative(count, "count");
        Args.nonNegative(blockLength, "blockLength");
        Scratch s = Scratch.get();
        int rc = LibMpiDatatypes.MPI_Type_vector(count, blockLength, stride, Args.notNull(oldType, "oldType").use(), s.handle);
        Errors.check(rc, "MPI_Type_vector");
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    /**
     * As {@link #createVector}, with the stride in bytes. Calls {@code MPI_Type_create_hvector}.
     * @param count the number of blocks
     * @param blockLength the elements per block
     * @param stride the distance between block starts, in bytes
     * @param oldType the element type
     * @return the new type, not committed
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static Datatype createHVector(int count, int blockLength, int stride, Datatype oldType)
            throws MPIException {
        Args.nonNegative(count, "count");
        Args.nonNegative(blockLength, "blockLength");
        Scratch s = Scratch.get();
        int rc = LibMpiDatatypes.MPI_Type_create_hvector(count, blockLength, stride, Args.notNull(oldType, "oldType").use(),
                s.handle);
        Errors.check(rc, "MPI_Type_create_hvector");
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    /**
     * Blocks of {@code blockLengths[i]} elements at {@code displacements[i]} elements of {@code oldType}. Calls
     * {@code MPI_Type_indexed}; {@code displacements} shorter than {@code blockLengths} and negative block lengths are
     * refused ({@link MPI#ERR_ARG}).
     * @param blockLengths the elements of each block
     * @param displacements where each block starts, in elements of {@code oldType}
     * @param oldType the element type
     * @return the new type, not committed
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static Datatype createIndexed(int[] blockLengths, int[] displacements, Datatype oldType)
            throws MPIException {
        int n = blocks(blockLengths, displacements, "displacements");
        long old = Args.notNull(oldType, "oldType").use();
        Scratch s = Scratch.get();
        long lengths = s.area(Scratch.SEND, 8L * n + 8);
        long displs = s.area(Scratch.RECV, 4L * n + 8);
        Memory.copyFromArray(blockLengths, 0, lengths, 4L * n);
        Memory.copyFromArray(displacements, 0, displs, 4L * n);
        Errors.check(LibMpiDatatypes.MPI_Type_indexed(n, lengths, displs, old, s.handle), "MPI_Type_indexed");
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    /**
     * As {@link #createIndexed}, with the displacements in bytes. Calls {@code MPI_Type_create_hindexed}.
     * @param blockLengths the elements of each block
     * @param displacements where each block starts, in bytes
     * @param oldType the element type
     * @return the new type, not committed
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static Datatype createHIndexed(int[] blockLengths, int[] displacements, Datatype oldType)
            throws MPIException {
        int n = blocks(blockLengths, displacements, "displacements");
        long old = Args.notNull(oldType, "oldType").use();
        Scratch s = Scratch.get();
        long lengths = s.area(Scratch.SEND, 4L * n + 8);
        long displs = s.area(Scratch.RECV, 8L * n + 8);
        Memory.copyFromArray(blockLengths, 0, lengths, 4L * n);
        putAints(displacements, displs, n);
        Errors.check(LibMpiDatatypes.MPI_Type_create_hindexed(n, lengths, displs, old, s.handle), "MPI_Type_create_hindexed");
        return new Datatype(oldType, HandleType.DATATYPE.get(s.handle));
    }

    /**
     * Blocks of {@code blockLengths[i]} elements of {@code types[i]} at byte {@code displacements[i]}. Calls
     * {@code MPI_Type_create_struct}; arrays shorter than {@code blockLengths} and negative block lengths are refused
     * ({@link MPI#ERR_ARG}). The result counts in bytes (its base type is {@link MPI#BYTE}), as in Open MPI's bindings.
     * @param blockLengths the elements of each block
     * @param displacements where each block starts, in bytes
     * @param types the element type of each block
     * @return the new type, not committed
     * @throws MPIException if the call fails or the binding refuses an argument
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
        Errors.check(LibMpiDatatypes.MPI_Type_create_struct(n, area, displs, handles, s.handle), "MPI_Type_create_struct");
        return new Datatype(MPI.BYTE, HandleType.DATATYPE.get(s.handle));
    }

    /**
     * {@code oldType} with another lower bound and extent. Calls {@code MPI_Type_create_resized}.
     * @param oldType the type
     * @param lb the new lower bound, in bytes
     * @param extent the new extent, in bytes
     * @return the new type, not committed
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static Datatype createResized(Datatype oldType, int lb, int extent) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiDatatypes.MPI_Type_create_resized(Args.notNull(oldType, "oldType").use(), lb, extent, s.handle);
        Errors.check(rc, "MPI_Type_create_resized", "lb ", lb, ", extent ", extent);
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

    /**
     * Names the type. Calls {@code MPI_Type_set_name}.
     * @param name the name, at most {@link MPI#MAX_OBJECT_NAME} bytes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setName(String name) throws MPIException {
        long text = CText.put(Scratch.get(), name, Integer.MAX_VALUE, "name");
        Errors.check(LibMpiDatatypes.MPI_Type_set_name(use(), text), "MPI_Type_set_name");
    }

    /**
     * The type's name. Calls {@code MPI_Type_get_name}.
     * @return the name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public String getName() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiDatatypes.MPI_Type_get_name(use(), s.text, s.count), "MPI_Type_get_name");
        return CText.get(s.text, Memory.getInt(s.count));
    }

    // ---- attributes ---------------------------------------------------------------------------------------------

    /**
     * A new attribute key for datatypes; values are copied along when a type is duplicated. Calls
     * {@code MPI_Type_create_keyval}.
     * @return the key
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static int createKeyval() throws MPIException {
        Lifecycle.check();
        return DatatypeAttributes.createKeyval();
    }

    /**
     * Frees an attribute key of datatypes. Calls {@code MPI_Type_free_keyval}.
     * @param keyval the key
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void freeKeyval(int keyval) throws MPIException {
        Lifecycle.check();
        DatatypeAttributes.freeKeyval(keyval);
    }

    /**
     * Attaches a copy of a serializable value, as Open MPI's bindings do. Calls {@code MPI_Type_set_attr}.
     * @param keyval the key
     * @param value the value
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setAttr(int keyval, Object value) throws MPIException {
        DatatypeAttributes.set(use(), keyval, value);
    }

    /**
     * The value of an attribute. Calls {@code MPI_Type_get_attr}.
     * @param keyval the key
     * @return a fresh copy of the value, or null when it is not set
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Object getAttr(int keyval) throws MPIException {
        return DatatypeAttributes.get(use(), keyval);
    }

    /**
     * Deletes an attribute. Calls {@code MPI_Type_delete_attr}.
     * @param keyval the key
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void deleteAttr(int keyval) throws MPIException {
        DatatypeAttributes.delete(use(), keyval);
    }

    /**
     * The byte offset of a heap buffer's first element in its backing array, as Open MPI's bindings compute it.
     * @param buf an array or a buffer
     * @return the offset in bytes, 0 for arrays and direct buffers
     */
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
