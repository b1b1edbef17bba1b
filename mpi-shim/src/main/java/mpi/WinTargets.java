package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCollectives;

/**
 * The size and displacement unit of every rank's part of a window, gathered once when the window is created, so
 * that each put, get or accumulate can be checked against the target's memory before the library writes into it
 * (the library itself does not check, and a stray displacement corrupts the target process).
 */
final class WinTargets {
    private final long[] sizes;
    private final int[] dispUnits;

    private WinTargets(long[] sizes, int[] dispUnits) {
        this.sizes = sizes;
        this.dispUnits = dispUnits;
    }

    /**
     * Collective over {@code comm}: every rank contributes the bytes of memory behind its window and its
     * displacement unit in bytes.
     */
    static WinTargets gather(long comm, int groupSize, long sizeBytes, int dispUnitBytes) throws MPIException {
        Scratch s = Scratch.get();
        long send = s.area(Scratch.SEND, 16);
        long recv = s.area(Scratch.RECV, 16L * groupSize);
        Memory.putLong(send, sizeBytes);
        Memory.putLong(send + 8, dispUnitBytes);
        int rc = LibMpiCollectives.MPI_Allgather(send, 2, MPI.LONG.handle, recv, 2, MPI.LONG.handle, comm);
        Errors.check(rc, "MPI_Allgather", "window sizes");
        long[] sizes = new long[groupSize];
        int[] units = new int[groupSize];
        for (int i = 0; i < groupSize; i++) {
            sizes[i] = Memory.getLong(recv + 16L * i);
            units[i] = (int) Memory.getLong(recv + 16L * i + 8);
        }
        return new WinTargets(sizes, units);
    }

    /** Byte offset in {@code rank}'s window of displacement {@code disp}. */
    long offset(int rank, long disp) {
        return disp * dispUnits[rank];
    }

    int size() {
        return sizes.length;
    }

    /**
     * Refuses a target that is not a rank of the window, or an access of {@code count} elements of {@code type}
     * at {@code disp} (in the target's displacement units) that reaches before the start or past the end of the
     * target's window (a type with a negative lower bound may reach back from the displacement, within the window).
     */
    void check(int rank, long disp, int count, Datatype type, String role) throws MPIException {
        if (rank == MPI.PROC_NULL) {
            return;
        }
        if (rank < 0 || rank >= sizes.length) {
            throw Errors.refused(MPI.ERR_RANK, "targetRank " + rank + " is not a rank of the window's group of "
                    + sizes.length);
        }
        long start = disp * dispUnits[rank];
        long first = start + type.firstByte(count);
        if (count > 0 && first < 0) {
            throw Errors.refused(WinMemory.ERR_RMA_RANGE, role + ": " + count + " of " + type + " at targetDisp "
                    + disp + " (disp unit " + dispUnits[rank] + " bytes) reach " + (-first) + " bytes before the"
                    + " start of the window of rank " + rank);
        }
        long end = start + type.endByte(count);
        if (count > 0 && end > sizes[rank]) {
            throw Errors.refused(WinMemory.ERR_RMA_RANGE, role + ": " + count + " of " + type + " at targetDisp "
                    + disp + " (disp unit " + dispUnits[rank] + " bytes) reach byte " + end + " but the window of"
                    + " rank " + rank + " has " + sizes[rank] + " bytes of memory");
        }
    }
}
