package mpi;

/** An MPI object that holds library resources until freed. */
public interface Freeable {
    void free() throws MPIException;
}
