package mpi.shim.mem;

import java.nio.Buffer;

/**
 * Raw native memory as one native path reaches it (sun.misc.Unsafe on jffi's path, memory segments on the FFM
 * path): what {@link Memory} does, without the parts that are plain Java. Addresses are absolute; array offsets
 * are in bytes from element 0.
 */
public abstract class MemoryAccess {
    /** For the native paths' implementations. */
    protected MemoryAccess() {}

    /**
     * @param direct a direct buffer
     * @return the native address of its first element (a slice's own start, not its parent's)
     */
    public abstract long address(Buffer direct);

    /**
     * @param direct a direct buffer
     * @return the direct buffer that owns its native memory, or {@code direct} when it owns it or the owner is not
     *     known
     */
    public abstract Buffer directOwner(Buffer direct);

    /**
     * Notes that {@code slice} was made from {@code parent} (by the binding's {@code MPI.slice}), for a path that
     * cannot read the owner from the buffer itself.
     * @param slice the new buffer
     * @param parent the buffer it was cut from
     */
    public void sliced(Buffer slice, Buffer parent) {}

    public abstract void copyFromArray(Object array, long fromByte, long address, long bytes);

    public abstract void copyToArray(long address, Object array, long toByte, long bytes);

    public abstract void copy(long from, long to, long bytes);

    public abstract long allocate(long bytes);

    public abstract long reallocate(long address, long bytes);

    public abstract void free(long address);

    public abstract void zero(long address, long bytes);

    public abstract byte getByte(long address);

    public abstract void putByte(long address, byte value);

    public abstract int getInt(long address);

    public abstract void putInt(long address, int value);

    public abstract long getLong(long address);

    public abstract void putLong(long address, long value);

    public abstract double getDouble(long address);
}
