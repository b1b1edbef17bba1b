package syncchecker.core;

import java.util.List;
import mpi.shim.event.BufferUse;

/**
 * What the filters of the instrumented fast path read: the paper's send list and receive list reduced to a count
 * and a [lo, hi) address range per kind (send side: buffers the library reads; receive side: buffers it writes).
 * Immutable and published through one volatile field by the checker on every post, completion and free, so a
 * probe sees a count and ranges that belong together. Only direct (native) memory is ever pending here: the
 * binding takes direct buffers only for nonblocking calls, so heap memory has no summary at all.
 */
public final class PendingSummary {
    public final int sends;
    public final int receives;
    public final long sendLo;
    public final long sendHi;
    public final long receiveLo;
    public final long receiveHi;
    /** Writes conflict with pending receives too (setting syncchecker.writesToReceives). */
    public final boolean writesToReceives;

    private PendingSummary(int sends, int receives, long sendLo, long sendHi, long receiveLo, long receiveHi,
            boolean writesToReceives) {
        this.sends = sends;
        this.receives = receives;
        this.sendLo = sendLo;
        this.sendHi = sendHi;
        this.receiveLo = receiveLo;
        this.receiveHi = receiveHi;
        this.writesToReceives = writesToReceives;
    }

    /**
     * The summary of {@code buffers}, or null when none is pending (so ER is a null test). Each buffer counts
     * from the lower end of its hull (the data-map's true lower bound, below the address for a negative one) up
     * to its hull's end, or to lo + {@code threshold} when that is further (the paper's threshold).
     */
    static PendingSummary of(List<PendingBuffer> buffers, boolean writesToReceives, long threshold) {
        if (buffers.isEmpty()) {
            return null;
        }
        int sends = 0;
        int receives = 0;
        long sLo = Long.MAX_VALUE;
        long sHi = Long.MIN_VALUE;
        long rLo = Long.MAX_VALUE;
        long rHi = Long.MIN_VALUE;
        for (PendingBuffer b : buffers) {
            long hi = Math.max(b.hi, saturatedAdd(b.lo, threshold));
            // a buffer the library both reads and writes (an in-place collective) counts as both kinds
            if (b.use.access != BufferUse.WRITTEN_BY_LIBRARY) {
                sends++;
                sLo = Math.min(sLo, b.lo);
                sHi = Math.max(sHi, hi);
            }
            if (b.use.access != BufferUse.READ_BY_LIBRARY) {
                receives++;
                rLo = Math.min(rLo, b.lo);
                rHi = Math.max(rHi, hi);
            }
        }
        return new PendingSummary(sends, receives, sLo, sHi, rLo, rHi, writesToReceives);
    }

    private static long saturatedAdd(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
    }

    /** AT: a write can only conflict with pending send-side buffers (and receive-side ones, when checked). */
    public boolean writeMayConflict() {
        return sends != 0 || (writesToReceives && receives != 0);
    }

    /** AT: a read can only conflict with pending receive-side buffers. */
    public boolean readMayConflict() {
        return receives != 0;
    }

    /** MR: [address, address + length) meets the range of a kind a write conflicts with. */
    public boolean writeInRange(long address, long length) {
        long end = address + length;
        return (address < sendHi && end > sendLo) || (writesToReceives && address < receiveHi && end > receiveLo);
    }

    /** MR: [address, address + length) meets the range of the pending receive-side buffers. */
    public boolean readInRange(long address, long length) {
        return address < receiveHi && address + length > receiveLo;
    }

    @Override
    public String toString() {
        return "sends " + sends + " [0x" + Long.toHexString(sendLo) + ", 0x" + Long.toHexString(sendHi)
                + "), receives " + receives + " [0x" + Long.toHexString(receiveLo) + ", 0x"
                + Long.toHexString(receiveHi) + ")";
    }
}
