package mpi;

/**
 * An MPI object that holds library resources until freed: communicators, datatypes, groups, ops, infos, requests,
 * windows.
 */
public interface Freeable {
    /**
     * Frees the object's library resources; the object is unusable afterwards.
     * @throws MPIException if the library fails, or the object is predefined, null or already freed
     */
    void free() throws MPIException;
}
