package mpi.shim.nat;

import com.kenai.jffi.Library;
import com.kenai.jffi.Type;

/**
 * The C functions of one-sided communication (MPI_Win, MPI_Put, ...) the binding calls, with their C signatures.
 * Handles, pointers, MPI_Aint and MPI_Offset are passed as {@code long}; every function returns an MPI error code.
 */
public final class LibMpiWin {
    public static final LibMpiWin LIB = new LibMpiWin(Native.LIBRARY);

    private final NativeFunction win_createFn;
    private final NativeFunction win_allocateFn;
    private final NativeFunction win_allocate_sharedFn;
    private final NativeFunction win_shared_queryFn;
    private final NativeFunction win_create_dynamicFn;
    private final NativeFunction win_attachFn;
    private final NativeFunction win_detachFn;
    private final NativeFunction win_get_groupFn;
    private final NativeFunction putFn;
    private final NativeFunction getFn;
    private final NativeFunction accumulateFn;
    private final NativeFunction get_accumulateFn;
    private final NativeFunction fetch_and_opFn;
    private final NativeFunction compare_and_swapFn;
    private final NativeFunction rputFn;
    private final NativeFunction rgetFn;
    private final NativeFunction raccumulateFn;
    private final NativeFunction rget_accumulateFn;
    private final NativeFunction win_fenceFn;
    private final NativeFunction win_startFn;
    private final NativeFunction win_completeFn;
    private final NativeFunction win_postFn;
    private final NativeFunction win_waitFn;
    private final NativeFunction win_testFn;
    private final NativeFunction win_lockFn;
    private final NativeFunction win_unlockFn;
    private final NativeFunction win_lock_allFn;
    private final NativeFunction win_unlock_allFn;
    private final NativeFunction win_syncFn;
    private final NativeFunction win_flushFn;
    private final NativeFunction win_flush_allFn;
    private final NativeFunction win_flush_localFn;
    private final NativeFunction win_flush_local_allFn;
    private final NativeFunction win_set_errhandlerFn;
    private final NativeFunction win_get_errhandlerFn;
    private final NativeFunction win_call_errhandlerFn;
    private final NativeFunction win_create_keyvalFn;
    private final NativeFunction win_free_keyvalFn;
    private final NativeFunction win_set_attrFn;
    private final NativeFunction win_get_attrFn;
    private final NativeFunction win_delete_attrFn;
    private final NativeFunction win_freeFn;
    private final NativeFunction win_get_infoFn;
    private final NativeFunction win_set_infoFn;
    private final NativeFunction win_set_nameFn;
    private final NativeFunction win_get_nameFn;

    LibMpiWin(Library library) {
        win_createFn = new NativeFunction(library, "MPI_Win_create", Type.SINT32, false, false, true, false, false, false);
        win_allocateFn = new NativeFunction(library, "MPI_Win_allocate", Type.SINT32, false, true, false, false, false, false);
        win_allocate_sharedFn = new NativeFunction(library, "MPI_Win_allocate_shared", Type.SINT32, false, true, false, false, false, false);
        win_shared_queryFn = new NativeFunction(library, "MPI_Win_shared_query", Type.SINT32, false, true, false, false, false);
        win_create_dynamicFn = new NativeFunction(library, "MPI_Win_create_dynamic", Type.SINT32, false, false, false);
        win_attachFn = new NativeFunction(library, "MPI_Win_attach", Type.SINT32, false, false, false);
        win_detachFn = new NativeFunction(library, "MPI_Win_detach", Type.SINT32, false, false);
        win_get_groupFn = new NativeFunction(library, "MPI_Win_get_group", Type.SINT32, false, false);
        putFn = new NativeFunction(library, "MPI_Put", Type.SINT32, false, true, false, true, false, true, false, false);
        getFn = new NativeFunction(library, "MPI_Get", Type.SINT32, false, true, false, true, false, true, false, false);
        accumulateFn = new NativeFunction(library, "MPI_Accumulate", Type.SINT32, false, true, false, true, false, true, false, false, false);
        get_accumulateFn = new NativeFunction(library, "MPI_Get_accumulate", Type.SINT32, false, true, false, false, true, false, true, false, true, false, false, false);
        fetch_and_opFn = new NativeFunction(library, "MPI_Fetch_and_op", Type.SINT32, false, false, false, true, false, false, false);
        compare_and_swapFn = new NativeFunction(library, "MPI_Compare_and_swap", Type.SINT32, false, false, false, false, true, false, false);
        rputFn = new NativeFunction(library, "MPI_Rput", Type.SINT32, false, true, false, true, false, true, false, false, false);
        rgetFn = new NativeFunction(library, "MPI_Rget", Type.SINT32, false, true, false, true, false, true, false, false, false);
        raccumulateFn = new NativeFunction(library, "MPI_Raccumulate", Type.SINT32, false, true, false, true, false, true, false, false, false, false);
        rget_accumulateFn = new NativeFunction(library, "MPI_Rget_accumulate", Type.SINT32, false, true, false, false, true, false, true, false, true, false, false, false, false);
        win_fenceFn = new NativeFunction(library, "MPI_Win_fence", Type.SINT32, true, false);
        win_startFn = new NativeFunction(library, "MPI_Win_start", Type.SINT32, false, true, false);
        win_completeFn = new NativeFunction(library, "MPI_Win_complete", Type.SINT32, false);
        win_postFn = new NativeFunction(library, "MPI_Win_post", Type.SINT32, false, true, false);
        win_waitFn = new NativeFunction(library, "MPI_Win_wait", Type.SINT32, false);
        win_testFn = new NativeFunction(library, "MPI_Win_test", Type.SINT32, false, false);
        win_lockFn = new NativeFunction(library, "MPI_Win_lock", Type.SINT32, true, true, true, false);
        win_unlockFn = new NativeFunction(library, "MPI_Win_unlock", Type.SINT32, true, false);
        win_lock_allFn = new NativeFunction(library, "MPI_Win_lock_all", Type.SINT32, true, false);
        win_unlock_allFn = new NativeFunction(library, "MPI_Win_unlock_all", Type.SINT32, false);
        win_syncFn = new NativeFunction(library, "MPI_Win_sync", Type.SINT32, false);
        win_flushFn = new NativeFunction(library, "MPI_Win_flush", Type.SINT32, true, false);
        win_flush_allFn = new NativeFunction(library, "MPI_Win_flush_all", Type.SINT32, false);
        win_flush_localFn = new NativeFunction(library, "MPI_Win_flush_local", Type.SINT32, true, false);
        win_flush_local_allFn = new NativeFunction(library, "MPI_Win_flush_local_all", Type.SINT32, false);
        win_set_errhandlerFn = new NativeFunction(library, "MPI_Win_set_errhandler", Type.SINT32, false, false);
        win_get_errhandlerFn = new NativeFunction(library, "MPI_Win_get_errhandler", Type.SINT32, false, false);
        win_call_errhandlerFn = new NativeFunction(library, "MPI_Win_call_errhandler", Type.SINT32, false, true);
        win_create_keyvalFn = new NativeFunction(library, "MPI_Win_create_keyval", Type.SINT32, false, false, false, false);
        win_free_keyvalFn = new NativeFunction(library, "MPI_Win_free_keyval", Type.SINT32, false);
        win_set_attrFn = new NativeFunction(library, "MPI_Win_set_attr", Type.SINT32, false, true, false);
        win_get_attrFn = new NativeFunction(library, "MPI_Win_get_attr", Type.SINT32, false, true, false, false);
        win_delete_attrFn = new NativeFunction(library, "MPI_Win_delete_attr", Type.SINT32, false, true);
        win_freeFn = new NativeFunction(library, "MPI_Win_free", Type.SINT32, false);
        win_get_infoFn = new NativeFunction(library, "MPI_Win_get_info", Type.SINT32, false, false);
        win_set_infoFn = new NativeFunction(library, "MPI_Win_set_info", Type.SINT32, false, false);
        win_set_nameFn = new NativeFunction(library, "MPI_Win_set_name", Type.SINT32, false, false);
        win_get_nameFn = new NativeFunction(library, "MPI_Win_get_name", Type.SINT32, false, false, false);
    }

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
