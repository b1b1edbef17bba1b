package mpi.shim.event;

import java.nio.Buffer;

/**
 * One buffer of a posted nonblocking operation: which memory, how many elements of which datatype, and whether
 * the library reads it (a send side) or writes it (a receive side) while the operation is pending.
 */
public final class BufferUse {
    /** The library reads the buffer: the application must not write it until completion. */
    public static final int READ_BY_LIBRARY = 1;
    /** The library writes the buffer: the application must not read (or write) it until completion. */
    public static final int WRITTEN_BY_LIBRARY = 2;
    /**
     * The library reads and then writes the buffer (the in-place forms of reductions and scans): the application
     * must neither write nor read it until completion.
     */
    public static final int READ_AND_WRITTEN_BY_LIBRARY = 3;

    public final int access;
    /** The user's buffer object (a direct buffer for every nonblocking call). */
    public final Buffer buffer;
    /** Native address of element 0. */
    public final long address;
    public final long count;
    /** The C handle of the datatype; the listener can derive its data-map from the library. */
    public final long datatype;
    /** A printable name of the datatype, e.g. "MPI.INT". */
    public final String datatypeName;
    /** The role of the buffer in the call, e.g. "buf", "sendbuf", "recvbuf", "origin". */
    public final String role;

    public BufferUse(int access, Buffer buffer, long address, long count, long datatype, String datatypeName,
            String role) {
        this.access = access;
        this.buffer = buffer;
        this.address = address;
        this.count = count;
        this.datatype = datatype;
        this.datatypeName = datatypeName;
        this.role = role;
    }
}
