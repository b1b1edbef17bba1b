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

/**
 * What instrumented application code calls before each java.nio buffer access (like a coverage tool's probes).
 * Cheap when nothing is pending: one volatile read. Never throws: an access the buffer itself will refuse
 * (out of bounds) is not reported, and the original call then throws as it would have.
 */
public final class Probes {
    private Probes() {}

    /**
     * {@code count} elements of {@code unitBytes} bytes (0: the buffer's element size) at element {@code index}
     * (-1: the position) of {@code b} are read or written at access site {@code site}.
     */
    public static void access(Buffer b, int index, int count, int unitBytes, boolean write, int site) {
        boolean race = Accesses.active();
        if (!Checker.anyPending() && !race || b == null || !b.isDirect() || count <= 0) {
            return;
        }
        Checker c = Checker.current();
        if (c == null && !race) {
            return;
        }
        try {
            int elementSize = elementSize(b);
            int unit = unitBytes > 0 ? unitBytes : elementSize;
            long start = index < 0 ? b.position() : index;
            long bytes = (long) count * unit;
            if (start < 0 || start * elementSize + bytes > (long) b.limit() * elementSize) {
                return;
            }
            long address = Memory.address(b) + start * elementSize;
            if (race) {
                if (write) {
                    Accesses.store(address, bytes, site);
                } else {
                    Accesses.load(address, bytes, site);
                }
            }
            if (c != null && Checker.anyPending()) {
                c.access(address, bytes, write, site);
            }
        } catch (RuntimeException e) {
            // the checker must never change what the program does
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
        if (b != null && (Checker.anyPending() || Accesses.active())) {
            access(b, 0, b.limit(), 0, true, site);
        }
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
        boolean race = Accesses.active();
        if (!Checker.anyPending() && !race || !(buf instanceof Buffer) || !((Buffer) buf).isDirect() || count <= 0) {
            return;
        }
        Checker c = Checker.current();
        if (c == null && !race || !(type instanceof mpi.Datatype)) {
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
            long[] hull = CollectiveProbes.hull((mpi.Datatype) type, count); // in bytes (getExtent counts units)
            if (hull[1] > hull[0]) {
                long address = Memory.address((Buffer) buf) + hull[0];
                long bytes = hull[1] - hull[0];
                if (race) {
                    if (write) {
                        Accesses.store(address, bytes, site);
                    } else {
                        Accesses.load(address, bytes, site);
                    }
                }
                if (c != null && Checker.anyPending()) {
                    c.access(address, bytes, write, site);
                }
            }
        } catch (mpi.MPIException | RuntimeException e) {
            // a bad datatype: the call itself will say so
        }
    }
}
