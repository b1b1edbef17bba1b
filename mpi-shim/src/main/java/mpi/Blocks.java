package mpi;

import java.nio.Buffer;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.BufferUse;

/**
 * Per-rank counts and displacements of v- and w-collectives: checked (lengths, signs) and turned into how far
 * into a buffer the blocks reach, so that the buffer can be checked before the library touches it.
 */
final class Blocks {
    private Blocks() {}

    /**
     * Elements from the buffer start that the blocks reach: the largest displs[i] + counts[i] over non-empty
     * blocks (for a datatype, {@code span(reach)} bytes are then touched).
     */
    static long reach(int[] counts, int[] displs, int n, String countsName, String displsName) throws MPIException {
        Args.perRank(counts, n, countsName);
        Args.perRank(displs, n, displsName);
        long reach = 0;
        for (int i = 0; i < n; i++) {
            if (counts[i] < 0) {
                throw Errors.refused(MPI.ERR_COUNT, countsName + "[" + i + "] is negative: " + counts[i]);
            }
            if (displs[i] < 0) {
                throw Errors.refused(MPI.ERR_ARG, displsName + "[" + i + "] is negative: " + displs[i]
                        + " (a Java buffer has nothing before its start)");
            }
            if (counts[i] > 0) {
                reach = Math.max(reach, (long) displs[i] + counts[i]);
            }
        }
        return reach;
    }

    /** The sum of per-rank counts (reduceScatter). */
    static long sum(int[] counts, int n, String name) throws MPIException {
        Args.perRank(counts, n, name);
        long sum = 0;
        for (int i = 0; i < n; i++) {
            if (counts[i] < 0) {
                throw Errors.refused(MPI.ERR_COUNT, name + "[" + i + "] is negative: " + counts[i]);
            }
            sum += counts[i];
        }
        return sum;
    }

    /** Bytes the blocks of an all-to-all-w reach: displacements in bytes, a datatype per block. */
    static long reachBytes(int[] counts, int[] displs, Datatype[] types, int n, String countsName,
            String displsName, String typesName) throws MPIException {
        Args.perRank(counts, n, countsName);
        Args.perRank(displs, n, displsName);
        Args.notNull(types, typesName);
        if (types.length < n) {
            throw Errors.refused(MPI.ERR_ARG, typesName + " has " + types.length
                    + " entries, the communicator has " + n + " ranks");
        }
        long reach = 0;
        for (int i = 0; i < n; i++) {
            Datatype.handleOf(types[i], typesName + "[" + i + "]");
            if (counts[i] < 0) {
                throw Errors.refused(MPI.ERR_COUNT, countsName + "[" + i + "] is negative: " + counts[i]);
            }
            if (displs[i] < 0) {
                throw Errors.refused(MPI.ERR_ARG, displsName + "[" + i + "] is negative: " + displs[i]);
            }
            if (counts[i] > 0) {
                reach = Math.max(reach, displs[i] + types[i].span(counts[i]));
            }
        }
        return reach;
    }

    static long[] handles(Datatype[] types, int n) {
        long[] h = new long[n];
        for (int i = 0; i < n; i++) {
            h[i] = types[i].handle;
        }
        return h;
    }

    /** A reach as the int count the direct-buffer check takes. */
    static int narrow(long count, String name) throws MPIException {
        if (count > Integer.MAX_VALUE) {
            throw Errors.refused(MPI.ERR_COUNT, name + " blocks reach " + count + " elements, beyond any buffer");
        }
        return (int) count;
    }

    /** One buffer use per non-empty block, for the checker: gaps between blocks are not pending. */
    static void uses(List<BufferUse> out, boolean written, Buffer buf, long base, int[] counts, int[] displs,
            Datatype type, int n, String role) throws MPIException {
        uses(out, written, buf, base, counts, displs, type, n, role, -1);
    }

    /** As above; block {@code own} (an in-place rank's own contribution, or -1) is only read by the library. */
    static void uses(List<BufferUse> out, boolean written, Buffer buf, long base, int[] counts, int[] displs,
            Datatype type, int n, String role, int own) throws MPIException {
        long extent = type.extentBytes();
        for (int i = 0; i < n; i++) {
            if (counts[i] > 0) {
                long a = base + displs[i] * extent;
                out.add(written && i != own ? Notify.writes(buf, a, counts[i], type, role + "[" + i + "]")
                        : Notify.reads(buf, a, counts[i], type, role + "[" + i + "]"));
            }
        }
    }

    /** Buffer uses of all-to-all-w blocks (byte displacements, a datatype per block). */
    static void usesW(List<BufferUse> out, boolean written, Buffer buf, long base, int[] counts, int[] displs,
            Datatype[] types, int n, String role) {
        for (int i = 0; i < n; i++) {
            if (counts[i] > 0) {
                long a = base + displs[i];
                out.add(written ? Notify.writes(buf, a, counts[i], types[i], role + "[" + i + "]")
                        : Notify.reads(buf, a, counts[i], types[i], role + "[" + i + "]"));
            }
        }
    }

    static List<BufferUse> list() {
        return new ArrayList<>(4);
    }
}
