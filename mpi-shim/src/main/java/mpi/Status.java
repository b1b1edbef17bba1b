package mpi;

import mpi.shim.abi.Abi;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpi;
import mpi.shim.nat.Native;

/**
 * The status of a completed receive or probe: the raw bytes of the C MPI_Status (so that counts can be asked of
 * the library with any datatype later), plus the index of the request it belongs to in waitAny/waitSome forms.
 * The bytes are held in scalar fields, not an array: where a Status does not escape its call (a recv whose result
 * is ignored or only read), the JIT removes it entirely, which it did not do for a {@code long[]} it held.
 */
public final class Status {
    private static final LibMpi LIB = Native.LIB;
    static final int BYTES = Abi.sizeOf("MPI_Status");
    /** Bytes the scalar words hold: Open MPI's status has 24, MPICH's 20. */
    private static final int SCALAR_BYTES = 24;
    private static final int SOURCE = Abi.offsetOf("MPI_Status", "MPI_SOURCE");
    private static final int TAG = Abi.offsetOf("MPI_Status", "MPI_TAG");
    private static final int ERROR = Abi.offsetOf("MPI_Status", "MPI_ERROR");
    /** Shared by every Status: the status lives in the words below (see {@link #Status()}). */
    private static final long[] NO_DATA = new long[0];

    static {
        if (BYTES > SCALAR_BYTES) {
            throw new IllegalStateException("MPI_Status has " + BYTES + " bytes, mpi.Status holds " + SCALAR_BYTES);
        }
    }

    /**
     * Open MPI's field, kept for its API (protected in a final class: nothing outside this package reads it). Its
     * contents were Open MPI's own layout; here it is empty and the status is held in {@code w0..w2}.
     */
    protected final long[] data;
    private long w0;
    private long w1;
    private long w2;
    private int index = MPI.UNDEFINED;

    protected Status() {
        data = NO_DATA;
    }

    /** A copy of the C status at {@code address}: three plain loads for a 24-byte status. */
    static Status of(long address) {
        Status s = new Status();
        s.load(address);
        return s;
    }

    static Status of(long address, int index) {
        Status s = of(address);
        s.index = index;
        return s;
    }

    private void load(long address) {
        if (BYTES == SCALAR_BYTES) {
            w0 = Memory.getLong(address);
            w1 = Memory.getLong(address + 8);
            w2 = Memory.getLong(address + 16);
        } else {
            // a shorter status (MPICH's 20 bytes): never read past its end
            w0 = w1 = w2 = 0;
            for (int b = 0; b < BYTES; b += 4) {
                setInt(b, Memory.getInt(address + b));
            }
        }
    }

    private void store(long address) {
        if (BYTES == SCALAR_BYTES) {
            Memory.putLong(address, w0);
            Memory.putLong(address + 8, w1);
            Memory.putLong(address + 16, w2);
        } else {
            for (int b = 0; b < BYTES; b += 4) {
                Memory.putInt(address + b, intAt(b));
            }
        }
    }

    /** Writes the status back to native memory of this thread, for calls that read it. */
    private long toNative(Scratch scratch) throws MPIException {
        Lifecycle.check();
        store(scratch.status);
        return scratch.status;
    }

    private void fromNative(Scratch scratch) {
        load(scratch.status);
    }

    private long word(int i) {
        return i == 0 ? w0 : i == 1 ? w1 : w2;
    }

    /** The int at {@code byteOffset} (a multiple of 4 below 24: the fields MPI_SOURCE, MPI_TAG, MPI_ERROR). */
    private int intAt(int byteOffset) {
        return (int) (word(byteOffset >>> 3) >>> ((byteOffset & 7) * 8));
    }

    private void setInt(int byteOffset, int value) {
        int shift = (byteOffset & 7) * 8;
        long mask = 0xFFFFFFFFL << shift;
        long v = (word(byteOffset >>> 3) & ~mask) | ((value & 0xFFFFFFFFL) << shift);
        switch (byteOffset >>> 3) {
            case 0: w0 = v; break;
            case 1: w1 = v; break;
            default: w2 = v;
        }
    }

    /** Number of received elements of {@code datatype}, or MPI.UNDEFINED when not a whole number. */
    public int getCount(Datatype datatype) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Get_count(toNative(s), Args.notNull(datatype, "datatype").use(), s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Get_count");
        }
        return Memory.getInt(s.count);
    }

    public boolean isCancelled() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Test_cancelled(toNative(s), s.flag);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Test_cancelled");
        }
        return Memory.getInt(s.flag) != 0;
    }

    /** Number of received basic elements of {@code datatype}. */
    public int getElements(Datatype datatype) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Get_elements(toNative(s), Args.notNull(datatype, "datatype").use(), s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Get_elements");
        }
        return Memory.getInt(s.count);
    }

    public Count getElementsX(Datatype datatype) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Get_elements_x(toNative(s), Args.notNull(datatype, "datatype").use(), s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Get_elements_x");
        }
        return new Count(Memory.getLong(s.count));
    }

    public void setElements(Datatype datatype, int count) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Status_set_elements(toNative(s), Args.notNull(datatype, "datatype").use(), count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Status_set_elements");
        }
        fromNative(s);
    }

    public void setElementsX(Datatype datatype, Count count) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Status_set_elements_x(toNative(s), Args.notNull(datatype, "datatype").use(),
                Args.notNull(count, "count").getCount());
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Status_set_elements_x");
        }
        fromNative(s);
    }

    public void setCancelled(boolean flag) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Status_set_cancelled(toNative(s), flag ? 1 : 0);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Status_set_cancelled");
        }
        fromNative(s);
    }

    public int getSource() {
        return intAt(SOURCE);
    }

    public int getTag() {
        return intAt(TAG);
    }

    public int getError() {
        return intAt(ERROR);
    }

    /** The position in the request array of the request this status belongs to (waitAny, waitSome, ...). */
    public int getIndex() {
        return index;
    }

    @Override
    public String toString() {
        return "Status(source=" + getSource() + ", tag=" + getTag() + ", error=" + getError() + ")";
    }
}
