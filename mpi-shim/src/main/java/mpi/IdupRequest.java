package mpi;

/** The request of an iDup: its completion makes the new communicator usable. */
final class IdupRequest extends Request {
    private final Comm target;

    IdupRequest(long handle, Comm target) {
        super(handle);
        this.target = target;
    }

    @Override
    void ended() {
        target.idupCompleted();
    }
}
