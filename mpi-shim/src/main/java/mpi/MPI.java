package mpi;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import mpi.shim.abi.Abi;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.Native;

/**
 * The MPI environment: initialisation and finalisation, predefined communicators, datatypes, operations and
 * constants, timers, and helpers for direct buffers.
 */
public final class MPI {
    public static final int THREAD_SINGLE = Abi.constant("MPI_THREAD_SINGLE");
    public static final int THREAD_FUNNELED = Abi.constant("MPI_THREAD_FUNNELED");
    public static final int THREAD_SERIALIZED = Abi.constant("MPI_THREAD_SERIALIZED");
    public static final int THREAD_MULTIPLE = Abi.constant("MPI_THREAD_MULTIPLE");
    public static final int GRAPH = Abi.constant("MPI_GRAPH");
    public static final int DIST_GRAPH = Abi.constant("MPI_DIST_GRAPH");
    public static final int CART = Abi.constant("MPI_CART");
    public static final int ANY_SOURCE = Abi.constant("MPI_ANY_SOURCE");
    public static final int ANY_TAG = Abi.constant("MPI_ANY_TAG");
    public static final int PROC_NULL = Abi.constant("MPI_PROC_NULL");
    public static final int UNDEFINED = Abi.constant("MPI_UNDEFINED");
    public static final int IDENT = Abi.constant("MPI_IDENT");
    public static final int CONGRUENT = Abi.constant("MPI_CONGRUENT");
    public static final int SIMILAR = Abi.constant("MPI_SIMILAR");
    public static final int UNEQUAL = Abi.constant("MPI_UNEQUAL");
    public static final int TAG_UB = Abi.constant("MPI_TAG_UB");
    public static final int HOST = Abi.constant("MPI_HOST");
    public static final int IO = Abi.constant("MPI_IO");
    public static final int WTIME_IS_GLOBAL = Abi.constant("MPI_WTIME_IS_GLOBAL");
    public static final int APPNUM = Abi.constant("MPI_APPNUM");
    public static final int LASTUSEDCODE = Abi.constant("MPI_LASTUSEDCODE");
    public static final int UNIVERSE_SIZE = Abi.constant("MPI_UNIVERSE_SIZE");
    public static final int WIN_BASE = Abi.constant("MPI_WIN_BASE");
    public static final int WIN_SIZE = Abi.constant("MPI_WIN_SIZE");
    public static final int WIN_DISP_UNIT = Abi.constant("MPI_WIN_DISP_UNIT");
    public static final int ROOT = Abi.constant("MPI_ROOT");
    public static final int KEYVAL_INVALID = Abi.constant("MPI_KEYVAL_INVALID");
    public static final int BSEND_OVERHEAD = Abi.constant("MPI_BSEND_OVERHEAD");
    public static final int MAX_OBJECT_NAME = Abi.constant("MPI_MAX_OBJECT_NAME");
    public static final int MAX_PORT_NAME = Abi.constant("MPI_MAX_PORT_NAME");
    public static final int MAX_DATAREP_STRING = Abi.constant("MPI_MAX_DATAREP_STRING");
    public static final int MAX_INFO_KEY = Abi.constant("MPI_MAX_INFO_KEY");
    public static final int MAX_INFO_VAL = Abi.constant("MPI_MAX_INFO_VAL");
    public static final int ORDER_C = Abi.constant("MPI_ORDER_C");
    public static final int ORDER_FORTRAN = Abi.constant("MPI_ORDER_FORTRAN");
    public static final int DISTRIBUTE_BLOCK = Abi.constant("MPI_DISTRIBUTE_BLOCK");
    public static final int DISTRIBUTE_CYCLIC = Abi.constant("MPI_DISTRIBUTE_CYCLIC");
    public static final int DISTRIBUTE_NONE = Abi.constant("MPI_DISTRIBUTE_NONE");
    public static final int DISTRIBUTE_DFLT_DARG = Abi.constant("MPI_DISTRIBUTE_DFLT_DARG");
    public static final int MODE_CREATE = Abi.constant("MPI_MODE_CREATE");
    public static final int MODE_RDONLY = Abi.constant("MPI_MODE_RDONLY");
    public static final int MODE_WRONLY = Abi.constant("MPI_MODE_WRONLY");
    public static final int MODE_RDWR = Abi.constant("MPI_MODE_RDWR");
    public static final int MODE_DELETE_ON_CLOSE = Abi.constant("MPI_MODE_DELETE_ON_CLOSE");
    public static final int MODE_UNIQUE_OPEN = Abi.constant("MPI_MODE_UNIQUE_OPEN");
    public static final int MODE_EXCL = Abi.constant("MPI_MODE_EXCL");
    public static final int MODE_APPEND = Abi.constant("MPI_MODE_APPEND");
    public static final int MODE_SEQUENTIAL = Abi.constant("MPI_MODE_SEQUENTIAL");
    public static final int DISPLACEMENT_CURRENT = Abi.constant("MPI_DISPLACEMENT_CURRENT");
    public static final int SEEK_SET = Abi.constant("MPI_SEEK_SET");
    public static final int SEEK_CUR = Abi.constant("MPI_SEEK_CUR");
    public static final int SEEK_END = Abi.constant("MPI_SEEK_END");
    public static final int MODE_NOCHECK = Abi.constant("MPI_MODE_NOCHECK");
    public static final int MODE_NOPRECEDE = Abi.constant("MPI_MODE_NOPRECEDE");
    public static final int MODE_NOPUT = Abi.constant("MPI_MODE_NOPUT");
    public static final int MODE_NOSTORE = Abi.constant("MPI_MODE_NOSTORE");
    public static final int MODE_NOSUCCEED = Abi.constant("MPI_MODE_NOSUCCEED");
    public static final int LOCK_EXCLUSIVE = Abi.constant("MPI_LOCK_EXCLUSIVE");
    public static final int LOCK_SHARED = Abi.constant("MPI_LOCK_SHARED");
    public static final int SUCCESS = Abi.constant("MPI_SUCCESS");
    public static final int ERR_BUFFER = Abi.constant("MPI_ERR_BUFFER");
    public static final int ERR_COUNT = Abi.constant("MPI_ERR_COUNT");
    public static final int ERR_TYPE = Abi.constant("MPI_ERR_TYPE");
    public static final int ERR_TAG = Abi.constant("MPI_ERR_TAG");
    public static final int ERR_COMM = Abi.constant("MPI_ERR_COMM");
    public static final int ERR_RANK = Abi.constant("MPI_ERR_RANK");
    public static final int ERR_REQUEST = Abi.constant("MPI_ERR_REQUEST");
    public static final int ERR_ROOT = Abi.constant("MPI_ERR_ROOT");
    public static final int ERR_GROUP = Abi.constant("MPI_ERR_GROUP");
    public static final int ERR_OP = Abi.constant("MPI_ERR_OP");
    public static final int ERR_TOPOLOGY = Abi.constant("MPI_ERR_TOPOLOGY");
    public static final int ERR_DIMS = Abi.constant("MPI_ERR_DIMS");
    public static final int ERR_ARG = Abi.constant("MPI_ERR_ARG");
    public static final int ERR_UNKNOWN = Abi.constant("MPI_ERR_UNKNOWN");
    public static final int ERR_TRUNCATE = Abi.constant("MPI_ERR_TRUNCATE");
    public static final int ERR_OTHER = Abi.constant("MPI_ERR_OTHER");
    public static final int ERR_INTERN = Abi.constant("MPI_ERR_INTERN");
    public static final int ERR_IN_STATUS = Abi.constant("MPI_ERR_IN_STATUS");
    public static final int ERR_PENDING = Abi.constant("MPI_ERR_PENDING");
    public static final int ERR_ACCESS = Abi.constant("MPI_ERR_ACCESS");
    public static final int ERR_AMODE = Abi.constant("MPI_ERR_AMODE");
    public static final int ERR_ASSERT = Abi.constant("MPI_ERR_ASSERT");
    public static final int ERR_BAD_FILE = Abi.constant("MPI_ERR_BAD_FILE");
    public static final int ERR_BASE = Abi.constant("MPI_ERR_BASE");
    public static final int ERR_CONVERSION = Abi.constant("MPI_ERR_CONVERSION");
    public static final int ERR_DISP = Abi.constant("MPI_ERR_DISP");
    public static final int ERR_DUP_DATAREP = Abi.constant("MPI_ERR_DUP_DATAREP");
    public static final int ERR_FILE_EXISTS = Abi.constant("MPI_ERR_FILE_EXISTS");
    public static final int ERR_FILE_IN_USE = Abi.constant("MPI_ERR_FILE_IN_USE");
    public static final int ERR_FILE = Abi.constant("MPI_ERR_FILE");
    public static final int ERR_INFO_KEY = Abi.constant("MPI_ERR_INFO_KEY");
    public static final int ERR_INFO_NOKEY = Abi.constant("MPI_ERR_INFO_NOKEY");
    public static final int ERR_INFO_VALUE = Abi.constant("MPI_ERR_INFO_VALUE");
    public static final int ERR_INFO = Abi.constant("MPI_ERR_INFO");
    public static final int ERR_IO = Abi.constant("MPI_ERR_IO");
    public static final int ERR_KEYVAL = Abi.constant("MPI_ERR_KEYVAL");
    public static final int ERR_LOCKTYPE = Abi.constant("MPI_ERR_LOCKTYPE");
    public static final int ERR_NAME = Abi.constant("MPI_ERR_NAME");
    public static final int ERR_NO_MEM = Abi.constant("MPI_ERR_NO_MEM");
    public static final int ERR_NOT_SAME = Abi.constant("MPI_ERR_NOT_SAME");
    public static final int ERR_NO_SPACE = Abi.constant("MPI_ERR_NO_SPACE");
    public static final int ERR_NO_SUCH_FILE = Abi.constant("MPI_ERR_NO_SUCH_FILE");
    public static final int ERR_PORT = Abi.constant("MPI_ERR_PORT");
    public static final int ERR_QUOTA = Abi.constant("MPI_ERR_QUOTA");
    public static final int ERR_READ_ONLY = Abi.constant("MPI_ERR_READ_ONLY");
    public static final int ERR_RMA_CONFLICT = Abi.constant("MPI_ERR_RMA_CONFLICT");
    public static final int ERR_RMA_SYNC = Abi.constant("MPI_ERR_RMA_SYNC");
    public static final int ERR_SERVICE = Abi.constant("MPI_ERR_SERVICE");
    public static final int ERR_SIZE = Abi.constant("MPI_ERR_SIZE");
    public static final int ERR_SPAWN = Abi.constant("MPI_ERR_SPAWN");
    public static final int ERR_UNSUPPORTED_DATAREP = Abi.constant("MPI_ERR_UNSUPPORTED_DATAREP");
    public static final int ERR_UNSUPPORTED_OPERATION = Abi.constant("MPI_ERR_UNSUPPORTED_OPERATION");
    public static final int ERR_WIN = Abi.constant("MPI_ERR_WIN");
    public static final int ERR_LASTCODE = Abi.constant("MPI_ERR_LASTCODE");
    /** Not in Open MPI 4.1; where the library lacks it, it shares ERR_UNKNOWN's value. */
    public static final int ERR_PROC_ABORTED = Abi.constant("MPI_ERR_PROC_ABORTED", ERR_UNKNOWN);
    /** Open MPI 5's Java bindings define it; where mpi.h lacks it, it shares ERR_OTHER's value. */
    public static final int ERR_SYSRESOURCE = Abi.constant("MPI_ERR_SYSRESOURCE", ERR_OTHER);
    public static final int VERSION = Abi.mpiVersion();
    public static final int SUBVERSION = Abi.mpiSubversion();

    public static final Intracomm COMM_WORLD = new Intracomm(Handles.COMM_WORLD);
    public static final Intracomm COMM_SELF = new Intracomm(Handles.COMM_SELF);

    public static final Op MAX = new Op(1);
    public static final Op MIN = new Op(2);
    public static final Op SUM = new Op(3);
    public static final Op PROD = new Op(4);
    public static final Op LAND = new Op(5);
    public static final Op BAND = new Op(6);
    public static final Op LOR = new Op(7);
    public static final Op BOR = new Op(8);
    public static final Op LXOR = new Op(9);
    public static final Op BXOR = new Op(10);
    public static final Op MINLOC = new Op(11);
    public static final Op MAXLOC = new Op(12);
    public static final Op REPLACE = new Op(13);
    public static final Op NO_OP = new Op(14);

    public static final Datatype DATATYPE_NULL = new Datatype(Datatype.NULL, Handles.DATATYPE_NULL);
    public static final Datatype BYTE = new Datatype(Datatype.BYTE, Handles.resolve("MPI_BYTE"));
    /** Java's char is an unsigned 16-bit integer. */
    public static final Datatype CHAR = new Datatype(Datatype.CHAR, Handles.resolve("MPI_UNSIGNED_SHORT"));
    public static final Datatype SHORT = new Datatype(Datatype.SHORT, Handles.resolve("MPI_SHORT"));
    /** Java's boolean arrays hold one byte per element, 0 or 1, as C's bool. */
    public static final Datatype BOOLEAN = new Datatype(Datatype.BOOLEAN, Handles.resolve("MPI_C_BOOL"));
    public static final Datatype INT = new Datatype(Datatype.INT, Handles.resolve("MPI_INT"));
    public static final Datatype LONG = new Datatype(Datatype.LONG, Handles.resolve("MPI_INT64_T"));
    public static final Datatype FLOAT = new Datatype(Datatype.FLOAT, Handles.resolve("MPI_FLOAT"));
    public static final Datatype DOUBLE = new Datatype(Datatype.DOUBLE, Handles.resolve("MPI_DOUBLE"));
    public static final Datatype PACKED = new Datatype(Datatype.PACKED, Handles.resolve("MPI_PACKED"));
    public static final Datatype FLOAT_COMPLEX =
            new Datatype(Datatype.FLOAT_COMPLEX, Handles.resolve("MPI_C_FLOAT_COMPLEX"));
    public static final Datatype DOUBLE_COMPLEX =
            new Datatype(Datatype.DOUBLE_COMPLEX, Handles.resolve("MPI_C_DOUBLE_COMPLEX"));
    public static final Datatype INT2 = new Datatype(Datatype.INT2, Handles.resolve("MPI_2INT"));
    public static final Datatype SHORT_INT = new Datatype(Datatype.SHORT_INT, Handles.resolve("MPI_SHORT_INT"));
    public static final Datatype LONG_INT = new Datatype(Datatype.LONG_INT, Handles.resolve("MPI_LONG_INT"));
    public static final Datatype FLOAT_INT = new Datatype(Datatype.FLOAT_INT, Handles.resolve("MPI_FLOAT_INT"));
    public static final Datatype DOUBLE_INT = new Datatype(Datatype.DOUBLE_INT, Handles.resolve("MPI_DOUBLE_INT"));
    /** Accessors of the pair types' C layouts (for MPI.INT2 ... MPI.DOUBLE_INT data in ByteBuffers). */
    public static final Int2 int2 = new Int2(Abi.sizeOf("int"), Abi.sizeOf("int"));
    public static final ShortInt shortInt = new ShortInt(Abi.sizeOf("short"), Abi.pairIndexOffset("SHORT_INT"),
            Abi.sizeOf("int"));
    public static final LongInt longInt = new LongInt(Abi.sizeOf("long"), Abi.pairIndexOffset("LONG_INT"),
            Abi.sizeOf("int"));
    public static final FloatInt floatInt = new FloatInt(Abi.pairIndexOffset("FLOAT_INT"), Abi.sizeOf("int"));
    public static final DoubleInt doubleInt = new DoubleInt(Abi.pairIndexOffset("DOUBLE_INT"), Abi.sizeOf("int"));

    public static final Request REQUEST_NULL = new Request(Handles.REQUEST_NULL);
    public static final Group GROUP_EMPTY = new Group(Handles.GROUP_EMPTY);
    public static final Info INFO_ENV = Info.newEnv();
    public static final Info INFO_NULL = new Info(Handles.INFO_NULL);

    public static final Errhandler ERRORS_ARE_FATAL = new Errhandler(Handles.ERRORS_ARE_FATAL);
    public static final Errhandler ERRORS_ABORT = new Errhandler(Handles.ERRORS_ABORT);
    public static final Errhandler ERRORS_RETURN = new Errhandler(Handles.ERRORS_RETURN);

    public MPI() {}

    public static String[] Init(String[] args) throws MPIException {
        Lifecycle.init(-1);
        return args;
    }

    /** Initialises with the thread level {@code required}; returns the level provided. */
    public static int InitThread(String[] args, int required) throws MPIException {
        return Lifecycle.init(required);
    }

    public static int queryThread() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        int rc = Native.LIB.MPI_Query_thread(s.flag);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Query_thread");
        }
        return Memory.getInt(s.flag);
    }

    public static boolean isThreadMain() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        int rc = Native.LIB.MPI_Is_thread_main(s.flag);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Is_thread_main");
        }
        return Memory.getInt(s.flag) != 0;
    }

    public static void Finalize() throws MPIException {
        Lifecycle.finish();
    }

    /**
     * Attaches a buffer for buffered sends (bSend, ibSend, bSendInit). The library works on native memory of the
     * same size, held until {@link #detachBuffer()}.
     */
    public static void attachBuffer(byte[] buffer) throws MPIException {
        BsendBuffer.attach(buffer);
    }

    /** Waits until buffered messages have been sent, detaches the buffer and returns it (null if none). */
    public static byte[] detachBuffer() throws MPIException {
        return BsendBuffer.detach();
    }

    /** Passes a profiling level to MPI_Pcontrol; {@code obj} is ignored, as in Open MPI. */
    public static void pControl(int level, Object obj) {
        mpi.shim.nat.LibMpiComm.LIB.MPI_Pcontrol(level);
    }

    /** Serializes an attribute value (attributes hold copies of Java objects). */
    protected static byte[] attrSet(Object obj) throws MPIException {
        try {
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
                out.writeObject(obj);
            }
            return bytes.toByteArray();
        } catch (java.io.IOException e) {
            throw new MPIException(e);
        }
    }

    protected static Object attrGet(byte[] bytes) throws MPIException {
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes))) {
            return in.readObject();
        } catch (java.io.IOException | ClassNotFoundException e) {
            throw new MPIException(e);
        }
    }

    /** MPI_Wtime. Before MPI.Init or after MPI.Finalize only where the library allows it (see Lifecycle.timer). */
    public static double wtime() throws MPIException {
        Lifecycle.timer("MPI.wtime");
        return Native.LIB.MPI_Wtime();
    }

    /** MPI_Wtick, with wtime's rule outside initialization. */
    public static double wtick() throws MPIException {
        Lifecycle.timer("MPI.wtick");
        return Native.LIB.MPI_Wtick();
    }

    public static Version getVersion() {
        Scratch s = Scratch.get();
        if (Native.LIB.MPI_Get_version(s.flag, s.index) != 0) {
            return new Version(VERSION, SUBVERSION);
        }
        return new Version(Memory.getInt(s.flag), Memory.getInt(s.index));
    }

    /** The library's own version string, e.g. "Open MPI v4.1.4, package: Debian OpenMPI, ...". */
    public static String getLibVersion() {
        return Lifecycle.loadedLibraryVersion();
    }

    public static String getProcessorName() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        int rc = Native.LIB.MPI_Get_processor_name(s.text, s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Get_processor_name");
        }
        return CText.get(s.text, Memory.getInt(s.count));
    }

    public static boolean isInitialized() throws MPIException {
        Scratch s = Scratch.get();
        int rc = Native.LIB.MPI_Initialized(s.flag);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Initialized");
        }
        return Memory.getInt(s.flag) != 0;
    }

    public static boolean isFinalized() throws MPIException {
        Scratch s = Scratch.get();
        int rc = Native.LIB.MPI_Finalized(s.flag);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Finalized");
        }
        return Memory.getInt(s.flag) != 0;
    }

    /** Throws unless MPI is initialised and not yet finalised. */
    protected static void check() throws MPIException {
        Lifecycle.check();
    }

    // ---- direct buffers ----------------------------------------------------------------------------------------

    public static ByteBuffer newByteBuffer(int capacity) {
        return ByteBuffer.allocateDirect(capacity).order(ByteOrder.nativeOrder());
    }

    public static CharBuffer newCharBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 2, "Char")).asCharBuffer();
    }

    public static ShortBuffer newShortBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 2, "Short")).asShortBuffer();
    }

    public static IntBuffer newIntBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 4, "Int")).asIntBuffer();
    }

    public static LongBuffer newLongBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 8, "Long")).asLongBuffer();
    }

    public static FloatBuffer newFloatBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 4, "Float")).asFloatBuffer();
    }

    public static DoubleBuffer newDoubleBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 8, "Double")).asDoubleBuffer();
    }

    /** Bytes of a direct buffer of {@code capacity} elements of {@code size} bytes, refusing what none can hold. */
    private static int directBytes(int capacity, int size, String kind) {
        long bytes = (long) capacity * size;
        if (capacity < 0 || bytes > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("new" + kind + "Buffer(" + capacity + "): " + (capacity < 0
                    ? "the capacity is negative" : bytes + " bytes, more than a direct buffer can hold (2^31 - 1)"));
        }
        return (int) bytes;
    }

    protected static void assertDirectBuffer(Buffer buf) {
        if (!buf.isDirect()) {
            throw new IllegalArgumentException("The buffer must be direct.");
        }
    }

    protected static void assertDirectBuffer(Buffer sendbuf, Buffer recvbuf) {
        if (!sendbuf.isDirect()) {
            throw new IllegalArgumentException("The send buffer must be direct.");
        }
        if (!recvbuf.isDirect()) {
            throw new IllegalArgumentException("The receive buffer must be direct.");
        }
    }

    protected static boolean isDirectBuffer(Object obj) {
        return obj instanceof Buffer && ((Buffer) obj).isDirect();
    }

    protected static boolean isHeapBuffer(Object obj) {
        return obj instanceof Buffer && !((Buffer) obj).isDirect();
    }

    /**
     * A buffer starting {@code offset} elements into {@code buf}. As in Open MPI, the parent's limit is reset to
     * its capacity and its position set to {@code offset}.
     */
    public static ByteBuffer slice(ByteBuffer buf, int offset) {
        return ((ByteBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice().order(ByteOrder.nativeOrder());
    }

    public static CharBuffer slice(CharBuffer buf, int offset) {
        return ((CharBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice();
    }

    public static ShortBuffer slice(ShortBuffer buf, int offset) {
        return ((ShortBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice();
    }

    public static IntBuffer slice(IntBuffer buf, int offset) {
        return ((IntBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice();
    }

    public static LongBuffer slice(LongBuffer buf, int offset) {
        return ((LongBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice();
    }

    public static FloatBuffer slice(FloatBuffer buf, int offset) {
        return ((FloatBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice();
    }

    public static DoubleBuffer slice(DoubleBuffer buf, int offset) {
        return ((DoubleBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice();
    }

    /** Elements of an array from {@code offset} on, refusing a null array or an offset outside it. */
    private static int sliceLength(Object array, int offset) {
        int length = java.lang.reflect.Array.getLength(Args.notNull(array, "buf"));
        if (offset < 0 || offset > length) {
            throw new IndexOutOfBoundsException("offset " + offset + " is outside an array of " + length + " elements");
        }
        return length - offset;
    }

    /** A heap buffer over {@code buf} starting at element {@code offset}, for blocking calls. */
    public static ByteBuffer slice(byte[] buf, int offset) {
        return ByteBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice().order(ByteOrder.nativeOrder());
    }

    public static CharBuffer slice(char[] buf, int offset) {
        return CharBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }

    public static ShortBuffer slice(short[] buf, int offset) {
        return ShortBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }

    public static IntBuffer slice(int[] buf, int offset) {
        return IntBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }

    public static LongBuffer slice(long[] buf, int offset) {
        return LongBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }

    public static FloatBuffer slice(float[] buf, int offset) {
        return FloatBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }

    public static DoubleBuffer slice(double[] buf, int offset) {
        return DoubleBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }
}
