package mpi;

import java.util.Arrays;
import mpi.shim.event.BufferUse;
import mpi.shim.event.Hooks;
import mpi.shim.event.RmaOperation;
import mpi.shim.event.RmaSync;
import mpi.shim.event.WindowEvent;

/**
 * Builds the one-sided events a checker listens to: window creation, operations, synchronizations. Callers guard
 * every use with {@code if (Hooks.LISTENER != null)}, so nothing here runs with plain mpi.jar. A failure to
 * describe an event (it needs a call into the library) never changes what the program sees.
 */
final class RmaEvents {
    private RmaEvents() {}

    static void created(String flavor, Win win, long handle, long base, long sizeBytes, int dispUnitBytes,
            long commHandle, Comm comm, int groupSize) {
        int rank;
        try {
            rank = comm.getRank();
        } catch (MPIException e) {
            return;
        }
        Hooks.LISTENER.windowCreated(new WindowEvent(flavor, handle, win, base, sizeBytes, dispUnitBytes,
                commHandle, comm, rank, groupSize));
    }

    /**
     * An operation on {@code count} elements of {@code type} at byte offset {@code offset} of the target's window.
     * Operations to MPI.PROC_NULL move nothing and are not reported.
     */
    static void operation(String call, long window, Request request, int targetRank, long offset, int count,
            Datatype type, int access, Op op, Origin... origins) {
        if (targetRank == MPI.PROC_NULL) {
            return;
        }
        long first;
        long end;
        try {
            first = type.firstByte(count);
            end = type.endByte(count);
        } catch (MPIException e) {
            return;
        }
        BufferUse[] buffers = new BufferUse[origins.length];
        long[] bytes = new long[origins.length];
        long[][] ranges = new long[origins.length][];
        for (int i = 0; i < origins.length; i++) {
            buffers[i] = origins[i].use;
            bytes[i] = origins[i].bytes;
            ranges[i] = origins[i].ranges;
        }
        long[] targetRanges = TypeRanges.of(type, count);
        if (targetRanges != null) {
            for (int i = 0; i < targetRanges.length; i++) {
                targetRanges[i] += offset;
            }
        }
        Hooks.LISTENER.rmaOperation(new RmaOperation(call, window, request, targetRank, offset + first,
                end - first, access, op == null ? null : op.toString(), type.elementName(),
                Arrays.asList(buffers), bytes, targetRanges, ranges));
    }

    /** An origin-side buffer, the bytes it spans from its address, and its exact ranges (null: all of them). */
    static final class Origin {
        final BufferUse use;
        final long bytes;
        final long[] ranges;

        Origin(BufferUse use, long bytes, long[] ranges) {
            this.use = use;
            this.bytes = bytes;
            this.ranges = ranges;
        }
    }

    /** A buffer the library reads until the operation completes (origin, compare). */
    static Origin reads(java.nio.Buffer buf, long address, long count, Datatype type, String role) {
        return new Origin(Notify.reads(buf, address, count, type, role), span(type, count), ranges(type, count));
    }

    /** A buffer the library writes until the operation completes (get's origin, result). */
    static Origin writes(java.nio.Buffer buf, long address, long count, Datatype type, String role) {
        return new Origin(Notify.writes(buf, address, count, type, role), span(type, count), ranges(type, count));
    }

    private static long span(Datatype type, long count) {
        try {
            return type.endByte(count);
        } catch (MPIException e) {
            return 0;
        }
    }

    /**
     * The exact ranges of an origin type with gaps; for a gap-free type that reaches back from the buffer's start
     * (a negative lower bound or stride), its one range, which starts before the address; else null.
     */
    private static long[] ranges(Datatype type, long count) {
        long[] exact = TypeRanges.of(type, count);
        if (exact != null) {
            return exact;
        }
        try {
            long first = type.firstByte(count);
            return first < 0 ? new long[] {first, type.endByte(count)} : null;
        } catch (MPIException e) {
            return null;
        }
    }

    static void sync(RmaSync.Call call, long window, int rank, int lockType, int assertion) {
        Hooks.LISTENER.rmaSync(new RmaSync(call, window, rank, lockType, null, assertion));
    }

    /** post and start: the group's ranks translated to ranks of the window's group. */
    static void groupSync(RmaSync.Call call, Win win, long window, Group group, int assertion) {
        int[] ranks = null;
        try {
            Group winGroup = win.getGroup();
            int n = group.getSize();
            int[] mine = new int[n];
            for (int i = 0; i < n; i++) {
                mine[i] = i;
            }
            ranks = Group.translateRanks(group, mine, winGroup);
            winGroup.free();
        } catch (MPIException e) {
            // the checker then treats the epoch as involving every rank
        }
        Hooks.LISTENER.rmaSync(new RmaSync(call, window, -1, 0, ranks, assertion));
    }
}
