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
import mpi.shim.nat.LibMpiEnvironment;

/**
 * The MPI environment: initialisation and finalisation, the predefined communicators, datatypes, operations, error
 * handlers and constants, timers, the buffer of buffered sends, and helpers for direct buffers and slices. Constants
 * take the values of the MPI library loaded at run time (its ABI description), so they may differ between Open MPI and
 * MPICH; compare with them, never with numbers.
 */
public final class MPI {
    /** Thread level: only one thread will run ({@code MPI_THREAD_SINGLE}). */
    public static final int THREAD_SINGLE = Abi.constant("MPI_THREAD_SINGLE");
    /** Thread level: only the thread that initialised MPI calls it ({@code MPI_THREAD_FUNNELED}). */
    public static final int THREAD_FUNNELED = Abi.constant("MPI_THREAD_FUNNELED");
    /** Thread level: any thread calls MPI, one at a time ({@code MPI_THREAD_SERIALIZED}). */
    public static final int THREAD_SERIALIZED = Abi.constant("MPI_THREAD_SERIALIZED");
    /**
     * Thread level: any thread calls MPI at any time ({@code MPI_THREAD_MULTIPLE}); each Java thread then stages arrays
     * through scratch memory of its own.
     */
    public static final int THREAD_MULTIPLE = Abi.constant("MPI_THREAD_MULTIPLE");
    /** Topology kind: a graph ({@code MPI_GRAPH}). */
    public static final int GRAPH = Abi.constant("MPI_GRAPH");
    /** Topology kind: a distributed graph ({@code MPI_DIST_GRAPH}). */
    public static final int DIST_GRAPH = Abi.constant("MPI_DIST_GRAPH");
    /** Topology kind: a Cartesian grid ({@code MPI_CART}). */
    public static final int CART = Abi.constant("MPI_CART");
    /** Wildcard source rank of receives and probes ({@code MPI_ANY_SOURCE}). */
    public static final int ANY_SOURCE = Abi.constant("MPI_ANY_SOURCE");
    /** Wildcard tag of receives and probes ({@code MPI_ANY_TAG}). */
    public static final int ANY_TAG = Abi.constant("MPI_ANY_TAG");
    /** The null process: communication with it completes at once and moves nothing ({@code MPI_PROC_NULL}). */
    public static final int PROC_NULL = Abi.constant("MPI_PROC_NULL");
    /** An undefined value: no color in a split, no rank in a group, no topology ({@code MPI_UNDEFINED}). */
    public static final int UNDEFINED = Abi.constant("MPI_UNDEFINED");
    /** Comparison result: the same object ({@code MPI_IDENT}). */
    public static final int IDENT = Abi.constant("MPI_IDENT");
    /** Comparison result: same group and ranks, different contexts ({@code MPI_CONGRUENT}). */
    public static final int CONGRUENT = Abi.constant("MPI_CONGRUENT");
    /** Comparison result: same members in another order ({@code MPI_SIMILAR}). */
    public static final int SIMILAR = Abi.constant("MPI_SIMILAR");
    /** Comparison result: different members ({@code MPI_UNEQUAL}). */
    public static final int UNEQUAL = Abi.constant("MPI_UNEQUAL");
    /** Predefined attribute key: the largest tag ({@code MPI_TAG_UB}). */
    public static final int TAG_UB = Abi.constant("MPI_TAG_UB");
    /** Predefined attribute key: the host process's rank, if any ({@code MPI_HOST}). */
    public static final int HOST = Abi.constant("MPI_HOST");
    /** Predefined attribute key: a rank that can do I/O ({@code MPI_IO}). */
    public static final int IO = Abi.constant("MPI_IO");
    /** Predefined attribute key: whether the clocks are synchronised ({@code MPI_WTIME_IS_GLOBAL}). */
    public static final int WTIME_IS_GLOBAL = Abi.constant("MPI_WTIME_IS_GLOBAL");
    /** Predefined attribute key: the application number of a spawned or MPMD job ({@code MPI_APPNUM}). */
    public static final int APPNUM = Abi.constant("MPI_APPNUM");
    /** Predefined attribute key: the last error code in use ({@code MPI_LASTUSEDCODE}). */
    public static final int LASTUSEDCODE = Abi.constant("MPI_LASTUSEDCODE");
    /** Predefined attribute key: the number of processes the job may have ({@code MPI_UNIVERSE_SIZE}). */
    public static final int UNIVERSE_SIZE = Abi.constant("MPI_UNIVERSE_SIZE");
    /** Predefined window attribute key: the window's base address ({@code MPI_WIN_BASE}). */
    public static final int WIN_BASE = Abi.constant("MPI_WIN_BASE");
    /** Predefined window attribute key: the window's size ({@code MPI_WIN_SIZE}). */
    public static final int WIN_SIZE = Abi.constant("MPI_WIN_SIZE");
    /** Predefined window attribute key: the window's displacement unit ({@code MPI_WIN_DISP_UNIT}). */
    public static final int WIN_DISP_UNIT = Abi.constant("MPI_WIN_DISP_UNIT");
    /** The root's own rank argument in a rooted collective on an intercommunicator ({@code MPI_ROOT}). */
    public static final int ROOT = Abi.constant("MPI_ROOT");
    /** An invalid attribute key ({@code MPI_KEYVAL_INVALID}). */
    public static final int KEYVAL_INVALID = Abi.constant("MPI_KEYVAL_INVALID");
    /** Bytes a buffered send needs in the attached buffer beyond its data ({@code MPI_BSEND_OVERHEAD}). */
    public static final int BSEND_OVERHEAD = Abi.constant("MPI_BSEND_OVERHEAD");
    /** The longest object name, in bytes ({@code MPI_MAX_OBJECT_NAME}). */
    public static final int MAX_OBJECT_NAME = Abi.constant("MPI_MAX_OBJECT_NAME");
    /** The longest port name, in bytes ({@code MPI_MAX_PORT_NAME}). */
    public static final int MAX_PORT_NAME = Abi.constant("MPI_MAX_PORT_NAME");
    /** The longest data representation name, in bytes ({@code MPI_MAX_DATAREP_STRING}). */
    public static final int MAX_DATAREP_STRING = Abi.constant("MPI_MAX_DATAREP_STRING");
    /** The longest info key, in bytes ({@code MPI_MAX_INFO_KEY}). */
    public static final int MAX_INFO_KEY = Abi.constant("MPI_MAX_INFO_KEY");
    /** The longest info value, in bytes ({@code MPI_MAX_INFO_VAL}). */
    public static final int MAX_INFO_VAL = Abi.constant("MPI_MAX_INFO_VAL");
    /** Array order of subarray and darray types: row-major ({@code MPI_ORDER_C}). */
    public static final int ORDER_C = Abi.constant("MPI_ORDER_C");
    /** Array order of subarray and darray types: column-major ({@code MPI_ORDER_FORTRAN}). */
    public static final int ORDER_FORTRAN = Abi.constant("MPI_ORDER_FORTRAN");
    /** Darray distribution: blocks ({@code MPI_DISTRIBUTE_BLOCK}). */
    public static final int DISTRIBUTE_BLOCK = Abi.constant("MPI_DISTRIBUTE_BLOCK");
    /** Darray distribution: cyclic ({@code MPI_DISTRIBUTE_CYCLIC}). */
    public static final int DISTRIBUTE_CYCLIC = Abi.constant("MPI_DISTRIBUTE_CYCLIC");
    /** Darray distribution: not distributed ({@code MPI_DISTRIBUTE_NONE}). */
    public static final int DISTRIBUTE_NONE = Abi.constant("MPI_DISTRIBUTE_NONE");
    /** Darray distribution argument: the default ({@code MPI_DISTRIBUTE_DFLT_DARG}). */
    public static final int DISTRIBUTE_DFLT_DARG = Abi.constant("MPI_DISTRIBUTE_DFLT_DARG");
    /** File access mode: create the file if it does not exist ({@code MPI_MODE_CREATE}). */
    public static final int MODE_CREATE = Abi.constant("MPI_MODE_CREATE");
    /** File access mode: read only ({@code MPI_MODE_RDONLY}). */
    public static final int MODE_RDONLY = Abi.constant("MPI_MODE_RDONLY");
    /** File access mode: write only ({@code MPI_MODE_WRONLY}). */
    public static final int MODE_WRONLY = Abi.constant("MPI_MODE_WRONLY");
    /** File access mode: read and write ({@code MPI_MODE_RDWR}). */
    public static final int MODE_RDWR = Abi.constant("MPI_MODE_RDWR");
    /** File access mode: delete the file when closed ({@code MPI_MODE_DELETE_ON_CLOSE}). */
    public static final int MODE_DELETE_ON_CLOSE = Abi.constant("MPI_MODE_DELETE_ON_CLOSE");
    /** File access mode: nobody else opens the file meanwhile ({@code MPI_MODE_UNIQUE_OPEN}). */
    public static final int MODE_UNIQUE_OPEN = Abi.constant("MPI_MODE_UNIQUE_OPEN");
    /** File access mode: fail if creating a file that exists ({@code MPI_MODE_EXCL}). */
    public static final int MODE_EXCL = Abi.constant("MPI_MODE_EXCL");
    /** File access mode: file pointers start at the end ({@code MPI_MODE_APPEND}). */
    public static final int MODE_APPEND = Abi.constant("MPI_MODE_APPEND");
    /** File access mode: sequential access only ({@code MPI_MODE_SEQUENTIAL}). */
    public static final int MODE_SEQUENTIAL = Abi.constant("MPI_MODE_SEQUENTIAL");
    /** File view displacement: the current position of the shared pointer ({@code MPI_DISPLACEMENT_CURRENT}). */
    public static final int DISPLACEMENT_CURRENT = Abi.constant("MPI_DISPLACEMENT_CURRENT");
    /** File seek: to the offset ({@code MPI_SEEK_SET}). */
    public static final int SEEK_SET = Abi.constant("MPI_SEEK_SET");
    /** File seek: from the current position ({@code MPI_SEEK_CUR}). */
    public static final int SEEK_CUR = Abi.constant("MPI_SEEK_CUR");
    /** File seek: from the end of the file ({@code MPI_SEEK_END}). */
    public static final int SEEK_END = Abi.constant("MPI_SEEK_END");
    /** Window assertion: no conflicting lock or epoch is held ({@code MPI_MODE_NOCHECK}). */
    public static final int MODE_NOCHECK = Abi.constant("MPI_MODE_NOCHECK");
    /** Fence assertion: the fence completes no local RMA operations ({@code MPI_MODE_NOPRECEDE}). */
    public static final int MODE_NOPRECEDE = Abi.constant("MPI_MODE_NOPRECEDE");
    /**
     * Window assertion: the local window is not updated by puts or accumulates until the next synchronization
     * ({@code MPI_MODE_NOPUT}).
     */
    public static final int MODE_NOPUT = Abi.constant("MPI_MODE_NOPUT");
    /**
     * Window assertion: the local window was not stored to since the last synchronization ({@code MPI_MODE_NOSTORE}).
     */
    public static final int MODE_NOSTORE = Abi.constant("MPI_MODE_NOSTORE");
    /** Fence assertion: no RMA operations follow the fence ({@code MPI_MODE_NOSUCCEED}). */
    public static final int MODE_NOSUCCEED = Abi.constant("MPI_MODE_NOSUCCEED");
    /** Window lock type: exclusive ({@code MPI_LOCK_EXCLUSIVE}). */
    public static final int LOCK_EXCLUSIVE = Abi.constant("MPI_LOCK_EXCLUSIVE");
    /** Window lock type: shared ({@code MPI_LOCK_SHARED}). */
    public static final int LOCK_SHARED = Abi.constant("MPI_LOCK_SHARED");
    /** The return code of a successful call ({@code MPI_SUCCESS}). */
    public static final int SUCCESS = Abi.constant("MPI_SUCCESS");
    /**
     * Error class: invalid buffer; also the binding's refusal of data before a buffer's start or of no buffer
     * ({@code MPI_ERR_BUFFER}).
     */
    public static final int ERR_BUFFER = Abi.constant("MPI_ERR_BUFFER");
    /**
     * Error class: invalid count; also the binding's refusal of a negative count or of data past a buffer's end
     * ({@code MPI_ERR_COUNT}).
     */
    public static final int ERR_COUNT = Abi.constant("MPI_ERR_COUNT");
    /** Error class: invalid datatype ({@code MPI_ERR_TYPE}). */
    public static final int ERR_TYPE = Abi.constant("MPI_ERR_TYPE");
    /** Error class: invalid tag ({@code MPI_ERR_TAG}). */
    public static final int ERR_TAG = Abi.constant("MPI_ERR_TAG");
    /** Error class: invalid communicator ({@code MPI_ERR_COMM}). */
    public static final int ERR_COMM = Abi.constant("MPI_ERR_COMM");
    /** Error class: invalid rank ({@code MPI_ERR_RANK}). */
    public static final int ERR_RANK = Abi.constant("MPI_ERR_RANK");
    /** Error class: invalid request ({@code MPI_ERR_REQUEST}). */
    public static final int ERR_REQUEST = Abi.constant("MPI_ERR_REQUEST");
    /** Error class: invalid root ({@code MPI_ERR_ROOT}). */
    public static final int ERR_ROOT = Abi.constant("MPI_ERR_ROOT");
    /** Error class: invalid group ({@code MPI_ERR_GROUP}). */
    public static final int ERR_GROUP = Abi.constant("MPI_ERR_GROUP");
    /** Error class: invalid operation ({@code MPI_ERR_OP}). */
    public static final int ERR_OP = Abi.constant("MPI_ERR_OP");
    /** Error class: invalid topology, or none ({@code MPI_ERR_TOPOLOGY}). */
    public static final int ERR_TOPOLOGY = Abi.constant("MPI_ERR_TOPOLOGY");
    /** Error class: invalid dimensions ({@code MPI_ERR_DIMS}). */
    public static final int ERR_DIMS = Abi.constant("MPI_ERR_DIMS");
    /** Error class: invalid argument of another kind ({@code MPI_ERR_ARG}). */
    public static final int ERR_ARG = Abi.constant("MPI_ERR_ARG");
    /** Error class: unknown error ({@code MPI_ERR_UNKNOWN}). */
    public static final int ERR_UNKNOWN = Abi.constant("MPI_ERR_UNKNOWN");
    /** Error class: message or packed data truncated ({@code MPI_ERR_TRUNCATE}). */
    public static final int ERR_TRUNCATE = Abi.constant("MPI_ERR_TRUNCATE");
    /**
     * Error class: another error; also the binding's refusal of calls before {@link #Init} or after {@link #Finalize}
     * ({@code MPI_ERR_OTHER}).
     */
    public static final int ERR_OTHER = Abi.constant("MPI_ERR_OTHER");
    /** Error class: internal error of the library ({@code MPI_ERR_INTERN}). */
    public static final int ERR_INTERN = Abi.constant("MPI_ERR_INTERN");
    /** Error class: the error is in the statuses ({@code MPI_ERR_IN_STATUS}). */
    public static final int ERR_IN_STATUS = Abi.constant("MPI_ERR_IN_STATUS");
    /**
     * Error class: pending request; also the binding's refusal to close a file with nonblocking transfers pending
     * ({@code MPI_ERR_PENDING}).
     */
    public static final int ERR_PENDING = Abi.constant("MPI_ERR_PENDING");
    /** Error class: file permission denied ({@code MPI_ERR_ACCESS}). */
    public static final int ERR_ACCESS = Abi.constant("MPI_ERR_ACCESS");
    /** Error class: invalid file access mode ({@code MPI_ERR_AMODE}). */
    public static final int ERR_AMODE = Abi.constant("MPI_ERR_AMODE");
    /** Error class: invalid window assertion ({@code MPI_ERR_ASSERT}). */
    public static final int ERR_ASSERT = Abi.constant("MPI_ERR_ASSERT");
    /** Error class: invalid file name ({@code MPI_ERR_BAD_FILE}). */
    public static final int ERR_BAD_FILE = Abi.constant("MPI_ERR_BAD_FILE");
    /** Error class: invalid base address ({@code MPI_ERR_BASE}). */
    public static final int ERR_BASE = Abi.constant("MPI_ERR_BASE");
    /** Error class: data conversion failed ({@code MPI_ERR_CONVERSION}). */
    public static final int ERR_CONVERSION = Abi.constant("MPI_ERR_CONVERSION");
    /** Error class: invalid displacement ({@code MPI_ERR_DISP}). */
    public static final int ERR_DISP = Abi.constant("MPI_ERR_DISP");
    /** Error class: data representation already defined ({@code MPI_ERR_DUP_DATAREP}). */
    public static final int ERR_DUP_DATAREP = Abi.constant("MPI_ERR_DUP_DATAREP");
    /** Error class: file exists ({@code MPI_ERR_FILE_EXISTS}). */
    public static final int ERR_FILE_EXISTS = Abi.constant("MPI_ERR_FILE_EXISTS");
    /** Error class: file in use ({@code MPI_ERR_FILE_IN_USE}). */
    public static final int ERR_FILE_IN_USE = Abi.constant("MPI_ERR_FILE_IN_USE");
    /** Error class: invalid file ({@code MPI_ERR_FILE}). */
    public static final int ERR_FILE = Abi.constant("MPI_ERR_FILE");
    /** Error class: info key too long ({@code MPI_ERR_INFO_KEY}). */
    public static final int ERR_INFO_KEY = Abi.constant("MPI_ERR_INFO_KEY");
    /** Error class: no such info key ({@code MPI_ERR_INFO_NOKEY}). */
    public static final int ERR_INFO_NOKEY = Abi.constant("MPI_ERR_INFO_NOKEY");
    /** Error class: info value too long ({@code MPI_ERR_INFO_VALUE}). */
    public static final int ERR_INFO_VALUE = Abi.constant("MPI_ERR_INFO_VALUE");
    /** Error class: invalid info ({@code MPI_ERR_INFO}). */
    public static final int ERR_INFO = Abi.constant("MPI_ERR_INFO");
    /** Error class: I/O error ({@code MPI_ERR_IO}). */
    public static final int ERR_IO = Abi.constant("MPI_ERR_IO");
    /** Error class: invalid attribute key ({@code MPI_ERR_KEYVAL}). */
    public static final int ERR_KEYVAL = Abi.constant("MPI_ERR_KEYVAL");
    /** Error class: invalid lock type ({@code MPI_ERR_LOCKTYPE}). */
    public static final int ERR_LOCKTYPE = Abi.constant("MPI_ERR_LOCKTYPE");
    /** Error class: no such service name ({@code MPI_ERR_NAME}). */
    public static final int ERR_NAME = Abi.constant("MPI_ERR_NAME");
    /** Error class: out of memory ({@code MPI_ERR_NO_MEM}). */
    public static final int ERR_NO_MEM = Abi.constant("MPI_ERR_NO_MEM");
    /** Error class: collective arguments differ between processes ({@code MPI_ERR_NOT_SAME}). */
    public static final int ERR_NOT_SAME = Abi.constant("MPI_ERR_NOT_SAME");
    /** Error class: no space left ({@code MPI_ERR_NO_SPACE}). */
    public static final int ERR_NO_SPACE = Abi.constant("MPI_ERR_NO_SPACE");
    /** Error class: no such file ({@code MPI_ERR_NO_SUCH_FILE}). */
    public static final int ERR_NO_SUCH_FILE = Abi.constant("MPI_ERR_NO_SUCH_FILE");
    /** Error class: invalid port ({@code MPI_ERR_PORT}). */
    public static final int ERR_PORT = Abi.constant("MPI_ERR_PORT");
    /** Error class: quota exceeded ({@code MPI_ERR_QUOTA}). */
    public static final int ERR_QUOTA = Abi.constant("MPI_ERR_QUOTA");
    /** Error class: read-only file or file system ({@code MPI_ERR_READ_ONLY}). */
    public static final int ERR_READ_ONLY = Abi.constant("MPI_ERR_READ_ONLY");
    /** Error class: conflicting RMA accesses ({@code MPI_ERR_RMA_CONFLICT}). */
    public static final int ERR_RMA_CONFLICT = Abi.constant("MPI_ERR_RMA_CONFLICT");
    /** Error class: wrong RMA synchronization ({@code MPI_ERR_RMA_SYNC}). */
    public static final int ERR_RMA_SYNC = Abi.constant("MPI_ERR_RMA_SYNC");
    /** Error class: service name not published ({@code MPI_ERR_SERVICE}). */
    public static final int ERR_SERVICE = Abi.constant("MPI_ERR_SERVICE");
    /** Error class: invalid size ({@code MPI_ERR_SIZE}). */
    public static final int ERR_SIZE = Abi.constant("MPI_ERR_SIZE");
    /** Error class: spawning failed ({@code MPI_ERR_SPAWN}). */
    public static final int ERR_SPAWN = Abi.constant("MPI_ERR_SPAWN");
    /** Error class: unsupported data representation ({@code MPI_ERR_UNSUPPORTED_DATAREP}). */
    public static final int ERR_UNSUPPORTED_DATAREP = Abi.constant("MPI_ERR_UNSUPPORTED_DATAREP");
    /**
     * Error class: unsupported operation; also a function the loaded library lacks
     * ({@code MPI_ERR_UNSUPPORTED_OPERATION}).
     */
    public static final int ERR_UNSUPPORTED_OPERATION = Abi.constant("MPI_ERR_UNSUPPORTED_OPERATION");
    /** Error class: invalid window ({@code MPI_ERR_WIN}). */
    public static final int ERR_WIN = Abi.constant("MPI_ERR_WIN");
    /** The last standard error code ({@code MPI_ERR_LASTCODE}). */
    public static final int ERR_LASTCODE = Abi.constant("MPI_ERR_LASTCODE");
    /** Not in Open MPI 4.1; where the library lacks it, it shares ERR_UNKNOWN's value. */
    public static final int ERR_PROC_ABORTED = Abi.constant("MPI_ERR_PROC_ABORTED", ERR_UNKNOWN);
    /** Open MPI 5's Java bindings define it; where mpi.h lacks it, it shares ERR_OTHER's value. */
    public static final int ERR_SYSRESOURCE = Abi.constant("MPI_ERR_SYSRESOURCE", ERR_OTHER);
    /**
     * The major version of the MPI standard of the library's {@code mpi.h}, from the ABI description
     * ({@code MPI_VERSION}).
     */
    public static final int VERSION = Abi.mpiVersion();
    /**
     * The minor version of the MPI standard of the library's {@code mpi.h}, from the ABI description
     * ({@code MPI_SUBVERSION}).
     */
    public static final int SUBVERSION = Abi.mpiSubversion();

    /** All processes of the job ({@code MPI_COMM_WORLD}); cannot be freed. */
    public static final Intracomm COMM_WORLD = new Intracomm(Handles.COMM_WORLD);
    /** The calling process alone ({@code MPI_COMM_SELF}); cannot be freed. */
    public static final Intracomm COMM_SELF = new Intracomm(Handles.COMM_SELF);

    /** Reduction: maximum ({@code MPI_MAX}). */
    public static final Op MAX = new Op(1);
    /** Reduction: minimum ({@code MPI_MIN}). */
    public static final Op MIN = new Op(2);
    /** Reduction: sum ({@code MPI_SUM}). */
    public static final Op SUM = new Op(3);
    /** Reduction: product ({@code MPI_PROD}). */
    public static final Op PROD = new Op(4);
    /** Reduction: logical and ({@code MPI_LAND}). */
    public static final Op LAND = new Op(5);
    /** Reduction: bitwise and ({@code MPI_BAND}). */
    public static final Op BAND = new Op(6);
    /** Reduction: logical or ({@code MPI_LOR}). */
    public static final Op LOR = new Op(7);
    /** Reduction: bitwise or ({@code MPI_BOR}). */
    public static final Op BOR = new Op(8);
    /** Reduction: logical exclusive or ({@code MPI_LXOR}). */
    public static final Op LXOR = new Op(9);
    /** Reduction: bitwise exclusive or ({@code MPI_BXOR}). */
    public static final Op BXOR = new Op(10);
    /** Reduction of value-index pairs: the minimum and its lowest index ({@code MPI_MINLOC}). */
    public static final Op MINLOC = new Op(11);
    /** Reduction of value-index pairs: the maximum and its lowest index ({@code MPI_MAXLOC}). */
    public static final Op MAXLOC = new Op(12);
    /** One-sided accumulate: replace the target's value ({@code MPI_REPLACE}). */
    public static final Op REPLACE = new Op(13);
    /** One-sided accumulate: leave the target's value ({@code MPI_NO_OP}). */
    public static final Op NO_OP = new Op(14);

    /** The null datatype ({@code MPI_DATATYPE_NULL}). */
    public static final Datatype DATATYPE_NULL = new Datatype(Datatype.NULL, Handles.DATATYPE_NULL);
    /** Bytes, Java's {@code byte} ({@code MPI_BYTE}). */
    public static final Datatype BYTE = new Datatype(Datatype.BYTE, Handles.resolve("MPI_BYTE"));
    /**
     * Java's {@code char}, an unsigned 16-bit integer: {@code MPI_UNSIGNED_SHORT} (C's {@code MPI_CHAR} is one byte).
     */
    public static final Datatype CHAR = new Datatype(Datatype.CHAR, Handles.resolve("MPI_UNSIGNED_SHORT"));
    /** Java's {@code short} ({@code MPI_SHORT}). */
    public static final Datatype SHORT = new Datatype(Datatype.SHORT, Handles.resolve("MPI_SHORT"));
    /** Java's {@code boolean}: arrays hold one byte per element, 0 or 1, as C's {@code bool} ({@code MPI_C_BOOL}). */
    public static final Datatype BOOLEAN = new Datatype(Datatype.BOOLEAN, Handles.resolve("MPI_C_BOOL"));
    /** Java's {@code int} ({@code MPI_INT}). */
    public static final Datatype INT = new Datatype(Datatype.INT, Handles.resolve("MPI_INT"));
    /** Java's {@code long}, 64 bits on every platform: {@code MPI_INT64_T} (C's {@code MPI_LONG} varies). */
    public static final Datatype LONG = new Datatype(Datatype.LONG, Handles.resolve("MPI_INT64_T"));
    /** Java's {@code float} ({@code MPI_FLOAT}). */
    public static final Datatype FLOAT = new Datatype(Datatype.FLOAT, Handles.resolve("MPI_FLOAT"));
    /** Java's {@code double} ({@code MPI_DOUBLE}). */
    public static final Datatype DOUBLE = new Datatype(Datatype.DOUBLE, Handles.resolve("MPI_DOUBLE"));
    /** Packed data, as {@link Comm#pack} writes it ({@code MPI_PACKED}). */
    public static final Datatype PACKED = new Datatype(Datatype.PACKED, Handles.resolve("MPI_PACKED"));
    /**
     * Complex numbers of two {@code float}s, real part first ({@code MPI_C_FLOAT_COMPLEX}); see {@link FloatComplex}.
     */
    public static final Datatype FLOAT_COMPLEX =
            new Datatype(Datatype.FLOAT_COMPLEX, Handles.resolve("MPI_C_FLOAT_COMPLEX"));
    /**
     * Complex numbers of two {@code double}s, real part first ({@code MPI_C_DOUBLE_COMPLEX}); see
     * {@link DoubleComplex}.
     */
    public static final Datatype DOUBLE_COMPLEX =
            new Datatype(Datatype.DOUBLE_COMPLEX, Handles.resolve("MPI_C_DOUBLE_COMPLEX"));
    /** Pairs of two {@code int}s, for {@link #MINLOC} and {@link #MAXLOC} ({@code MPI_2INT}); see {@link #int2}. */
    public static final Datatype INT2 = new Datatype(Datatype.INT2, Handles.resolve("MPI_2INT"));
    /** Pairs of a {@code short} and an {@code int} index ({@code MPI_SHORT_INT}); see {@link #shortInt}. */
    public static final Datatype SHORT_INT = new Datatype(Datatype.SHORT_INT, Handles.resolve("MPI_SHORT_INT"));
    /** Pairs of a C {@code long} and an {@code int} index ({@code MPI_LONG_INT}); see {@link #longInt}. */
    public static final Datatype LONG_INT = new Datatype(Datatype.LONG_INT, Handles.resolve("MPI_LONG_INT"));
    /** Pairs of a {@code float} and an {@code int} index ({@code MPI_FLOAT_INT}); see {@link #floatInt}. */
    public static final Datatype FLOAT_INT = new Datatype(Datatype.FLOAT_INT, Handles.resolve("MPI_FLOAT_INT"));
    /** Pairs of a {@code double} and an {@code int} index ({@code MPI_DOUBLE_INT}); see {@link #doubleInt}. */
    public static final Datatype DOUBLE_INT = new Datatype(Datatype.DOUBLE_INT, Handles.resolve("MPI_DOUBLE_INT"));
    /** The C layout of {@link #INT2} pairs, to read and write them in byte buffers. */
    public static final Int2 int2 = new Int2(Abi.sizeOf("int"), Abi.sizeOf("int"));
    /** The C layout of {@link #SHORT_INT} pairs, to read and write them in byte buffers. */
    public static final ShortInt shortInt = new ShortInt(Abi.sizeOf("short"), Abi.pairIndexOffset("SHORT_INT"),
            Abi.sizeOf("int"));
    /** The C layout of {@link #LONG_INT} pairs, to read and write them in byte buffers. */
    public static final LongInt longInt = new LongInt(Abi.sizeOf("long"), Abi.pairIndexOffset("LONG_INT"),
            Abi.sizeOf("int"));
    /** The C layout of {@link #FLOAT_INT} pairs, to read and write them in byte buffers. */
    public static final FloatInt floatInt = new FloatInt(Abi.pairIndexOffset("FLOAT_INT"), Abi.sizeOf("int"));
    /** The C layout of {@link #DOUBLE_INT} pairs, to read and write them in byte buffers. */
    public static final DoubleInt doubleInt = new DoubleInt(Abi.pairIndexOffset("DOUBLE_INT"), Abi.sizeOf("int"));

    /** The null request ({@code MPI_REQUEST_NULL}): completes at once with an empty status. */
    public static final Request REQUEST_NULL = new Request(Handles.REQUEST_NULL);
    /** The empty group ({@code MPI_GROUP_EMPTY}). */
    public static final Group GROUP_EMPTY = new Group(Handles.GROUP_EMPTY);
    /**
     * The job's environment as an info object ({@code MPI_INFO_ENV}). On Open MPI its {@code command} and {@code argv}
     * are the Java main class and its arguments; MPICH sets no keys (docs/mpis.md).
     */
    public static final Info INFO_ENV = Info.newEnv();
    /** The null info object ({@code MPI_INFO_NULL}): no hints. */
    public static final Info INFO_NULL = new Info(Handles.INFO_NULL);

    /** Error handler: an error aborts the job ({@code MPI_ERRORS_ARE_FATAL}); the default. */
    public static final Errhandler ERRORS_ARE_FATAL = new Errhandler(Handles.ERRORS_ARE_FATAL);
    /**
     * Error handler: an error aborts the processes of the communicator ({@code MPI_ERRORS_ABORT}, MPI-4; from Open MPI
     * 5.0's API).
     */
    public static final Errhandler ERRORS_ABORT = new Errhandler(Handles.ERRORS_ABORT);
    /** Error handler: a failed call throws an {@link MPIException} ({@code MPI_ERRORS_RETURN}). */
    public static final Errhandler ERRORS_RETURN = new Errhandler(Handles.ERRORS_RETURN);

    /** Not needed: every member is static (the constructor is public in Open MPI's bindings). */
    public MPI() {}

    /**
     * Initialises MPI. Calls {@code MPI_Init} (with no arguments: the library gets the command line from the launcher).
     * Before, the binding checks that the loaded library has an ABI description ({@link #ERR_OTHER} otherwise, naming
     * the library and how to describe it), and refuses a second {@code Init} or one after {@link #Finalize()}, which
     * the library would answer by aborting.
     * @param args the program's arguments
     * @return {@code args}, unchanged
     * @throws MPIException if the call fails or the binding refuses it
     */
    public static String[] Init(String[] args) throws MPIException {
        Lifecycle.init(-1);
        return args;
    }

    /**
     * Initialises MPI with a thread level, with {@link #Init}'s checks. Calls {@code MPI_Init_thread}.
     * @param args the program's arguments
     * @param required the level wanted: {@link #THREAD_SINGLE}, {@link #THREAD_FUNNELED}, {@link #THREAD_SERIALIZED} or
     * {@link #THREAD_MULTIPLE}
     * @return the level provided, which may be lower
     * @throws MPIException if the call fails or the binding refuses it
     */
    public static int InitThread(String[] args, int required) throws MPIException {
        return Lifecycle.init(required);
    }

    /**
     * The thread level MPI provides. Calls {@code MPI_Query_thread}.
     * @return the level
     * @throws MPIException if the call fails or the binding refuses it
     */
    public static int queryThread() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Query_thread(s.flag), "MPI_Query_thread");
        return Memory.getInt(s.flag);
    }

    /**
     * Whether the calling thread initialised MPI. Calls {@code MPI_Is_thread_main}.
     * @return true on the main thread
     * @throws MPIException if the call fails or the binding refuses it
     */
    public static boolean isThreadMain() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Is_thread_main(s.flag), "MPI_Is_thread_main");
        return Memory.getInt(s.flag) != 0;
    }

    /**
     * Finalizes MPI; no MPI call may follow (they are refused with {@link #ERR_OTHER}). Calls {@code MPI_Finalize}.
     * @throws MPIException if the call fails or the binding refuses it
     */
    public static void Finalize() throws MPIException {
        Lifecycle.finish();
    }

    /**
     * Attaches a buffer for buffered sends ({@link Comm#bSend}, {@link Comm#ibSend}, {@link Comm#bSendInit}). Calls
     * {@code MPI_Buffer_attach} on native memory of the same size (the library keeps using it, and a Java array may
     * move), held until {@link #detachBuffer()}; a second buffer is refused ({@link #ERR_BUFFER}).
     * @param buffer the buffer; its size counts, its contents are not used
     * @throws MPIException if the call fails or the binding refuses it
     */
    public static void attachBuffer(byte[] buffer) throws MPIException {
        BsendBuffer.attach(buffer);
    }

    /**
     * Waits until the buffered messages have been sent, then detaches the buffer. Calls {@code MPI_Buffer_detach}.
     * @return the array given to {@link #attachBuffer}, or null when none is attached
     * @throws MPIException if the call fails or the binding refuses it
     */
    public static byte[] detachBuffer() throws MPIException {
        return BsendBuffer.detach();
    }

    /**
     * Passes a profiling level to the profiling layer. Calls {@code MPI_Pcontrol}.
     * @param level the level
     * @param obj ignored, as in Open MPI's bindings
     */
    public static void pControl(int level, Object obj) {
        LibMpiEnvironment.MPI_Pcontrol(level);
    }

    /**
     * Serializes an attribute value (attributes hold copies of Java objects).
     * @param obj the value
     * @return its serialized bytes
     * @throws MPIException if it cannot be serialized
     */
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

    /**
     * Deserializes an attribute value.
     * @param bytes what {@link #attrSet} made
     * @return a new copy of the value
     * @throws MPIException if it cannot be deserialized
     */
    protected static Object attrGet(byte[] bytes) throws MPIException {
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes))) {
            return in.readObject();
        } catch (java.io.IOException | ClassNotFoundException e) {
            throw new MPIException(e);
        }
    }

    /**
     * The elapsed time in seconds since some time in the past. Calls {@code MPI_Wtime}. Before {@link #Init} or after
     * {@link #Finalize()} only where the library allows it: Open MPI answers, on MPICH the binding refuses it
     * ({@link #ERR_OTHER}) because MPICH aborts the process (docs/mpis.md).
     * @return the time
     * @throws MPIException outside initialisation on MPICH
     */
    public static double wtime() throws MPIException {
        Lifecycle.timer("MPI.wtime");
        return LibMpiEnvironment.MPI_Wtime();
    }

    /**
     * The resolution of {@link #wtime()}, in seconds. Calls {@code MPI_Wtick}, with {@code wtime}'s rule outside
     * initialisation.
     * @return the resolution
     * @throws MPIException outside initialisation on MPICH
     */
    public static double wtick() throws MPIException {
        Lifecycle.timer("MPI.wtick");
        return LibMpiEnvironment.MPI_Wtick();
    }

    /**
     * The version of the MPI standard the library implements. Calls {@code MPI_Get_version} (allowed at any time); if
     * that fails, the version of the ABI description.
     * @return the version
     */
    public static Version getVersion() {
        Scratch s = Scratch.get();
        if (LibMpiEnvironment.MPI_Get_version(s.flag, s.index) != 0) {
            return new Version(VERSION, SUBVERSION);
        }
        return new Version(Memory.getInt(s.flag), Memory.getInt(s.index));
    }

    /**
     * The library's own version string, e.g. "Open MPI v4.1.4, package: Debian OpenMPI, ...". Calls
     * {@code MPI_Get_library_version} (allowed at any time).
     * @return the version string, or "unknown" when the call fails
     */
    public static String getLibVersion() {
        return Lifecycle.loadedLibraryVersion();
    }

    /**
     * The name of the processor (usually the host name). Calls {@code MPI_Get_processor_name}.
     * @return the name
     * @throws MPIException if the call fails or the binding refuses it
     */
    public static String getProcessorName() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Get_processor_name(s.text, s.count), "MPI_Get_processor_name");
        return CText.get(s.text, Memory.getInt(s.count));
    }

    /**
     * Whether MPI has been initialised (also after it was finalized). Calls {@code MPI_Initialized}.
     * @return true once {@link #Init} has run
     * @throws MPIException if the call fails
     */
    public static boolean isInitialized() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Initialized(s.flag), "MPI_Initialized");
        return Memory.getInt(s.flag) != 0;
    }

    /**
     * Whether MPI has been finalized. Calls {@code MPI_Finalized}.
     * @return true once {@link #Finalize()} has run
     * @throws MPIException if the call fails
     */
    public static boolean isFinalized() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Finalized(s.flag), "MPI_Finalized");
        return Memory.getInt(s.flag) != 0;
    }

    /**
     * Throws unless MPI is initialised and not yet finalized.
     * @throws MPIException ({@link #ERR_OTHER}) outside initialisation
     */
    protected static void check() throws MPIException {
        Lifecycle.check();
    }

    // ---- direct buffers ----------------------------------------------------------------------------------------

    /**
     * A new direct byte buffer in native byte order, for nonblocking calls and windows.
     * @param capacity the number of bytes
     * @return the buffer
     * @throws IllegalArgumentException if {@code capacity} is negative
     */
    public static ByteBuffer newByteBuffer(int capacity) {
        return ByteBuffer.allocateDirect(capacity).order(ByteOrder.nativeOrder());
    }

    /**
     * A new direct char buffer in native byte order.
     * @param capacity the number of elements
     * @return the buffer
     * @throws IllegalArgumentException if {@code capacity} is negative or the bytes exceed 2^31 - 1
     */
    public static CharBuffer newCharBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 2, "Char")).asCharBuffer();
    }

    /**
     * A new direct short buffer in native byte order.
     * @param capacity the number of elements
     * @return the buffer
     * @throws IllegalArgumentException if {@code capacity} is negative or the bytes exceed 2^31 - 1
     */
    public static ShortBuffer newShortBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 2, "Short")).asShortBuffer();
    }

    /**
     * A new direct int buffer in native byte order.
     * @param capacity the number of elements
     * @return the buffer
     * @throws IllegalArgumentException if {@code capacity} is negative or the bytes exceed 2^31 - 1
     */
    public static IntBuffer newIntBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 4, "Int")).asIntBuffer();
    }

    /**
     * A new direct long buffer in native byte order.
     * @param capacity the number of elements
     * @return the buffer
     * @throws IllegalArgumentException if {@code capacity} is negative or the bytes exceed 2^31 - 1
     */
    public static LongBuffer newLongBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 8, "Long")).asLongBuffer();
    }

    /**
     * A new direct float buffer in native byte order.
     * @param capacity the number of elements
     * @return the buffer
     * @throws IllegalArgumentException if {@code capacity} is negative or the bytes exceed 2^31 - 1
     */
    public static FloatBuffer newFloatBuffer(int capacity) {
        return newByteBuffer(directBytes(capacity, 4, "Float")).asFloatBuffer();
    }

    /**
     * A new direct double buffer in native byte order.
     * @param capacity the number of elements
     * @return the buffer
     * @throws IllegalArgumentException if {@code capacity} is negative or the bytes exceed 2^31 - 1
     */
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

    /**
     * Refuses a buffer that is not direct.
     * @param buf the buffer
     * @throws IllegalArgumentException if it is not direct
     */
    protected static void assertDirectBuffer(Buffer buf) {
        if (!buf.isDirect()) {
            throw new IllegalArgumentException("The buffer must be direct.");
        }
    }

    /**
     * Refuses a send or receive buffer that is not direct.
     * @param sendbuf the send buffer
     * @param recvbuf the receive buffer
     * @throws IllegalArgumentException if either is not direct
     */
    protected static void assertDirectBuffer(Buffer sendbuf, Buffer recvbuf) {
        if (!sendbuf.isDirect()) {
            throw new IllegalArgumentException("The send buffer must be direct.");
        }
        if (!recvbuf.isDirect()) {
            throw new IllegalArgumentException("The receive buffer must be direct.");
        }
    }

    /**
     * Whether an object is a direct buffer.
     * @param obj the object
     * @return true for a direct buffer
     */
    protected static boolean isDirectBuffer(Object obj) {
        return obj instanceof Buffer && ((Buffer) obj).isDirect();
    }

    /**
     * Whether an object is a heap (non-direct) buffer.
     * @param obj the object
     * @return true for a heap buffer
     */
    protected static boolean isHeapBuffer(Object obj) {
        return obj instanceof Buffer && !((Buffer) obj).isDirect();
    }

    /** The binding's slices remember their parent, which the FFM native path cannot read from a buffer. */
    private static <T extends Buffer> T sliced(Buffer parent, T slice) {
        Memory.sliced(slice, parent);
        return slice;
    }

    /**
     * A buffer starting {@code offset} elements into {@code buf}, in native byte order. As in Open MPI's bindings, the
     * parent's limit is reset to its capacity and its position set to {@code offset}. The slice starts the data, it
     * does not end the memory: a datatype that reaches back (a negative lower bound or stride) may use the parent's
     * memory before the slice, up to the start of the direct buffer it came from (docs/argument-checks.md).
     * @param buf the parent buffer
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null, or {@code offset} is outside it
     */
    public static ByteBuffer slice(ByteBuffer buf, int offset) {
        return sliced(buf, ((ByteBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice().order(ByteOrder.nativeOrder()));
    }

    /**
     * A buffer starting {@code offset} elements into {@code buf}, as {@link #slice(ByteBuffer, int)} makes it.
     * @param buf the parent buffer
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null, or {@code offset} is outside it
     */
    public static CharBuffer slice(CharBuffer buf, int offset) {
        return sliced(buf, ((CharBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice());
    }

    /**
     * A buffer starting {@code offset} elements into {@code buf}, as {@link #slice(ByteBuffer, int)} makes it.
     * @param buf the parent buffer
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null, or {@code offset} is outside it
     */
    public static ShortBuffer slice(ShortBuffer buf, int offset) {
        return sliced(buf, ((ShortBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice());
    }

    /**
     * A buffer starting {@code offset} elements into {@code buf}, as {@link #slice(ByteBuffer, int)} makes it.
     * @param buf the parent buffer
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null, or {@code offset} is outside it
     */
    public static IntBuffer slice(IntBuffer buf, int offset) {
        return sliced(buf, ((IntBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice());
    }

    /**
     * A buffer starting {@code offset} elements into {@code buf}, as {@link #slice(ByteBuffer, int)} makes it.
     * @param buf the parent buffer
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null, or {@code offset} is outside it
     */
    public static LongBuffer slice(LongBuffer buf, int offset) {
        return sliced(buf, ((LongBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice());
    }

    /**
     * A buffer starting {@code offset} elements into {@code buf}, as {@link #slice(ByteBuffer, int)} makes it.
     * @param buf the parent buffer
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null, or {@code offset} is outside it
     */
    public static FloatBuffer slice(FloatBuffer buf, int offset) {
        return sliced(buf, ((FloatBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice());
    }

    /**
     * A buffer starting {@code offset} elements into {@code buf}, as {@link #slice(ByteBuffer, int)} makes it.
     * @param buf the parent buffer
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null, or {@code offset} is outside it
     */
    public static DoubleBuffer slice(DoubleBuffer buf, int offset) {
        return sliced(buf, ((DoubleBuffer) Args.notNull(buf, "buf").clear().position(offset)).slice());
    }

    /** Elements of an array from {@code offset} on, refusing a null array or an offset outside it. */
    private static int sliceLength(Object array, int offset) {
        int length = java.lang.reflect.Array.getLength(Args.notNull(array, "buf"));
        if (offset < 0 || offset > length) {
            throw new IndexOutOfBoundsException("offset " + offset + " is outside an array of " + length + " elements");
        }
        return length - offset;
    }

    /**
     * A heap buffer over {@code buf} starting at element {@code offset}, in native byte order, for blocking calls
     * (nonblocking calls refuse heap buffers). The binding gives MPI the whole array: data may reach back before the
     * offset, and past the slice's end, as far as the array goes (docs/argument-checks.md).
     * @param buf the array
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null
     * @throws IndexOutOfBoundsException if {@code offset} is outside the array
     */
    public static ByteBuffer slice(byte[] buf, int offset) {
        return ByteBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice().order(ByteOrder.nativeOrder());
    }

    /**
     * A heap buffer over {@code buf} starting at element {@code offset}, for blocking calls (see
     * {@link #slice(byte[], int)}).
     * @param buf the array
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null
     * @throws IndexOutOfBoundsException if {@code offset} is outside the array
     */
    public static CharBuffer slice(char[] buf, int offset) {
        return CharBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }

    /**
     * A heap buffer over {@code buf} starting at element {@code offset}, for blocking calls (see
     * {@link #slice(byte[], int)}).
     * @param buf the array
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null
     * @throws IndexOutOfBoundsException if {@code offset} is outside the array
     */
    public static ShortBuffer slice(short[] buf, int offset) {
        return ShortBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }

    /**
     * A heap buffer over {@code buf} starting at element {@code offset}, for blocking calls (see
     * {@link #slice(byte[], int)}).
     * @param buf the array
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null
     * @throws IndexOutOfBoundsException if {@code offset} is outside the array
     */
    public static IntBuffer slice(int[] buf, int offset) {
        return IntBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }

    /**
     * A heap buffer over {@code buf} starting at element {@code offset}, for blocking calls (see
     * {@link #slice(byte[], int)}).
     * @param buf the array
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null
     * @throws IndexOutOfBoundsException if {@code offset} is outside the array
     */
    public static LongBuffer slice(long[] buf, int offset) {
        return LongBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }

    /**
     * A heap buffer over {@code buf} starting at element {@code offset}, for blocking calls (see
     * {@link #slice(byte[], int)}).
     * @param buf the array
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null
     * @throws IndexOutOfBoundsException if {@code offset} is outside the array
     */
    public static FloatBuffer slice(float[] buf, int offset) {
        return FloatBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }

    /**
     * A heap buffer over {@code buf} starting at element {@code offset}, for blocking calls (see
     * {@link #slice(byte[], int)}).
     * @param buf the array
     * @param offset the first element of the slice
     * @return the slice
     * @throws IllegalArgumentException if {@code buf} is null
     * @throws IndexOutOfBoundsException if {@code offset} is outside the array
     */
    public static DoubleBuffer slice(double[] buf, int offset) {
        return DoubleBuffer.wrap(buf, offset, sliceLength(buf, offset)).slice();
    }
}
