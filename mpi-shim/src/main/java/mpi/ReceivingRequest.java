package mpi;

/**
 * The request of a nonblocking receive while a checker follows messages: it carries the receive's
 * {@link Request.Receipt}, so that plain requests do not pay a field for it.
 */
final class ReceivingRequest extends Request {
    private final Receipt receipt;

    ReceivingRequest(long handle, Receipt receipt) {
        super(handle);
        this.receipt = receipt;
    }

    @Override
    Receipt receipt() {
        return receipt;
    }
}
