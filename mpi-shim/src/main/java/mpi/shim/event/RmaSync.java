package mpi.shim.event;

/**
 * A synchronization call on a window succeeded: fence, post, start, complete, wait, test (only when it returned
 * true), lock, unlock, lockAll, unlockAll, flush, flushAll, flushLocal, flushLocalAll, sync, free.
 */
public final class RmaSync {
    /** The window synchronization calls, each named as the method of {@code mpi.Win} that makes it. */
    public enum Call {
        FENCE("fence"),
        POST("post"),
        START("start"),
        COMPLETE("complete"),
        WAIT("wait"),
        /** Only when the test returned true: the exposure epoch ended. */
        TEST("test"),
        LOCK("lock"),
        UNLOCK("unlock"),
        LOCK_ALL("lockAll"),
        UNLOCK_ALL("unlockAll"),
        FLUSH("flush"),
        FLUSH_ALL("flushAll"),
        FLUSH_LOCAL("flushLocal"),
        FLUSH_LOCAL_ALL("flushLocalAll"),
        SYNC("sync"),
        FREE("free");

        private final String apiName;

        Call(String apiName) {
            this.apiName = apiName;
        }

        /** The name of the {@code mpi.Win} method: "lockAll", "flushLocal", ... (for messages and reports). */
        public String apiName() {
            return apiName;
        }
    }

    public final Call call;
    /** The C handle of the window. */
    public final long window;
    /** Target rank of lock, unlock, flush and flushLocal; -1 for the others. */
    public final int rank;
    /** MPI.LOCK_EXCLUSIVE or MPI.LOCK_SHARED for lock; 0 otherwise. */
    public final int lockType;
    /** Ranks (in the window's group) of the group given to post and start; null for the others. */
    public final int[] group;
    public final int assertion;

    public RmaSync(Call call, long window, int rank, int lockType, int[] group, int assertion) {
        this.call = call;
        this.window = window;
        this.rank = rank;
        this.lockType = lockType;
        this.group = group;
        this.assertion = assertion;
    }
}
