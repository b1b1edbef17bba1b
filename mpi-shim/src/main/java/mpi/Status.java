package mpi;

import mpi.shim.abi.Abi;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpi;
import mpi.shim.nat.Native;

/**
 * The status of a completed receive or probe: the raw bytes of the C MPI_Status (so that counts can be asked of
 * the library with any datatype later), plus the index of the request it belongs to in waitAny/waitSome forms.
 */
public final class Status {
    private static final LibMpi LIB = Native.LIB;
    static final int BYTES = Abi.sizeOf("MPI_Status");
    private static final int WORDS = (BYTES + 7) / 8;
    private static final int SOURCE = Abi.offsetOf("MPI_Status", "MPI_SOURCE");
    private static final int TAG = Abi.offsetOf("MPI_Status", "MPI_TAG");
    private static final int ERROR = Abi.offsetOf("MPI_Status", "MPI_ERROR");

    protected final long[] data;
    private int index = MPI.UNDEFINED;

    protected Status() {
        data = new long[WORDS];
    }

    /** A copy of the C status at {@code address}. */
    static Status of(long address) {
        Status s = new Status();
        long[] d = s.data;
        if (BYTES == 24) {
            // Open MPI's layout: three plain loads, cheaper than a copy call for 24 bytes, and the JIT can drop
            // the Status altogether where the caller ignores it
            d[0] = Memory.getLong(address);
            d[1] = Memory.getLong(address + 8);
            d[2] = Memory.getLong(address + 16);
        } else {
            Memory.copyToArray(address, d, 0, BYTES);
        }
        return s;
    }

    static Status of(long address, int index) {
        Status s = of(address);
        s.index = index;
        return s;
    }

    /** Writes the status back to native memory of this thread, for calls that read it. */
    private long toNative(Scratch scratch) throws MPIException {
        Lifecycle.check();
        Memory.copyFromArray(data, 0, scratch.status, BYTES);
        return scratch.status;
    }

    private void fromNative(Scratch scratch) {
        Memory.copyToArray(scratch.status, data, 0, BYTES);
    }

    private int intAt(int byteOffset) {
        return (int) (data[byteOffset >>> 3] >>> ((byteOffset & 7) * 8));
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
