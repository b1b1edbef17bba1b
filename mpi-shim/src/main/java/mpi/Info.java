package mpi;

import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiEnvironment;

/**
 * A set of (key, value) hints passed to the library ({@code MPI_Info}). {@link MPI#INFO_NULL} passes none;
 * {@link MPI#INFO_ENV} describes the job's environment.
 */
public final class Info implements Freeable, Cloneable {

    /** The handle of {@code MPI_INFO_NULL} in the running library. */
    protected static final long NULL = Handles.INFO_NULL;

    /** The library handle ({@code MPI_Info}); {@code MPI_INFO_NULL} once freed. */
    protected long handle;

    /**
     * A new, empty info object. Calls {@code MPI_Info_create}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Info() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Info_create(s.handle), "MPI_Info_create");
        handle = HandleType.INFO.get(s.handle);
    }

    /**
     * Wraps a library handle.
     * @param handle the {@code MPI_Info}
     */
    protected Info(long handle) {
        this.handle = handle;
    }

    /**
     * The object of {@link MPI#INFO_ENV}.
     * @return an info over {@code MPI_INFO_ENV}
     */
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

    /**
     * Sets a hint. Calls {@code MPI_Info_set}.
     * @param key the key, at most {@link MPI#MAX_INFO_KEY} bytes
     * @param value the value, at most {@link MPI#MAX_INFO_VAL} bytes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void set(String key, String value) throws MPIException {
        Scratch s = Scratch.get();
        long k = key(s, key);
        long v = CText.put(s.text + KEY_ROOM, s.textBytes - KEY_ROOM, value, Integer.MAX_VALUE, "value");
        Errors.check(LibMpiEnvironment.MPI_Info_set(use(), k, v), "MPI_Info_set", "key ", key);
    }

    /**
     * The value of a hint. Calls {@code MPI_Info_get_valuelen} and {@code MPI_Info_get}. For {@link MPI#INFO_ENV},
     * where the library sets {@code command} and {@code argv}, the binding answers them with the Java main class and
     * its arguments, as programs written for Open MPI's bindings expect (the libraries record the JVM's command line).
     * @param key the key
     * @return the value, or null when the key is not set
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public String get(String key) throws MPIException {
        String value = libraryValue(key);
        return handle == Handles.INFO_ENV ? EnvInfo.value(key, value) : value;
    }

    private String libraryValue(String key) throws MPIException {
        Scratch s = Scratch.get();
        long k = key(s, key);
        Errors.check(LibMpiEnvironment.MPI_Info_get_valuelen(use(), k, s.count, s.flag), "MPI_Info_get_valuelen", "key ", key);
        if (Memory.getInt(s.flag) == 0) {
            return null;
        }
        int len = Memory.getInt(s.count);
        long value = s.area(Scratch.SEND, len + 1L);
        Errors.check(LibMpiEnvironment.MPI_Info_get(handle, k, len, value, s.flag), "MPI_Info_get", "key ", key);
        return CText.read(value, len);
    }

    /**
     * Deletes a hint. Calls {@code MPI_Info_delete}.
     * @param key the key
     * @throws MPIException if the call fails (the key is not set: {@link MPI#ERR_INFO_NOKEY}) or the binding refuses an
     * argument
     */
    public void delete(String key) throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Info_delete(use(), key(s, key)), "MPI_Info_delete", "key ", key);
    }

    /**
     * The number of keys set. Calls {@code MPI_Info_get_nkeys}.
     * @return the number of keys
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int size() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Info_get_nkeys(use(), s.count), "MPI_Info_get_nkeys");
        return Memory.getInt(s.count);
    }

    /**
     * The {@code i}-th key. Calls {@code MPI_Info_get_nthkey}.
     * @param i the index, from 0 to {@link #size()} - 1
     * @return the key
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public String getKey(int i) throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Info_get_nthkey(use(), i, s.text), "MPI_Info_get_nthkey", "index ", i);
        return CText.read(s.text, (int) s.textBytes);
    }

    /**
     * Duplicates the info object with {@link #dup()}.
     * @return the duplicate
     * @throws IllegalStateException wrapping the {@link MPIException} when the duplication fails
     */
    @Override
    public Info clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Duplicates the info object. Calls {@code MPI_Info_dup}.
     * @return a new info object with the same hints
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Info dup() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Info_dup(use(), s.handle), "MPI_Info_dup");
        return new Info(HandleType.INFO.get(s.handle));
    }

    /**
     * Frees the info object. Calls {@code MPI_Info_free}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void free() throws MPIException {
        Scratch s = Scratch.get();
        HandleType.INFO.put(s.handle, use());
        Errors.check(LibMpiEnvironment.MPI_Info_free(s.handle), "MPI_Info_free");
        handle = NULL;
    }

    /**
     * Whether the info object is {@code MPI_INFO_NULL} (or freed).
     * @return true when null
     */
    public boolean isNull() {
        return handle == NULL;
    }
}
