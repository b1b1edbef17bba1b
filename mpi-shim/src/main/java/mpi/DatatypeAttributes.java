package mpi;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiDatatypes;
import mpi.shim.nat.NativeCallback;

/**
 * Attributes of datatypes. Open MPI's bindings store a serialized copy of the value and hand back a deserialized
 * copy; so do we. The serialized bytes stay in Java, keyed by a number that is what the library stores as the
 * attribute value; the library's copy callback (on MPI_Type_dup) gives the new datatype its own entry and its
 * delete callback (on delete, overwrite, free) drops the entry.
 */
final class DatatypeAttributes {
    private static final Map<Long, byte[]> VALUES = new ConcurrentHashMap<>();
    private static final AtomicLong NEXT = new AtomicLong(1);
    private static final Keyvals KEYVALS = new Keyvals("Datatype.createKeyval");

    // static: the library may call them for as long as the process lives
    private static final NativeCallback COPY = NativeCallback.attributeCopy(DatatypeAttributes::copy);
    private static final NativeCallback DELETE = NativeCallback.attributeDelete(DatatypeAttributes::delete);

    private DatatypeAttributes() {}

    static int createKeyval() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiDatatypes.MPI_Type_create_keyval(COPY.address(), DELETE.address(), s.count, 0);
        Errors.check(rc, "MPI_Type_create_keyval");
        return KEYVALS.made(Memory.getInt(s.count));
    }

    /** Refuses keyvals this process did not create for datatypes (the library would call its error handler). */
    private static void known(int keyval) throws MPIException {
        KEYVALS.check(keyval);
    }

    static void freeKeyval(int keyval) throws MPIException {
        known(keyval);
        Scratch s = Scratch.get();
        Memory.putInt(s.count, keyval);
        Errors.check(LibMpiDatatypes.MPI_Type_free_keyval(s.count), "MPI_Type_free_keyval", "keyval ", keyval);
        KEYVALS.freed(keyval);
    }

    static void set(long type, int keyval, Object value) throws MPIException {
        known(keyval);
        long id = store(serialize(value));
        int rc = LibMpiDatatypes.MPI_Type_set_attr(type, keyval, id);
        if (rc != 0) {
            VALUES.remove(id);
            throw Errors.of(rc, "MPI_Type_set_attr", "keyval " + keyval);
        }
    }

    static Object get(long type, int keyval) throws MPIException {
        known(keyval);
        Scratch s = Scratch.get();
        Errors.check(LibMpiDatatypes.MPI_Type_get_attr(type, keyval, s.handle, s.flag), "MPI_Type_get_attr", "keyval ", keyval);
        if (Memory.getInt(s.flag) == 0) {
            return null;
        }
        byte[] bytes = VALUES.get(Memory.getLong(s.handle));
        return bytes == null ? null : deserialize(bytes);
    }

    static void delete(long type, int keyval) throws MPIException {
        known(keyval);
        Scratch s = Scratch.get();
        Errors.check(LibMpiDatatypes.MPI_Type_get_attr(type, keyval, s.handle, s.flag), "MPI_Type_get_attr", "keyval ", keyval);
        if (Memory.getInt(s.flag) == 0) {
            // the library reports MPI_ERR_OTHER through the (by default fatal) error handler: refuse it here
            throw Errors.refused(MPI.ERR_OTHER, "the datatype has no attribute for keyval " + keyval);
        }
        Errors.check(LibMpiDatatypes.MPI_Type_delete_attr(type, keyval), "MPI_Type_delete_attr", "keyval ", keyval);
    }

    private static long store(byte[] bytes) {
        long id = NEXT.getAndIncrement();
        VALUES.put(id, bytes);
        return id;
    }

    /** int copy(MPI_Datatype old, int keyval, void *extra, void *in, void *out, int *flag) */
    private static int copy(long old, int keyval, long extra, long in, long out, long flag) {
        byte[] bytes = VALUES.get(in);
        if (bytes == null) {
            Memory.putInt(flag, 0);
        } else {
            Memory.putLong(out, store(bytes));
            Memory.putInt(flag, 1);
        }
        return 0;
    }

    /** int delete(MPI_Datatype type, int keyval, void *value, void *extra) */
    private static int delete(long type, int keyval, long value, long extra) {
        VALUES.remove(value);
        return 0;
    }

    static byte[] serialize(Object value) throws MPIException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        } catch (IOException e) {
            throw new MPIException(e);
        }
        return bytes.toByteArray();
    }

    static Object deserialize(byte[] bytes) throws MPIException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        } catch (IOException | ClassNotFoundException e) {
            throw new MPIException(e);
        }
    }
}
