package syncchecker.core;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;

/**
 * Runs the checker's post and completion path on a private checker before the application's first nonblocking
 * call, so the JIT has compiled it by then. The path touches many small methods; left to warm up on the
 * application's own posts, it runs interpreted or in profiling code for tens of thousands of operations (about
 * 10 us each, measured), which a short or latency-bound program (a pipelined wavefront of small messages) pays
 * on its critical path. Nothing here reaches the installed checker, the probes' summary or any report.
 */
public final class WarmUp {
    private WarmUp() {}

    /** Posts and completes {@code operations} pairs of send and receive operations, one to three pending. */
    public static void run(int operations) {
        if (operations <= 0) {
            return;
        }
        Checker c = new Checker(LibraryProgress.never("warm-up"), d -> { }, true, Map.of());
        DataMap doubles = DataMap.contiguous(8);
        Checker.DataMapSource maps = datatype -> doubles;
        ByteBuffer[] buffers = new ByteBuffer[4];
        for (int i = 0; i < buffers.length; i++) {
            buffers[i] = ByteBuffer.allocateDirect(256);
        }
        int site = AccessSites.register("syncchecker.core.WarmUp", "run", "WarmUp.java", 0);
        Object[] sends = new Object[2];
        for (int i = 0; i < operations; i++) {
            int b = i & 1;
            Object receive = new Object();
            post(c, site, "iRecv", receive, BufferUse.WRITTEN_BY_LIBRARY, buffers[b], maps);
            if (sends[b] != null) {
                c.completed(sends[b]);
            }
            sends[b] = new Object();
            post(c, site, "iSend", sends[b], BufferUse.READ_BY_LIBRARY, buffers[2 + b], maps);
            c.completed(receive);
        }
        c.finish();
    }

    private static void post(Checker c, int site, String call, Object request, int access, ByteBuffer buffer,
            Checker.DataMapSource maps) {
        c.beforePost(site);
        long address = mpi.shim.mem.Memory.address(buffer);
        c.posted(new PostedOperation(call, request, 1L, 1, 0,
                List.of(new BufferUse(access, buffer, address, 32, 0L, "MPI.DOUBLE", "buf"))), maps);
    }
}
