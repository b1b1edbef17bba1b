package mpi;

import java.nio.charset.StandardCharsets;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpi;
import mpi.shim.nat.Native;

/**
 * An MPI datatype. Besides the handle it caches its geometry (lower bound, extent, true extent, size) so that every
 * call can check a count against the buffer it is given before the library touches memory.
 */
public final class Datatype implements Freeable, Cloneable {
    private static final LibMpi LIB = Native.LIB;

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
    private boolean geometryKnown;
    private long lb;
    private long extent;
    private long trueLb;
    private long trueExtent;
    private long size;

    protected Datatype() {}

    /** A predefined datatype. */
    Datatype(int baseType, long handle) {
        this.handle = handle;
        this.predefined = true;
        setBasic(baseType);
    }

    /** A derived datatype built from {@code oldType}. */
    Datatype(Datatype oldType, long handle) {
        this.handle = handle;
        setBasic(oldType.baseType, oldType);
    }

    protected void setBasic(int type) {
        baseType = type;
        baseSize = baseSizeOf(type);
    }

    protected void setBasic(int type, Datatype oldType) {
        baseType = type;
        baseSize = oldType.baseSize;
    }

    private static int baseSizeOf(int type) {
        switch (type) {
            case BYTE: case BOOLEAN: case PACKED: return 1;
            case CHAR: case SHORT: case SHORT_INT: return 2;
            case INT: case FLOAT: case INT2: case FLOAT_INT: case FLOAT_COMPLEX: return 4;
            case LONG: case DOUBLE: case LONG_INT: case DOUBLE_INT: case DOUBLE_COMPLEX: return 8;
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
        geometryKnown = true;
    }

    /**
     * Bytes from a buffer's start that {@code count} elements of this type reach (0 for count 0); an exception
     * when elements would start before the buffer.
     */
    long span(long count) throws MPIException {
        if (!geometryKnown) {
            loadGeometry();
        }
        if (count <= 0 || trueExtent == 0) {
            return 0;
        }
        long first = trueLb + Math.min(0, (count - 1) * extent);
        if (first < 0) {
            throw Errors.refused(MPI.ERR_TYPE, "datatype " + this + " reaches " + (-first)
                    + " bytes before the start of the buffer (negative lower bound)");
        }
        return trueLb + Math.max(0, (count - 1) * extent) + trueExtent;
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

    /** True when count elements occupy one gap-free run of bytes. */
    boolean isContiguous() throws MPIException {
        if (!geometryKnown) {
            loadGeometry();
        }
        return trueLb == 0 && lb == 0 && size == extent && trueExtent == extent;
    }

    public int getLb() throws MPIException {
        if (!geometryKnown) {
            loadGeometry();
        }
        return (int) lb;
    }

    public int getExtent() throws MPIException {
        if (!geometryKnown) {
            loadGeometry();
        }
        return (int) extent;
    }

    public int getTrueLb() throws MPIException {
        if (!geometryKnown) {
            loadGeometry();
        }
        return (int) trueLb;
    }

    public int getTrueExtent() throws MPIException {
        if (!geometryKnown) {
            loadGeometry();
        }
        return (int) trueExtent;
    }

    public int getSize() throws MPIException {
        if (!geometryKnown) {
            loadGeometry();
        }
        return (int) size;
    }

    public void commit() throws MPIException {
        Scratch s = Scratch.get();
        Memory.putLong(s.handle, use());
        int rc = LIB.MPI_Type_commit(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_commit");
        }
        handle = Memory.getLong(s.handle);
    }

    public void free() throws MPIException {
        if (predefined) {
            throw Errors.refused(MPI.ERR_TYPE, "predefined datatype " + this + " cannot be freed");
        }
        Scratch s = Scratch.get();
        Memory.putLong(s.handle, use());
        int rc = LIB.MPI_Type_free(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_free");
        }
        handle = Handles.DATATYPE_NULL;
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
        return new Datatype(this, Memory.getLong(s.handle));
    }

    public static Datatype createContiguous(int count, Datatype oldType) throws MPIException {
        Args.nonNegative(count, "count");
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Type_contiguous(count, Args.notNull(oldType, "oldType").use(), s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Type_contiguous");
        }
        return new Datatype(oldType, Memory.getLong(s.handle));
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
        return new Datatype(oldType, Memory.getLong(s.handle));
    }

    public void setName(String name) throws MPIException {
        Args.notNull(name, "name");
        byte[] bytes = (name + "\0").getBytes(StandardCharsets.UTF_8);
        Scratch s = Scratch.get();
        if (bytes.length > s.textBytes) {
            throw new IllegalArgumentException("name is longer than MPI.MAX_OBJECT_NAME");
        }
        Memory.copyFromArray(bytes, 0, s.text, bytes.length);
        int rc = LIB.MPI_Type_set_name(use(), s.text);
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
        int len = Memory.getInt(s.count);
        byte[] bytes = new byte[len];
        Memory.copyToArray(s.text, bytes, 0, len);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** The element offset of a heap buffer's backing array (0 for arrays and direct buffers). */
    protected int getOffset(Object buf) {
        if (buf instanceof java.nio.Buffer && !((java.nio.Buffer) buf).isDirect()) {
            return ((java.nio.Buffer) buf).arrayOffset();
        }
        return 0;
    }

    @Override
    public String toString() {
        return predefined ? "MPI." + BASE_NAMES[baseType] : "Datatype(" + BASE_NAMES[baseType] + " based)";
    }
}
