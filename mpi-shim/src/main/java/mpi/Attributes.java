package mpi;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import mpi.shim.abi.Abi;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCommunicators;
import mpi.shim.nat.Native;

/**
 * Communicator attributes holding Java objects. As in Open MPI's bindings a value is stored serialized (each get
 * returns a fresh copy) and duplicated communicators inherit it. The C attribute holds a key into a table of
 * serialized values; the library's MPI_COMM_DUP_FN copies that key on MPI_Comm_dup. Values stay in the table
 * after deletion, since a duplicate may still refer to them.
 */
final class Attributes {
    private static final ConcurrentHashMap<Long, byte[]> VALUES = new ConcurrentHashMap<>();
    private static final AtomicLong NEXT = new AtomicLong(1);
    private static final long DUP_FN = function("MPI_COMM_DUP_FN");
    private static final long NULL_DELETE_FN = function("MPI_COMM_NULL_DELETE_FN");

    private Attributes() {}

    /**
     * A callback function of libmpi named by mpi.h: Open MPI spells MPI_COMM_DUP_FN as OMPI_C_MPI_COMM_DUP_FN,
     * MPICH as {@code ((MPI_Comm_copy_attr_function *)MPIR_Dup_fn)}, and its null functions as a cast 0, which is
     * what C code passes too (0 is returned then).
     */
    static long function(String name) {
        String spelling = Abi.handleSpelling(name);
        if (spelling == null) {
            throw new IllegalStateException("mpi.h of this build defines no " + name);
        }
        // drop the casts, "(type *)", then the parentheses around what is left
        String symbol = spelling.replaceAll("\\([^()]*\\*\\s*\\)", "").replaceAll("[()\\s]", "");
        if (symbol.equals("0")) {
            return 0;
        }
        long address = Native.LIBRARY.symbol(symbol);
        if (address == 0) {
            throw new IllegalStateException("libmpi has no function " + symbol + " (for " + name + ")");
        }
        return address;
    }

    static boolean predefined(int keyval) {
        return keyval == MPI.TAG_UB || keyval == MPI.HOST || keyval == MPI.IO || keyval == MPI.WTIME_IS_GLOBAL
                || keyval == MPI.APPNUM || keyval == MPI.LASTUSEDCODE || keyval == MPI.UNIVERSE_SIZE;
    }

    static int createKeyval() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Comm_create_keyval(DUP_FN, NULL_DELETE_FN, s.count, 0), "MPI_Comm_create_keyval");
        return Memory.getInt(s.count);
    }

    static void freeKeyval(int keyval) throws MPIException {
        Lifecycle.check();
        if (predefined(keyval)) {
            throw Errors.refused(MPI.ERR_KEYVAL, "predefined keyval " + keyval + " cannot be freed");
        }
        Scratch s = Scratch.get();
        Memory.putInt(s.count, keyval);
        Errors.check(LibMpiCommunicators.MPI_Comm_free_keyval(s.count), "MPI_Comm_free_keyval", "keyval ", keyval);
    }

    static void set(long comm, int keyval, Object value) throws MPIException {
        if (predefined(keyval)) {
            throw Errors.refused(MPI.ERR_KEYVAL, "predefined attribute " + keyval + " is read-only");
        }
        byte[] bytes = MPI.attrSet(value);
        long key = NEXT.getAndIncrement();
        VALUES.put(key, bytes);
        int rc = LibMpiCommunicators.MPI_Comm_set_attr(comm, keyval, key);
        if (rc != 0) {
            VALUES.remove(key);
            throw Errors.of(rc, "MPI_Comm_set_attr", "keyval " + keyval);
        }
    }

    static Object get(long comm, int keyval) throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Comm_get_attr(comm, keyval, s.handle, s.flag), "MPI_Comm_get_attr", "keyval ", keyval);
        if (Memory.getInt(s.flag) == 0) {
            return null;
        }
        long value = Memory.getLong(s.handle);
        if (predefined(keyval)) {
            // predefined attributes are pointers to int
            return value == 0 ? null : Integer.valueOf(Memory.getInt(value));
        }
        byte[] bytes = VALUES.get(value);
        return bytes == null ? null : MPI.attrGet(bytes);
    }

    static void delete(long comm, int keyval) throws MPIException {
        Errors.check(LibMpiCommunicators.MPI_Comm_delete_attr(comm, keyval), "MPI_Comm_delete_attr", "keyval ", keyval);
    }
}
