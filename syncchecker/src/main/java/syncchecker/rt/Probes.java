package syncchecker.rt;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import mpi.shim.mem.Memory;
import syncchecker.core.Checker;
import syncchecker.core.FilterConfig;
import syncchecker.core.PendingSummary;

/**
 * What instrumented application code calls before each java.nio buffer access and each blocking MPI call with a
 * buffer (like a coverage tool's probes). Each probe is the inline fast path of the paper's Algorithm 1:
 * <ol>
 * <li>ER: nothing pending at all (one volatile load and a null test);</li>
 * <li>heap memory leaves next, in every configuration (first in basic): the binding takes direct buffers only for
 * nonblocking calls, so a heap buffer or an array is never pending (and has no fixed address to check). It comes
 * after ER because {@code isDirect()} is a megamorphic virtual call in real programs (several buffer classes):
 * before ER it costs every access about 2.5 ns more while nothing is pending (make bench-probes);</li>
 * <li>AT: a write goes on only if a send-side buffer (one the library reads) is pending, or a receive-side one
 * when writes to pending receives are checked; a read only if a receive-side buffer is pending;</li>
 * <li>MR: the bytes touched meet the [lo, hi) range of the pending buffers of the kinds AT kept;</li>
 * <li>the full check ({@link Checker#access}).</li>
 * </ol>
 * Each filter is conservative (it drops only accesses no pending buffer can conflict with), and each can be
 * switched off ({@link FilterConfig}); the switches are static finals, so the JIT removes a disabled stage.
 * Per-thread {@link Counters} record how many accesses pass each stage. Never throws: an access the buffer
 * itself will refuse (out of bounds) is not reported, and the original call then throws as it would have.
 */
public final class Probes {
    private static final boolean ER = FilterConfig.ACTIVE.er;
    private static final boolean AT = FilterConfig.ACTIVE.at;
    private static final boolean MR = FilterConfig.ACTIVE.mr;
    /** Off (syncchecker.analysis=off): the paper's profiler only, profiled accesses are counted, not analysed. */
    private static final boolean ANALYSIS = FilterConfig.ACTIVE.analysis;

    private Probes() {}

    /**
     * {@code count} elements of {@code unitBytes} bytes (0: the buffer's element size) at element {@code index}
     * (-1: the position) of {@code b} are read or written at access site {@code site}.
     */
    public static void access(Buffer b, int index, int count, int unitBytes, boolean write, int site) {
        Counters n = Counters.local();
        n.instrumented++;
        PendingSummary s = Checker.pending();
        if (ER && s == null) {
            return;
        }
        n.afterEr++;
        if (b == null || !b.isDirect()) {
            n.heap++; // heap memory is never pending
            return;
        }
        if (AT && !(write ? s.writeMayConflict() : s.readMayConflict())) {
            return;
        }
        n.afterAt++;
        if (count > 0) {
            bufferAccess(n, s, b, index, count, unitBytes, write, site);
        }
    }

    /** MR and the full check of a direct-buffer access (out of line: reached only when something is pending). */
    private static void bufferAccess(Counters n, PendingSummary s, Buffer b, int index, int count, int unitBytes,
            boolean write, int site) {
        try {
            int elementSize = elementSize(b);
            int unit = unitBytes > 0 ? unitBytes : elementSize;
            long start = index < 0 ? b.position() : index;
            long bytes = (long) count * unit;
            if (start < 0 || start * elementSize + bytes > (long) b.limit() * elementSize) {
                return;
            }
            profile(n, s, Memory.address(b) + start * elementSize, bytes, write, site);
        } catch (RuntimeException e) {
            // the checker must never change what the program does
        }
    }

    /** MR, then the full check of [address, address + bytes). */
    private static void profile(Counters n, PendingSummary s, long address, long bytes, boolean write, int site) {
        if (MR && !(write ? s.writeInRange(address, bytes) : s.readInRange(address, bytes))) {
            return;
        }
        n.afterMr++;
        Checker c = Checker.current();
        if (c == null) {
            return; // before MPI.Init or after MPI.Finalize (only reachable with ER off)
        }
        n.profiled++;
        if (ANALYSIS) {
            c.access(address, bytes, write, site);
        }
    }

    /** Before a call that may post a nonblocking operation (returns a Request, or starts persistent ones). */
    public static void beforePost() {
        Checker c = Checker.current();
        if (c != null) {
            c.beforePost();
        }
    }

    /** compact(): moves [position, limit) to the start, so writes [0, limit) at most. */
    public static void compact(Buffer b, int site) {
        access(b, 0, b == null ? 0 : b.limit(), 0, true, site);
    }

    /** An array argument's length (0 for null: the call itself then throws). */
    public static int length(Object array) {
        return array == null ? 0 : java.lang.reflect.Array.getLength(array);
    }

    public static int remaining(Buffer b) {
        return b == null ? 0 : b.remaining();
    }

    public static int length(String s) {
        return s == null ? 0 : s.length();
    }

    private static int elementSize(Buffer b) {
        if (b instanceof ByteBuffer) {
            return 1;
        }
        if (b instanceof ShortBuffer || b instanceof CharBuffer) {
            return 2;
        }
        if (b instanceof LongBuffer || b instanceof DoubleBuffer) {
            return 8;
        }
        return 4;
    }

    /**
     * A blocking MPI call of the application (on communicator {@code comm}) hands {@code count} elements of
     * {@code type} in {@code buf} to the library, which reads or writes them as {@code mode} says (see
     * syncchecker.agent.MpiCallAccess; {@code root} for the rooted modes): an access like any other to a still
     * pending buffer. Checked over the elements' hull.
     */
    public static void mpiCall(Object comm, Object buf, int count, Object type, int root, int mode, int site) {
        Counters n = Counters.local();
        n.instrumented++;
        PendingSummary s = Checker.pending();
        if (ER && s == null) {
            return;
        }
        n.afterEr++;
        if (!(buf instanceof Buffer) || !((Buffer) buf).isDirect()) {
            n.heap++; // an array or a heap buffer is never pending
            return;
        }
        if (count <= 0 || !(type instanceof mpi.Datatype)) {
            return;
        }
        try {
            boolean write;
            if (mode <= 1) {
                write = mode == 1;
            } else {
                boolean atRoot = comm instanceof mpi.Comm && ((mpi.Comm) comm).getRank() == root;
                if (mode == 3 && !atRoot) {
                    return; // reduce's receive buffer is not used on the other ranks
                }
                write = mode == 2 ? !atRoot : atRoot;
            }
            if (AT && !(write ? s.writeMayConflict() : s.readMayConflict())) {
                return;
            }
            n.afterAt++;
            mpi.Datatype t = (mpi.Datatype) type;
            long extent = t.getExtent();
            long trueLb = t.getTrueLb();
            long first = trueLb + Math.min(0, (count - 1L) * extent);
            long end = trueLb + Math.max(0, (count - 1L) * extent) + t.getTrueExtent();
            if (end > first) {
                profile(n, s, Memory.address((Buffer) buf) + first, end - first, write, site);
            }
        } catch (mpi.MPIException | RuntimeException e) {
            // a bad datatype: the call itself will say so
        }
    }
}
