package syncchecker.report;

/** The kinds of diagnostics the checker reports (the "kind" field of the report). */
public final class Kinds {
    /** The application wrote a buffer that a pending send (or a send role of a collective or RMA call) reads. */
    public static final String WRITE_PENDING_SEND = "write-to-pending-send";
    /** The application read a buffer that a pending receive writes: the data may not be there yet. */
    public static final String READ_PENDING_RECEIVE = "read-of-pending-receive";
    /** The application wrote a buffer that a pending receive writes: the message may overwrite it, or not. */
    public static final String WRITE_PENDING_RECEIVE = "write-to-pending-receive";
    /** The application touched the buffer of a request it freed while active: nothing tells it is done. */
    public static final String ACCESS_AFTER_FREE = "access-after-request-free";
    /** A request was never completed (no successful wait or test) before MPI.Finalize. */
    public static final String MISSING_COMPLETION = "missing-completion";

    /** Two accesses to the same window (or origin buffer) bytes, one a write, that nothing orders (race/). */
    public static final String RMA_RACE = "rma-race";

    private Kinds() {}
}
