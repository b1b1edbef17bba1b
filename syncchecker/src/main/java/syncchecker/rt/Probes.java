package syncchecker.rt;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import mpi.shim.mem.Memory;
import race.Accesses;
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
        if (Accesses.active()) {
            raceAccess(b, index, count, unitBytes, write, site);
        }
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

    /**
     * Native address of the {@code count} elements of {@code unitBytes} bytes (0: the element size) at element
     * {@code index} (-1: the position) of direct buffer {@code b}, or 0 when they fall outside it (the access
     * itself will then throw).
     */
    private static long address(Buffer b, int index, long bytes) {
        int elementSize = elementSize(b);
        long start = index < 0 ? b.position() : index;
        if (start < 0 || start * elementSize + bytes > (long) b.limit() * elementSize) {
            return 0;
        }
        return Memory.address(b) + start * elementSize;
    }

    private static long bytes(Buffer b, int count, int unitBytes) {
        return (long) count * (unitBytes > 0 ? unitBytes : elementSize(b));
    }

    /** MR and the full check of a direct-buffer access (out of line: reached only when something is pending). */
    private static void bufferAccess(Counters n, PendingSummary s, Buffer b, int index, int count, int unitBytes,
            boolean write, int site) {
        try {
            long bytes = bytes(b, count, unitBytes);
            long address = address(b, index, bytes);
            if (address != 0) {
                profile(n, s, address, bytes, write, site);
            }
        } catch (RuntimeException e) {
            // the checker must never change what the program does
        }
    }

    /** A direct-buffer access for the race detector, which filters and samples on its own. */
    private static void raceAccess(Buffer b, int index, int count, int unitBytes, boolean write, int site) {
        if (b == null || !b.isDirect() || count <= 0) {
            return;
        }
        try {
            long bytes = bytes(b, count, unitBytes);
            long address = address(b, index, bytes);
            if (address != 0) {
                race(address, bytes, write, site);
            }
        } catch (RuntimeException e) {
            // the checker must never change what the program does
        }
    }

    private static void race(long address, long bytes, boolean write, int site) {
        if (write) {
            Accesses.store(address, bytes, site);
        } else {
            Accesses.load(address, bytes, site);
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
        if (Accesses.active()) {
            raceCall(comm, buf, count, type, root, mode, site);
        }
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
            int direction = direction(comm, root, mode);
            if (direction < 0) {
                return;
            }
            boolean write = direction == 1;
            if (AT && !(write ? s.writeMayConflict() : s.readMayConflict())) {
                return;
            }
            n.afterAt++;
            long[] hull = CollectiveProbes.hull((mpi.Datatype) type, count); // in bytes (getExtent counts units)
            if (hull[1] > hull[0]) {
                profile(n, s, Memory.address((Buffer) buf) + hull[0], hull[1] - hull[0], write, site);
            }
        } catch (mpi.MPIException | RuntimeException e) {
            // a bad datatype: the call itself will say so
        }
    }

    /** The blocking call's buffer for the race detector. */
    private static void raceCall(Object comm, Object buf, int count, Object type, int root, int mode, int site) {
        if (!(buf instanceof Buffer) || !((Buffer) buf).isDirect() || count <= 0 || !(type instanceof mpi.Datatype)) {
            return;
        }
        try {
            int direction = direction(comm, root, mode);
            long[] hull = CollectiveProbes.hull((mpi.Datatype) type, count);
            if (direction >= 0 && hull[1] > hull[0]) {
                race(Memory.address((Buffer) buf) + hull[0], hull[1] - hull[0], direction == 1, site);
            }
        } catch (mpi.MPIException | RuntimeException e) {
            // a bad datatype: the call itself will say so
        }
    }

    /**
     * What the library does with the buffer in {@code mode} (see syncchecker.agent.MpiCallAccess): 0 reads it,
     * 1 writes it, -1 does not use it on this rank (reduce's receive buffer away from the root).
     */
    private static int direction(Object comm, int root, int mode) throws mpi.MPIException {
        if (mode <= 1) {
            return mode;
        }
        boolean atRoot = comm instanceof mpi.Comm && ((mpi.Comm) comm).getRank() == root;
        if (mode == 3 && !atRoot) {
            return -1;
        }
        return (mode == 2 ? !atRoot : atRoot) ? 1 : 0;
    }
}
