package mpi.shim.nat;

/**
 * The C functions of one-sided communication (MPI_Win, MPI_Put, ...) the binding calls, with their C signatures.
 * Handles, pointers, MPI_Aint and MPI_Offset are passed as {@code long}; every function returns an MPI error code.
 */
public final class LibMpiWin {
    public static final LibMpiWin LIB = new LibMpiWin();

    private static final NativeFunction win_createFn = Native.LIBRARY.function("MPI_Win_create",
            false, false, true, false, false, false);
    private static final NativeFunction win_allocateFn = Native.LIBRARY.function("MPI_Win_allocate",
            false, true, false, false, false, false);
    private static final NativeFunction win_allocate_sharedFn = Native.LIBRARY.function("MPI_Win_allocate_shared",
            false, true, false, false, false, false);
    private static final NativeFunction win_shared_queryFn = Native.LIBRARY.function("MPI_Win_shared_query",
            false, true, false, false, false);
    private static final NativeFunction win_create_dynamicFn = Native.LIBRARY.function("MPI_Win_create_dynamic",
            false, false, false);
    private static final NativeFunction win_attachFn = Native.LIBRARY.function("MPI_Win_attach", false, false, false);
    private static final NativeFunction win_detachFn = Native.LIBRARY.function("MPI_Win_detach", false, false);
    private static final NativeFunction win_get_groupFn = Native.LIBRARY.function("MPI_Win_get_group", false, false);
    private static final NativeFunction putFn = Native.LIBRARY.function("MPI_Put",
            false, true, false, true, false, true, false, false);
    private static final NativeFunction getFn = Native.LIBRARY.function("MPI_Get",
            false, true, false, true, false, true, false, false);
    private static final NativeFunction accumulateFn = Native.LIBRARY.function("MPI_Accumulate",
            false, true, false, true, false, true, false, false, false);
    private static final NativeFunction get_accumulateFn = Native.LIBRARY.function("MPI_Get_accumulate",
            false, true, false, false, true, false, true, false, true, false, false, false);
    private static final NativeFunction fetch_and_opFn = Native.LIBRARY.function("MPI_Fetch_and_op",
            false, false, false, true, false, false, false);
    private static final NativeFunction compare_and_swapFn = Native.LIBRARY.function("MPI_Compare_and_swap",
            false, false, false, false, true, false, false);
    private static final NativeFunction rputFn = Native.LIBRARY.function("MPI_Rput",
            false, true, false, true, false, true, false, false, false);
    private static final NativeFunction rgetFn = Native.LIBRARY.function("MPI_Rget",
            false, true, false, true, false, true, false, false, false);
    private static final NativeFunction raccumulateFn = Native.LIBRARY.function("MPI_Raccumulate",
            false, true, false, true, false, true, false, false, false, false);
    private static final NativeFunction rget_accumulateFn = Native.LIBRARY.function("MPI_Rget_accumulate",
            false, true, false, false, true, false, true, false, true, false, false, false, false);
    private static final NativeFunction win_fenceFn = Native.LIBRARY.function("MPI_Win_fence", true, false);
    private static final NativeFunction win_startFn = Native.LIBRARY.function("MPI_Win_start", false, true, false);
    private static final NativeFunction win_completeFn = Native.LIBRARY.function("MPI_Win_complete", false);
    private static final NativeFunction win_postFn = Native.LIBRARY.function("MPI_Win_post", false, true, false);
    private static final NativeFunction win_waitFn = Native.LIBRARY.function("MPI_Win_wait", false);
    private static final NativeFunction win_testFn = Native.LIBRARY.function("MPI_Win_test", false, false);
    private static final NativeFunction win_lockFn = Native.LIBRARY.function("MPI_Win_lock", true, true, true, false);
    private static final NativeFunction win_unlockFn = Native.LIBRARY.function("MPI_Win_unlock", true, false);
    private static final NativeFunction win_lock_allFn = Native.LIBRARY.function("MPI_Win_lock_all", true, false);
    private static final NativeFunction win_unlock_allFn = Native.LIBRARY.function("MPI_Win_unlock_all", false);
    private static final NativeFunction win_syncFn = Native.LIBRARY.function("MPI_Win_sync", false);
    private static final NativeFunction win_flushFn = Native.LIBRARY.function("MPI_Win_flush", true, false);
    private static final NativeFunction win_flush_allFn = Native.LIBRARY.function("MPI_Win_flush_all", false);
    private static final NativeFunction win_flush_localFn = Native.LIBRARY.function("MPI_Win_flush_local", true, false);
    private static final NativeFunction win_flush_local_allFn = Native.LIBRARY.function("MPI_Win_flush_local_all",
            false);
    private static final NativeFunction win_set_errhandlerFn = Native.LIBRARY.function("MPI_Win_set_errhandler",
            false, false);
    private static final NativeFunction win_get_errhandlerFn = Native.LIBRARY.function("MPI_Win_get_errhandler",
            false, false);
    private static final NativeFunction win_call_errhandlerFn = Native.LIBRARY.function("MPI_Win_call_errhandler",
            false, true);
    private static final NativeFunction win_create_keyvalFn = Native.LIBRARY.function("MPI_Win_create_keyval",
            false, false, false, false);
    private static final NativeFunction win_free_keyvalFn = Native.LIBRARY.function("MPI_Win_free_keyval", false);
    private static final NativeFunction win_set_attrFn = Native.LIBRARY.function("MPI_Win_set_attr",
            false, true, false);
    private static final NativeFunction win_get_attrFn = Native.LIBRARY.function("MPI_Win_get_attr",
            false, true, false, false);
    private static final NativeFunction win_delete_attrFn = Native.LIBRARY.function("MPI_Win_delete_attr", false, true);
    private static final NativeFunction win_freeFn = Native.LIBRARY.function("MPI_Win_free", false);
    private static final NativeFunction win_get_infoFn = Native.LIBRARY.function("MPI_Win_get_info", false, false);
    private static final NativeFunction win_set_infoFn = Native.LIBRARY.function("MPI_Win_set_info", false, false);
    private static final NativeFunction win_set_nameFn = Native.LIBRARY.function("MPI_Win_set_name", false, false);
    private static final NativeFunction win_get_nameFn = Native.LIBRARY.function("MPI_Win_get_name",
            false, false, false);

    private LibMpiWin() {}

    public int MPI_Win_create(long base, long size, int dispUnit, long info, long comm, long win) {
        return win_createFn.call(base, size, dispUnit, info, comm, win);
    }

    public int MPI_Win_allocate(long size, int dispUnit, long info, long comm, long baseptr, long win) {
        return win_allocateFn.call(size, dispUnit, info, comm, baseptr, win);
    }

    public int MPI_Win_allocate_shared(long size, int dispUnit, long info, long comm, long baseptr, long win) {
        return win_allocate_sharedFn.call(size, dispUnit, info, comm, baseptr, win);
    }

    public int MPI_Win_shared_query(long win, int rank, long size, long dispUnit, long baseptr) {
        return win_shared_queryFn.call(win, rank, size, dispUnit, baseptr);
    }

    public int MPI_Win_create_dynamic(long info, long comm, long win) {
        return win_create_dynamicFn.call(info, comm, win);
    }

    public int MPI_Win_attach(long win, long base, long size) {
        return win_attachFn.call(win, base, size);
    }

    public int MPI_Win_detach(long win, long base) {
        return win_detachFn.call(win, base);
    }

    public int MPI_Win_get_group(long win, long group) {
        return win_get_groupFn.call(win, group);
    }

    public int MPI_Put(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long win) {
        return putFn.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, win);
    }

    public int MPI_Get(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long win) {
        return getFn.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, win);
    }

    public int MPI_Accumulate(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long op, long win) {
        return accumulateFn.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, op, win);
    }

    public int MPI_Get_accumulate(long origin, int originCount, long originType, long result, int resultCount, long resultType, int targetRank, long targetDisp, int targetCount, long targetType, long op, long win) {
        return get_accumulateFn.call(origin, originCount, originType, result, resultCount, resultType, targetRank, targetDisp, targetCount, targetType, op, win);
    }

    public int MPI_Fetch_and_op(long origin, long result, long type, int targetRank, long targetDisp, long op, long win) {
        return fetch_and_opFn.call(origin, result, type, targetRank, targetDisp, op, win);
    }

    public int MPI_Compare_and_swap(long origin, long compare, long result, long type, int targetRank, long targetDisp, long win) {
        return compare_and_swapFn.call(origin, compare, result, type, targetRank, targetDisp, win);
    }

    public int MPI_Rput(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long win, long request) {
        return rputFn.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, win, request);
    }

    public int MPI_Rget(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long win, long request) {
        return rgetFn.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, win, request);
    }

    public int MPI_Raccumulate(long origin, int originCount, long originType, int targetRank, long targetDisp, int targetCount, long targetType, long op, long win, long request) {
        return raccumulateFn.call(origin, originCount, originType, targetRank, targetDisp, targetCount, targetType, op, win, request);
    }

    public int MPI_Rget_accumulate(long origin, int originCount, long originType, long result, int resultCount, long resultType, int targetRank, long targetDisp, int targetCount, long targetType, long op, long win, long request) {
        return rget_accumulateFn.call(origin, originCount, originType, result, resultCount, resultType, targetRank, targetDisp, targetCount, targetType, op, win, request);
    }

    public int MPI_Win_fence(int assertion, long win) {
        return win_fenceFn.call(assertion, win);
    }

    public int MPI_Win_start(long group, int assertion, long win) {
        return win_startFn.call(group, assertion, win);
    }

    public int MPI_Win_complete(long win) {
        return win_completeFn.call(win);
    }

    public int MPI_Win_post(long group, int assertion, long win) {
        return win_postFn.call(group, assertion, win);
    }

    public int MPI_Win_wait(long win) {
        return win_waitFn.call(win);
    }

    public int MPI_Win_test(long win, long flag) {
        return win_testFn.call(win, flag);
    }

    public int MPI_Win_lock(int lockType, int rank, int assertion, long win) {
        return win_lockFn.call(lockType, rank, assertion, win);
    }

    public int MPI_Win_unlock(int rank, long win) {
        return win_unlockFn.call(rank, win);
    }

    public int MPI_Win_lock_all(int assertion, long win) {
        return win_lock_allFn.call(assertion, win);
    }

    public int MPI_Win_unlock_all(long win) {
        return win_unlock_allFn.call(win);
    }

    public int MPI_Win_sync(long win) {
        return win_syncFn.call(win);
    }

    public int MPI_Win_flush(int rank, long win) {
        return win_flushFn.call(rank, win);
    }

    public int MPI_Win_flush_all(long win) {
        return win_flush_allFn.call(win);
    }

    public int MPI_Win_flush_local(int rank, long win) {
        return win_flush_localFn.call(rank, win);
    }

    public int MPI_Win_flush_local_all(long win) {
        return win_flush_local_allFn.call(win);
    }

    public int MPI_Win_set_errhandler(long win, long errhandler) {
        return win_set_errhandlerFn.call(win, errhandler);
    }

    public int MPI_Win_get_errhandler(long win, long errhandler) {
        return win_get_errhandlerFn.call(win, errhandler);
    }

    public int MPI_Win_call_errhandler(long win, int errorCode) {
        return win_call_errhandlerFn.call(win, errorCode);
    }

    public int MPI_Win_create_keyval(long copyFn, long deleteFn, long keyval, long extraState) {
        return win_create_keyvalFn.call(copyFn, deleteFn, keyval, extraState);
    }

    public int MPI_Win_free_keyval(long keyval) {
        return win_free_keyvalFn.call(keyval);
    }

    public int MPI_Win_set_attr(long win, int keyval, long value) {
        return win_set_attrFn.call(win, keyval, value);
    }

    public int MPI_Win_get_attr(long win, int keyval, long value, long flag) {
        return win_get_attrFn.call(win, keyval, value, flag);
    }

    public int MPI_Win_delete_attr(long win, int keyval) {
        return win_delete_attrFn.call(win, keyval);
    }

    public int MPI_Win_free(long win) {
        return win_freeFn.call(win);
    }

    public int MPI_Win_get_info(long win, long info) {
        return win_get_infoFn.call(win, info);
    }

    public int MPI_Win_set_info(long win, long info) {
        return win_set_infoFn.call(win, info);
    }

    public int MPI_Win_set_name(long win, long name) {
        return win_set_nameFn.call(win, name);
    }

    public int MPI_Win_get_name(long win, long name, long length) {
        return win_get_nameFn.call(win, name, length);
    }
}
