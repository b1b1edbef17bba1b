package mpi;

/**
 * An error handler: what the library does when a call on a communicator, window or file fails. The predefined ones are
 * {@link MPI#ERRORS_ARE_FATAL} (the default: the library aborts the job), {@link MPI#ERRORS_RETURN} (the call throws an
 * {@link MPIException}) and, from Open MPI 5.0's API, {@link MPI#ERRORS_ABORT}; set one with {@link
 * Comm#setErrhandler}, {@link Win#setErrhandler} or {@link File#setErrhandler}.
 */
public final class Errhandler {
    /** The library handle ({@code MPI_Errhandler}). */
    protected long handle;

    /**
     * The handle of {@code MPI_ERRORS_ARE_FATAL} in the running library.
     * @return the handle
     */
    protected static long getFatal() {
        return Handles.ERRORS_ARE_FATAL;
    }

    /**
     * The handle of {@code MPI_ERRORS_ABORT} in the running library.
     * @return the handle
     */
    protected static long getAbort() {
        return Handles.ERRORS_ABORT;
    }

    /**
     * The handle of {@code MPI_ERRORS_RETURN} in the running library.
     * @return the handle
     */
    protected static long getReturn() {
        return Handles.ERRORS_RETURN;
    }

    /**
     * Wraps a library handle.
     * @param handle the {@code MPI_Errhandler}
     */
    protected Errhandler(long handle) {
        this.handle = handle;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Errhandler && ((Errhandler) o).handle == handle;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(handle);
    }
}
