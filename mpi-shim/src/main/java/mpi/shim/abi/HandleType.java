package mpi.shim.abi;

import mpi.shim.mem.Memory;

/**
 * The C handle types and how wide each is in the loaded library's ABI: pointers (8 bytes) in Open MPI, C ints
 * (4 bytes) in MPICH's, where {@code MPI_File} alone is a pointer. The binding keeps every handle in a Java
 * {@code long}; a 4-byte handle is zero-extended, as {@link PredefinedHandles} reads MPICH's hexadecimal literals,
 * so that values read back from memory compare equal to the predefined ones.
 */
public enum HandleType {
    COMM("MPI_Comm"),
    GROUP("MPI_Group"),
    DATATYPE("MPI_Datatype"),
    REQUEST("MPI_Request"),
    OP("MPI_Op"),
    INFO("MPI_Info"),
    WIN("MPI_Win"),
    FILE("MPI_File"),
    ERRHANDLER("MPI_Errhandler"),
    MESSAGE("MPI_Message");

    /** Bytes of one handle of this type in C memory. */
    public final int bytes;

    HandleType(String cType) {
        this.bytes = Abi.sizeOf(cType);
        if (bytes != 4 && bytes != 8) {
            throw new IllegalStateException(cType + " is " + bytes + " bytes in " + Abi.descriptionName()
                    + "; the binding knows 4- and 8-byte handles");
        }
    }

    /** The handle stored at {@code address}. */
    public long get(long address) {
        return bytes == 8 ? Memory.getLong(address) : Memory.getInt(address) & 0xFFFF_FFFFL;
    }

    /** Stores {@code handle} at {@code address}. */
    public void put(long address, long handle) {
        if (bytes == 8) {
            Memory.putLong(address, handle);
        } else {
            Memory.putInt(address, (int) handle);
        }
    }

    /** The address of element {@code index} of a C array of these handles at {@code base}. */
    public long at(long base, long index) {
        return base + index * bytes;
    }

    /** Bytes of a C array of {@code count} of these handles. */
    public long arrayBytes(long count) {
        return count * bytes;
    }
}
