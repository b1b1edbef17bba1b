package mpi;

/**
 * The request of a nonblocking collective: it tells its communicator when it completes (a free of the communicator
 * waits for that), keeps the native copies of counts, displacements and datatypes reachable until then because the
 * library may still read them, and, while a checker follows messages, holds the {@link Request.Receipt} of the
 * messages its completion brings.
 */
final class CollRequest extends Request {
    private final Comm comm;
    private Object[] pinned;
    private final Receipt receipt;

    CollRequest(Comm comm, long handle, Receipt receipt, Object... pinned) {
        super(handle);
        this.comm = comm;
        this.receipt = receipt;
        this.pinned = pinned;
        comm.collectiveStarted();
    }

    @Override
    Receipt receipt() {
        return receipt;
    }

    @Override
    void ended() {
        pinned = null;
        comm.collectiveDone();
    }
}
