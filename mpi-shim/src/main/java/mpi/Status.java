package mpi;

import mpi.shim.abi.Abi;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiPointToPoint;

/**
 * The status of a completed receive, probe or request: source, tag, error, and the element count the library computes
 * for any datatype. It holds a copy of the C {@code MPI_Status}; the methods that ask the library ({@link #getCount},
 * {@link #getElements}, the setters) pass that copy back through native memory. In {@code waitAny}/{@code waitSome}
 * forms it also says which request of the array it belongs to ({@link #getIndex()}).
 */
public final class Status {
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
     * Open MPI's field, kept for its API; always empty here: the status is held in private fields, so that the JIT can
     * drop a {@code Status} that does not escape its call.
     */
    protected final long[] data;
    private long w0;
    private long w1;
    private long w2;
    private int index = MPI.UNDEFINED;

    /** An empty status. */
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

    /**
     * The number of received elements of a datatype. Calls {@code MPI_Get_count}.
     * @param datatype the datatype
     * @return the count, or {@link MPI#UNDEFINED} when the bytes are not a whole number of elements
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getCount(Datatype datatype) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiPointToPoint.MPI_Get_count(toNative(s), Args.notNull(datatype, "datatype").use(), s.count);
        Errors.check(rc, "MPI_Get_count");
        return Memory.getInt(s.count);
    }

    /**
     * Whether the request was cancelled. Calls {@code MPI_Test_cancelled}.
     * @return true when cancelled
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public boolean isCancelled() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiPointToPoint.MPI_Test_cancelled(toNative(s), s.flag), "MPI_Test_cancelled");
        return Memory.getInt(s.flag) != 0;
    }

    /**
     * The number of received basic elements of a datatype. Calls {@code MPI_Get_elements}.
     * @param datatype the datatype
     * @return the count, or {@link MPI#UNDEFINED}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getElements(Datatype datatype) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiPointToPoint.MPI_Get_elements(toNative(s), Args.notNull(datatype, "datatype").use(), s.count);
        Errors.check(rc, "MPI_Get_elements");
        return Memory.getInt(s.count);
    }

    /**
     * The number of received basic elements, as a {@link Count}. Calls {@code MPI_Get_elements_x}.
     * @param datatype the datatype
     * @return the count
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Count getElementsX(Datatype datatype) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiPointToPoint.MPI_Get_elements_x(toNative(s), Args.notNull(datatype, "datatype").use(), s.count);
        Errors.check(rc, "MPI_Get_elements_x");
        return new Count(Memory.getLong(s.count));
    }

    /**
     * Sets the element count the status reports (for generalized requests). Calls {@code MPI_Status_set_elements}.
     * @param datatype the datatype
     * @param count the number of its elements
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setElements(Datatype datatype, int count) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiPointToPoint.MPI_Status_set_elements(toNative(s), Args.notNull(datatype, "datatype").use(), count);
        Errors.check(rc, "MPI_Status_set_elements");
        fromNative(s);
    }

    /**
     * Sets the element count the status reports, as a {@link Count}. Calls {@code MPI_Status_set_elements_x}.
     * @param datatype the datatype
     * @param count the number of its elements
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setElementsX(Datatype datatype, Count count) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiPointToPoint.MPI_Status_set_elements_x(toNative(s), Args.notNull(datatype, "datatype").use(),
                Args.notNull(count, "count").getCount());
        Errors.check(rc, "MPI_Status_set_elements_x");
        fromNative(s);
    }

    /**
     * Sets whether the status reports a cancelled request. Calls {@code MPI_Status_set_cancelled}.
     * @param flag true for cancelled
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setCancelled(boolean flag) throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiPointToPoint.MPI_Status_set_cancelled(toNative(s), flag ? 1 : 0), "MPI_Status_set_cancelled");
        fromNative(s);
    }

    /**
     * The source of the message ({@code MPI_SOURCE}).
     * @return its rank
     */
    public int getSource() {
        return intAt(SOURCE);
    }

    /**
     * The tag of the message ({@code MPI_TAG}).
     * @return the tag
     */
    public int getTag() {
        return intAt(TAG);
    }

    /**
     * The error code of the request ({@code MPI_ERROR}); set by the library only in calls that complete several
     * requests and fail.
     * @return the code
     */
    public int getError() {
        return intAt(ERROR);
    }

    /**
     * The position of the request this status belongs to in the array of a {@code waitAny}, {@code testAny},
     * {@code waitSome} or {@code testSome}.
     * @return the index, or {@link MPI#UNDEFINED} for other statuses
     */
    public int getIndex() {
        return index;
    }

    @Override
    public String toString() {
        return "Status(source=" + getSource() + ", tag=" + getTag() + ", error=" + getError() + ")";
    }
}
