package mpi.shim.nat;

/**
 * The C functions of libmpi for one-sided communication: windows, their synchronization, and put, get and accumulate
 * operations. One declaration per function: its name and C signature (per parameter, {@code true} for a C int, {@code
 * false} for a 64-bit integer, handle or pointer), then the method that calls it. Handles and pointers are passed as
 * {@code long}; every function returns its MPI error code. The fields are static finals, so the JIT treats each
 * function as a constant and inlines the call through it.
 */
public final class LibMpiRma {
    private LibMpiRma() {}

    private static final NativeFunction ACCUMULATE = Native.LIBRARY.function("MPI_Accumulate",
            false, true, false, true, false, true, false, false, false);
    public static int MPI_Accumulate(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long op, long win) {
        return ACCUMULATE.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, op, win);
    }

    private static final NativeFunction COMPARE_AND_SWAP = Native.LIBRARY.function("MPI_Compare_and_swap",
            false, false, false, false, true, false, false);
    public static int MPI_Compare_and_swap(long origin, long compare, long result, long type, int targetRank, long targetDisp, long win) {
        return COMPARE_AND_SWAP.call(origin, compare, result, type, targetRank, targetDisp, win);
    }

    private static final NativeFunction FETCH_AND_OP = Native.LIBRARY.function("MPI_Fetch_and_op",
            false, false, false, true, false, false, false);
    public static int MPI_Fetch_and_op(long origin, long result, long type, int targetRank, long targetDisp, long op, long win) {
        return FETCH_AND_OP.call(origin, result, type, targetRank, targetDisp, op, win);
    }

    private static final NativeFunction GET = Native.LIBRARY.function("MPI_Get",
            false, true, false, true, false, true, false, false);
    public static int MPI_Get(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long win) {
        return GET.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, win);
    }

    private static final NativeFunction GET_ACCUMULATE = Native.LIBRARY.function("MPI_Get_accumulate",
            false, true, false, false, true, false, true, false, true, false, false, false);
    public static int MPI_Get_accumulate(long origin, int originCount, long originType, long result, int resultCount, long resultType, int targetRank, long targetDisp, int targetCount, long targetType, long op, long win) {
        return GET_ACCUMULATE.call(origin, originCount, originType, result, resultCount, resultType, targetRank, targetDisp, targetCount, targetType, op, win);
    }

    private static final NativeFunction PUT = Native.LIBRARY.function("MPI_Put",
            false, true, false, true, false, true, false, false);
    public static int MPI_Put(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long win) {
        return PUT.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, win);
    }

    private static final NativeFunction RACCUMULATE = Native.LIBRARY.function("MPI_Raccumulate",
            false, true, false, true, false, true, false, false, false, false);
    public static int MPI_Raccumulate(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long op, long win, long request) {
        return RACCUMULATE.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, op, win, request);
    }

    private static final NativeFunction RGET = Native.LIBRARY.function("MPI_Rget",
            false, true, false, true, false, true, false, false, false);
    public static int MPI_Rget(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long win, long request) {
        return RGET.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, win, request);
    }

    private static final NativeFunction RGET_ACCUMULATE = Native.LIBRARY.function("MPI_Rget_accumulate",
            false, true, false, false, true, false, true, false, true, false, false, false, false);
    public static int MPI_Rget_accumulate(long origin, int originCount, long originType, long result, int resultCount, long resultType, int targetRank, long targetDisp, int targetCount, long targetType, long op, long win, long request) {
        return RGET_ACCUMULATE.call(origin, originCount, originType, result, resultCount, resultType, targetRank, targetDisp, targetCount, targetType, op, win, request);
    }

    private static final NativeFunction RPUT = Native.LIBRARY.function("MPI_Rput",
            false, true, false, true, false, true, false, false, false);
    public static int MPI_Rput(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long win, long request) {
        return RPUT.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, win, request);
    }

    private static final NativeFunction WIN_ALLOCATE = Native.LIBRARY.function("MPI_Win_allocate",
            false, true, false, false, false, false);
    public static int MPI_Win_allocate(long size, int dispUnit, long info, long comm, long baseptr, long win) {
        return WIN_ALLOCATE.call(size, dispUnit, info, comm, baseptr, win);
    }

    private static final NativeFunction WIN_ALLOCATE_SHARED = Native.LIBRARY.function("MPI_Win_allocate_shared",
            false, true, false, false, false, false);
    public static int MPI_Win_allocate_shared(long size, int dispUnit, long info, long comm, long baseptr, long win) {
        return WIN_ALLOCATE_SHARED.call(size, dispUnit, info, comm, baseptr, win);
    }

    private static final NativeFunction WIN_ATTACH = Native.LIBRARY.function("MPI_Win_attach", false, false, false);
    public static int MPI_Win_attach(long win, long base, long size) {
        return WIN_ATTACH.call(win, base, size);
    }

    private static final NativeFunction WIN_CALL_ERRHANDLER = Native.LIBRARY.function("MPI_Win_call_errhandler",
            false, true);
    public static int MPI_Win_call_errhandler(long win, int errorCode) {
        return WIN_CALL_ERRHANDLER.call(win, errorCode);
    }

    private static final NativeFunction WIN_COMPLETE = Native.LIBRARY.function("MPI_Win_complete", false);
    public static int MPI_Win_complete(long win) {
        return WIN_COMPLETE.call(win);
    }

    private static final NativeFunction WIN_CREATE = Native.LIBRARY.function("MPI_Win_create",
            false, false, true, false, false, false);
    public static int MPI_Win_create(long base, long size, int dispUnit, long info, long comm, long win) {
        return WIN_CREATE.call(base, size, dispUnit, info, comm, win);
    }

    private static final NativeFunction WIN_CREATE_DYNAMIC = Native.LIBRARY.function("MPI_Win_create_dynamic",
            false, false, false);
    public static int MPI_Win_create_dynamic(long info, long comm, long win) {
        return WIN_CREATE_DYNAMIC.call(info, comm, win);
    }

    private static final NativeFunction WIN_CREATE_KEYVAL = Native.LIBRARY.function("MPI_Win_create_keyval",
            false, false, false, false);
    public static int MPI_Win_create_keyval(long copyFn, long deleteFn, long keyval, long extraState) {
        return WIN_CREATE_KEYVAL.call(copyFn, deleteFn, keyval, extraState);
    }

    private static final NativeFunction WIN_DELETE_ATTR = Native.LIBRARY.function("MPI_Win_delete_attr", false, true);
    public static int MPI_Win_delete_attr(long win, int keyval) {
        return WIN_DELETE_ATTR.call(win, keyval);
    }

    private static final NativeFunction WIN_DETACH = Native.LIBRARY.function("MPI_Win_detach", false, false);
    public static int MPI_Win_detach(long win, long base) {
        return WIN_DETACH.call(win, base);
    }

    private static final NativeFunction WIN_FENCE = Native.LIBRARY.function("MPI_Win_fence", true, false);
    public static int MPI_Win_fence(int assertion, long win) {
        return WIN_FENCE.call(assertion, win);
    }

    private static final NativeFunction WIN_FLUSH = Native.LIBRARY.function("MPI_Win_flush", true, false);
    public static int MPI_Win_flush(int rank, long win) {
        return WIN_FLUSH.call(rank, win);
    }

    private static final NativeFunction WIN_FLUSH_ALL = Native.LIBRARY.function("MPI_Win_flush_all", false);
    public static int MPI_Win_flush_all(long win) {
        return WIN_FLUSH_ALL.call(win);
    }

    private static final NativeFunction WIN_FLUSH_LOCAL = Native.LIBRARY.function("MPI_Win_flush_local", true, false);
    public static int MPI_Win_flush_local(int rank, long win) {
        return WIN_FLUSH_LOCAL.call(rank, win);
    }

    private static final NativeFunction WIN_FLUSH_LOCAL_ALL = Native.LIBRARY.function("MPI_Win_flush_local_all", false);
    public static int MPI_Win_flush_local_all(long win) {
        return WIN_FLUSH_LOCAL_ALL.call(win);
    }

    private static final NativeFunction WIN_FREE = Native.LIBRARY.function("MPI_Win_free", false);
    public static int MPI_Win_free(long win) {
        return WIN_FREE.call(win);
    }

    private static final NativeFunction WIN_FREE_KEYVAL = Native.LIBRARY.function("MPI_Win_free_keyval", false);
    public static int MPI_Win_free_keyval(long keyval) {
        return WIN_FREE_KEYVAL.call(keyval);
    }

    private static final NativeFunction WIN_GET_ATTR = Native.LIBRARY.function("MPI_Win_get_attr",
            false, true, false, false);
    public static int MPI_Win_get_attr(long win, int keyval, long value, long flag) {
        return WIN_GET_ATTR.call(win, keyval, value, flag);
    }

    private static final NativeFunction WIN_GET_ERRHANDLER = Native.LIBRARY.function("MPI_Win_get_errhandler",
            false, false);
    public static int MPI_Win_get_errhandler(long win, long errhandler) {
        return WIN_GET_ERRHANDLER.call(win, errhandler);
    }

    private static final NativeFunction WIN_GET_GROUP = Native.LIBRARY.function("MPI_Win_get_group", false, false);
    public static int MPI_Win_get_group(long win, long group) {
        return WIN_GET_GROUP.call(win, group);
    }

    private static final NativeFunction WIN_GET_INFO = Native.LIBRARY.function("MPI_Win_get_info", false, false);
    public static int MPI_Win_get_info(long win, long info) {
        return WIN_GET_INFO.call(win, info);
    }

    private static final NativeFunction WIN_GET_NAME = Native.LIBRARY.function("MPI_Win_get_name", false, false, false);
    public static int MPI_Win_get_name(long win, long name, long length) {
        return WIN_GET_NAME.call(win, name, length);
    }

    private static final NativeFunction WIN_LOCK = Native.LIBRARY.function("MPI_Win_lock", true, true, true, false);
    public static int MPI_Win_lock(int lockType, int rank, int assertion, long win) {
        return WIN_LOCK.call(lockType, rank, assertion, win);
    }

    private static final NativeFunction WIN_LOCK_ALL = Native.LIBRARY.function("MPI_Win_lock_all", true, false);
    public static int MPI_Win_lock_all(int assertion, long win) {
        return WIN_LOCK_ALL.call(assertion, win);
    }

    private static final NativeFunction WIN_POST = Native.LIBRARY.function("MPI_Win_post", false, true, false);
    public static int MPI_Win_post(long group, int assertion, long win) {
        return WIN_POST.call(group, assertion, win);
    }

    private static final NativeFunction WIN_SET_ATTR = Native.LIBRARY.function("MPI_Win_set_attr", false, true, false);
    public static int MPI_Win_set_attr(long win, int keyval, long value) {
        return WIN_SET_ATTR.call(win, keyval, value);
    }

    private static final NativeFunction WIN_SET_ERRHANDLER = Native.LIBRARY.function("MPI_Win_set_errhandler",
            false, false);
    public static int MPI_Win_set_errhandler(long win, long errhandler) {
        return WIN_SET_ERRHANDLER.call(win, errhandler);
    }

    private static final NativeFunction WIN_SET_INFO = Native.LIBRARY.function("MPI_Win_set_info", false, false);
    public static int MPI_Win_set_info(long win, long info) {
        return WIN_SET_INFO.call(win, info);
    }

    private static final NativeFunction WIN_SET_NAME = Native.LIBRARY.function("MPI_Win_set_name", false, false);
    public static int MPI_Win_set_name(long win, long name) {
        return WIN_SET_NAME.call(win, name);
    }

    private static final NativeFunction WIN_SHARED_QUERY = Native.LIBRARY.function("MPI_Win_shared_query",
            false, true, false, false, false);
    public static int MPI_Win_shared_query(long win, int rank, long size, long dispUnit, long baseptr) {
        return WIN_SHARED_QUERY.call(win, rank, size, dispUnit, baseptr);
    }

    private static final NativeFunction WIN_START = Native.LIBRARY.function("MPI_Win_start", false, true, false);
    public static int MPI_Win_start(long group, int assertion, long win) {
        return WIN_START.call(group, assertion, win);
    }

    private static final NativeFunction WIN_SYNC = Native.LIBRARY.function("MPI_Win_sync", false);
    public static int MPI_Win_sync(long win) {
        return WIN_SYNC.call(win);
    }

    private static final NativeFunction WIN_TEST = Native.LIBRARY.function("MPI_Win_test", false, false);
    public static int MPI_Win_test(long win, long flag) {
        return WIN_TEST.call(win, flag);
    }

    private static final NativeFunction WIN_UNLOCK = Native.LIBRARY.function("MPI_Win_unlock", true, false);
    public static int MPI_Win_unlock(int rank, long win) {
        return WIN_UNLOCK.call(rank, win);
    }

    private static final NativeFunction WIN_UNLOCK_ALL = Native.LIBRARY.function("MPI_Win_unlock_all", false);
    public static int MPI_Win_unlock_all(long win) {
        return WIN_UNLOCK_ALL.call(win);
    }

    private static final NativeFunction WIN_WAIT = Native.LIBRARY.function("MPI_Win_wait", false);
    public static int MPI_Win_wait(long win) {
        return WIN_WAIT.call(win);
    }
}
