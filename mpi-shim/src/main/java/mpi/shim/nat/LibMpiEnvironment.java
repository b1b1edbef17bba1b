package mpi.shim.nat;

/**
 * The C functions of libmpi for the execution environment: initialization and finalization, threads, timers, versions,
 * error classes and strings, error handlers, info objects. One declaration per function: its name and C signature (per
 * parameter, {@code true} for a C int, {@code false} for a 64-bit integer, handle or pointer), then the method that
 * calls it. Handles and pointers are passed as {@code long}; every function returns its MPI error code. The fields are
 * static finals, so the JIT treats each function as a constant and inlines the call through it.
 */
public final class LibMpiEnvironment {
    private LibMpiEnvironment() {}

    private static final NativeFunction ABORT = Native.LIBRARY.function("MPI_Abort", false, true);
    public static int MPI_Abort(long comm, int errorcode) {
        return ABORT.call(comm, errorcode);
    }

    private static final NativeFunction COMM_CALL_ERRHANDLER = Native.LIBRARY.function("MPI_Comm_call_errhandler",
            false, true);
    public static int MPI_Comm_call_errhandler(long comm, int code) {
        return COMM_CALL_ERRHANDLER.call(comm, code);
    }

    private static final NativeFunction COMM_GET_ERRHANDLER = Native.LIBRARY.function("MPI_Comm_get_errhandler",
            false, false);
    public static int MPI_Comm_get_errhandler(long comm, long errhandler) {
        return COMM_GET_ERRHANDLER.call(comm, errhandler);
    }

    private static final NativeFunction COMM_SET_ERRHANDLER = Native.LIBRARY.function("MPI_Comm_set_errhandler",
            false, false);
    public static int MPI_Comm_set_errhandler(long comm, long errhandler) {
        return COMM_SET_ERRHANDLER.call(comm, errhandler);
    }

    private static final NativeFunction ERROR_CLASS = Native.LIBRARY.function("MPI_Error_class", true, false);
    public static int MPI_Error_class(int errorcode, long errorclass) {
        return ERROR_CLASS.call(errorcode, errorclass);
    }

    private static final NativeFunction ERROR_STRING = Native.LIBRARY.function("MPI_Error_string", true, false, false);
    public static int MPI_Error_string(int errorcode, long string, long resultlen) {
        return ERROR_STRING.call(errorcode, string, resultlen);
    }

    private static final NativeFunction FINALIZE = Native.LIBRARY.function("MPI_Finalize");
    public static int MPI_Finalize() {
        return FINALIZE.call();
    }

    private static final NativeFunction FINALIZED = Native.LIBRARY.function("MPI_Finalized", false);
    public static int MPI_Finalized(long flag) {
        return FINALIZED.call(flag);
    }

    private static final NativeFunction GET_LIBRARY_VERSION = Native.LIBRARY.function("MPI_Get_library_version",
            false, false);
    public static int MPI_Get_library_version(long version, long resultlen) {
        return GET_LIBRARY_VERSION.call(version, resultlen);
    }

    private static final NativeFunction GET_PROCESSOR_NAME = Native.LIBRARY.function("MPI_Get_processor_name",
            false, false);
    public static int MPI_Get_processor_name(long name, long resultlen) {
        return GET_PROCESSOR_NAME.call(name, resultlen);
    }

    private static final NativeFunction GET_VERSION = Native.LIBRARY.function("MPI_Get_version", false, false);
    public static int MPI_Get_version(long version, long subversion) {
        return GET_VERSION.call(version, subversion);
    }

    private static final NativeFunction INFO_CREATE = Native.LIBRARY.function("MPI_Info_create", false);
    public static int MPI_Info_create(long info) {
        return INFO_CREATE.call(info);
    }

    private static final NativeFunction INFO_DELETE = Native.LIBRARY.function("MPI_Info_delete", false, false);
    public static int MPI_Info_delete(long info, long key) {
        return INFO_DELETE.call(info, key);
    }

    private static final NativeFunction INFO_DUP = Native.LIBRARY.function("MPI_Info_dup", false, false);
    public static int MPI_Info_dup(long info, long newinfo) {
        return INFO_DUP.call(info, newinfo);
    }

    private static final NativeFunction INFO_FREE = Native.LIBRARY.function("MPI_Info_free", false);
    public static int MPI_Info_free(long info) {
        return INFO_FREE.call(info);
    }

    private static final NativeFunction INFO_GET = Native.LIBRARY.function("MPI_Info_get",
            false, false, true, false, false);
    public static int MPI_Info_get(long info, long key, int valuelen, long value, long flag) {
        return INFO_GET.call(info, key, valuelen, value, flag);
    }

    private static final NativeFunction INFO_GET_NKEYS = Native.LIBRARY.function("MPI_Info_get_nkeys", false, false);
    public static int MPI_Info_get_nkeys(long info, long nkeys) {
        return INFO_GET_NKEYS.call(info, nkeys);
    }

    private static final NativeFunction INFO_GET_NTHKEY = Native.LIBRARY.function("MPI_Info_get_nthkey",
            false, true, false);
    public static int MPI_Info_get_nthkey(long info, int n, long key) {
        return INFO_GET_NTHKEY.call(info, n, key);
    }

    private static final NativeFunction INFO_GET_VALUELEN = Native.LIBRARY.function("MPI_Info_get_valuelen",
            false, false, false, false);
    public static int MPI_Info_get_valuelen(long info, long key, long valuelen, long flag) {
        return INFO_GET_VALUELEN.call(info, key, valuelen, flag);
    }

    private static final NativeFunction INFO_SET = Native.LIBRARY.function("MPI_Info_set", false, false, false);
    public static int MPI_Info_set(long info, long key, long value) {
        return INFO_SET.call(info, key, value);
    }

    private static final NativeFunction INIT = Native.LIBRARY.function("MPI_Init", false, false);
    public static int MPI_Init(long argc, long argv) {
        return INIT.call(argc, argv);
    }

    private static final NativeFunction INIT_THREAD = Native.LIBRARY.function("MPI_Init_thread",
            false, false, true, false);
    public static int MPI_Init_thread(long argc, long argv, int required, long provided) {
        return INIT_THREAD.call(argc, argv, required, provided);
    }

    private static final NativeFunction INITIALIZED = Native.LIBRARY.function("MPI_Initialized", false);
    public static int MPI_Initialized(long flag) {
        return INITIALIZED.call(flag);
    }

    private static final NativeFunction IS_THREAD_MAIN = Native.LIBRARY.function("MPI_Is_thread_main", false);
    public static int MPI_Is_thread_main(long flag) {
        return IS_THREAD_MAIN.call(flag);
    }

    private static final NativeFunction PCONTROL = Native.LIBRARY.function("MPI_Pcontrol", true);
    public static int MPI_Pcontrol(int level) {
        return PCONTROL.call(level);
    }

    private static final NativeFunction QUERY_THREAD = Native.LIBRARY.function("MPI_Query_thread", false);
    public static int MPI_Query_thread(long provided) {
        return QUERY_THREAD.call(provided);
    }

    private static final NativeFunction WTICK = Native.LIBRARY.doubleFunction("MPI_Wtick");
    public static double MPI_Wtick() {
        return WTICK.callDouble();
    }

    private static final NativeFunction WTIME = Native.LIBRARY.doubleFunction("MPI_Wtime");
    public static double MPI_Wtime() {
        return WTIME.callDouble();
    }
}
