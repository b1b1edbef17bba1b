package mpi;

/** An error handler: what the library does when a call on an object fails. */
public final class Errhandler {
    protected long handle;

    protected static long getFatal() {
        return Handles.ERRORS_ARE_FATAL;
    }

    protected static long getAbort() {
        return Handles.ERRORS_ABORT;
    }

    protected static long getReturn() {
        return Handles.ERRORS_RETURN;
    }

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
