package mpi;

import mpi.shim.abi.HandleType;
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
        handle = HandleType.INFO.get(s.handle);
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

    /** Room for a key at the start of this thread's text slot; the value follows it. */
    private static final int KEY_ROOM = 256;

    private static long key(Scratch s, String key) {
        return CText.put(s.text, KEY_ROOM, key, Integer.MAX_VALUE, "key");
    }

    public void set(String key, String value) throws MPIException {
        Scratch s = Scratch.get();
        long k = key(s, key);
        long v = CText.put(s.text + KEY_ROOM, s.textBytes - KEY_ROOM, value, Integer.MAX_VALUE, "value");
        int rc = LIB.MPI_Info_set(use(), k, v);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Info_set", "key " + key);
        }
    }

    /** The value of {@code key}, or null when it is not set (MPI.INFO_ENV's program keys: see EnvInfo). */
    public String get(String key) throws MPIException {
        String value = libraryValue(key);
        return handle == Handles.INFO_ENV ? EnvInfo.value(key, value) : value;
    }

    private String libraryValue(String key) throws MPIException {
        Scratch s = Scratch.get();
        long k = key(s, key);
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
        return CText.read(value, len);
    }

    public void delete(String key) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Info_delete(use(), key(s, key));
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
        return CText.read(s.text, (int) s.textBytes);
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
        return new Info(HandleType.INFO.get(s.handle));
    }

    public void free() throws MPIException {
        Scratch s = Scratch.get();
        HandleType.INFO.put(s.handle, use());
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
