package mpi;

/**
 * The request of a nonblocking collective: besides the buffers it keeps the native copies of counts,
 * displacements and datatypes reachable until completion, because the library may still read them.
 */
final class CollRequest extends Request {
    private Object[] pinned;

    CollRequest(long handle, Object... pinned) {
        super(handle);
        this.pinned = pinned;
    }

    @Override
    void completed(long newHandle) {
        super.completed(newHandle);
        if (newHandle == Handles.REQUEST_NULL) {
            pinned = null;
        }
    }
}
