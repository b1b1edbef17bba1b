package syncchecker.core;

import mpi.shim.event.BufferUse;

/** One buffer of a pending operation, as absolute byte ranges: base address, count and data-map. */
final class PendingBuffer {
    final PendingOperation operation;
    final BufferUse use;
    final DataMap map;
    /** Absolute hull of the bytes the elements reach: [lo, hi). */
    final long lo;
    final long hi;
    /** The SR source's handle on this buffer (see {@link LibraryProgress#watch}). */
    int token = -1;
    /** Where this buffer sits in the checker's list of pending buffers (removal without a search). */
    int slot = -1;

    PendingBuffer(PendingOperation operation, BufferUse use, DataMap map) {
        this.operation = operation;
        this.use = use;
        this.map = map;
        this.lo = use.address + map.hullStart(use.count);
        this.hi = use.address + map.hullEnd(use.count);
    }

    boolean sendSide() {
        return use.access == BufferUse.READ_BY_LIBRARY;
    }

    /** The message bytes, relative to the buffer start, that [address, address + length) touches; or null. */
    long[] hit(long address, long length) {
        if (address >= hi || address + length <= lo) {
            return null;
        }
        return map.overlap(use.count, address - use.address, address + length - use.address);
    }
}
