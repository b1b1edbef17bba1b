package mpi;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The attribute keyvals this process made for one kind of object and has not freed. Any other keyval is refused
 * with a clear message before the library sees it (Open MPI answers "MPI_ERR_OTHER: known error not in list", or
 * calls its error handler).
 */
final class Keyvals {
    private final Set<Integer> made = ConcurrentHashMap.newKeySet();
    /** The call that makes them, for the message: "Datatype.createKeyval". */
    private final String maker;

    Keyvals(String maker) {
        this.maker = maker;
    }

    /** {@code keyval} was just made; returns it. */
    int made(int keyval) {
        made.add(keyval);
        return keyval;
    }

    void freed(int keyval) {
        made.remove(keyval);
    }

    /** Refuses {@code keyval} unless it was made here and not freed. */
    void check(int keyval) throws MPIException {
        if (!made.contains(keyval)) {
            throw Errors.refused(MPI.ERR_KEYVAL, "keyval " + keyval + " was not created by " + maker
                    + " or has been freed");
        }
    }
}
