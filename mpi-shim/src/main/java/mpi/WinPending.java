package mpi;

import java.nio.Buffer;
import java.util.ArrayList;

/**
 * Origin and result buffers of put, get and accumulate calls, kept reachable until a synchronization completes the
 * operations: the library reads or writes them until then, and a direct buffer that the garbage collector frees
 * earlier would have the library write into freed memory.
 */
final class WinPending {
    private final ArrayList<Buffer>[] byRank;
    private int total;

    @SuppressWarnings("unchecked")
    WinPending(int groupSize) {
        byRank = new ArrayList[groupSize];
    }

    synchronized void add(int rank, Buffer buf) {
        if (buf == null || rank < 0 || rank >= byRank.length) {
            return; // MPI.PROC_NULL: nothing is transferred
        }
        ArrayList<Buffer> list = byRank[rank];
        if (list == null) {
            list = new ArrayList<>();
            byRank[rank] = list;
        }
        list.add(buf);
        total++;
    }

    /** Operations to {@code rank} completed (unlock, flush). */
    synchronized void completed(int rank) {
        if (rank >= 0 && rank < byRank.length && byRank[rank] != null) {
            total -= byRank[rank].size();
            byRank[rank].clear();
        }
    }

    /** Every operation completed (fence, complete, unlockAll, flushAll, free). */
    synchronized void completedAll() {
        if (total == 0) {
            return;
        }
        for (ArrayList<Buffer> list : byRank) {
            if (list != null) {
                list.clear();
            }
        }
        total = 0;
    }
}
