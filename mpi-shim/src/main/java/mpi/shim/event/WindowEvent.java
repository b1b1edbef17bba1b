package mpi.shim.event;

/**
 * A window was created (reported once per rank, after the collective call succeeded): its local memory and how
 * other ranks address it. A race checker keys accesses by {@link #window} and maps byte offsets to this memory.
 */
public final class WindowEvent {
    /** "create", "allocate", "allocateShared" or "createDynamic". */
    public final String flavor;
    /** The C handle of the window (identity until an {@code rmaSync} of {@link RmaSync.Call#FREE}). */
    public final long window;
    /** The mpi.Win object. */
    public final Object win;
    /** Native address of this rank's window memory (0 for dynamic windows: targets are absolute addresses). */
    public final long base;
    /** Bytes of this rank's window memory. */
    public final long sizeBytes;
    /** This rank's displacement unit in bytes. */
    public final int dispUnitBytes;
    /** The C handle of the communicator the window was created over, and the mpi.Comm object. */
    public final long communicator;
    public final Object comm;
    /** This rank's rank in the window's group, and the group's size. */
    public final int rank;
    public final int groupSize;

    public WindowEvent(String flavor, long window, Object win, long base, long sizeBytes, int dispUnitBytes,
            long communicator, Object comm, int rank, int groupSize) {
        this.flavor = flavor;
        this.window = window;
        this.win = win;
        this.base = base;
        this.sizeBytes = sizeBytes;
        this.dispUnitBytes = dispUnitBytes;
        this.communicator = communicator;
        this.comm = comm;
        this.rank = rank;
        this.groupSize = groupSize;
    }
}
