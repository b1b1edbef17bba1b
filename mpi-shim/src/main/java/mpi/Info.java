package mpi;

import java.nio.charset.StandardCharsets;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpi;
import mpi.shim.nat.Native;

/** A set of (key, value) hints passed to the library. */
public final class Info implements Freeable, Cloneable {
    private static final LibMpi LIB = Native.LIB;

    protected static final long NULL = Handles.INFO_NULL;

    protected long handle;

    public Info() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Info_create(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Info_create");
        }
        handle = Memory.getLong(s.handle);
    }

    protected Info(long handle) {
        this.handle = handle;
    }

    protected static Info newEnv() {
        return new Info(Handles.INFO_ENV);
    }

    long use() throws MPIException {
        if (!Lifecycle.active) {
            Lifecycle.check();
        }
        if (handle == NULL) {
            throw Errors.refused(MPI.ERR_INFO, "info is null or has been freed");
        }
        return handle;
    }

    /** Writes {@code text} NUL-terminated into this thread's text slot at {@code offset}; returns its address. */
    private static long cString(Scratch s, long offset, String text, String name) {
        byte[] bytes = Args.notNull(text, name).getBytes(StandardCharsets.UTF_8);
        if (offset + bytes.length + 1 > s.textBytes) {
            throw new IllegalArgumentException(name + " is too long (" + bytes.length + " bytes)");
        }
        Memory.copyFromArray(bytes, 0, s.text + offset, bytes.length);
        Memory.putByte(s.text + offset + bytes.length, (byte) 0);
        return s.text + offset;
    }

    private static String readCString(long address, int max) {
        int len = 0;
        while (len < max && Memory.getByte(address + len) != 0) {
            len++;
        }
        byte[] bytes = new byte[len];
        Memory.copyToArray(address, bytes, 0, len);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    public void set(String key, String value) throws MPIException {
        Scratch s = Scratch.get();
        long k = cString(s, 0, key, "key");
        long v = cString(s, 256, value, "value");
        int rc = LIB.MPI_Info_set(use(), k, v);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Info_set", "key " + key);
        }
    }

    /** The value of {@code key}, or null when it is not set. */
    public String get(String key) throws MPIException {
        Scratch s = Scratch.get();
        long k = cString(s, 0, key, "key");
        int rc = LIB.MPI_Info_get_valuelen(use(), k, s.count, s.flag);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Info_get_valuelen", "key " + key);
        }
        if (Memory.getInt(s.flag) == 0) {
            return null;
        }
        int len = Memory.getInt(s.count);
        long value = s.area(Scratch.SEND, len + 1L);
        rc = LIB.MPI_Info_get(handle, k, len, value, s.flag);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Info_get", "key " + key);
        }
        return readCString(value, len);
    }

    public void delete(String key) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Info_delete(use(), cString(s, 0, key, "key"));
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Info_delete", "key " + key);
        }
    }

    public int size() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Info_get_nkeys(use(), s.count);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Info_get_nkeys");
        }
        return Memory.getInt(s.count);
    }

    public String getKey(int i) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Info_get_nthkey(use(), i, s.text);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Info_get_nthkey", "index " + i);
        }
        return readCString(s.text, (int) s.textBytes);
    }

    @Override
    public Info clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    public Info dup() throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Info_dup(use(), s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Info_dup");
        }
        return new Info(Memory.getLong(s.handle));
    }

    public void free() throws MPIException {
        Scratch s = Scratch.get();
        Memory.putLong(s.handle, use());
        int rc = LIB.MPI_Info_free(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Info_free");
        }
        handle = NULL;
    }

    public boolean isNull() {
        return handle == NULL;
    }
}
