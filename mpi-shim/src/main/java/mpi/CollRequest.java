package mpi;

/**
 * The request of a nonblocking collective that needs more than a plain one: the native copies of counts,
 * displacements and datatypes, kept reachable until completion because the library may still read them; and,
 * while a checker follows messages, the {@link Request.Receipt} of the messages its completion brings.
 */
final class CollRequest extends Request {
    private Object[] pinned;
    private final Receipt receipt;

    CollRequest(long handle, Receipt receipt, Object... pinned) {
        super(handle);
        this.receipt = receipt;
        this.pinned = pinned;
    }

    @Override
    Receipt receipt() {
        return receipt;
    }

    @Override
    void completed(long newHandle) {
        super.completed(newHandle);
        if (newHandle == Handles.REQUEST_NULL) {
            pinned = null;
        }
    }
}
