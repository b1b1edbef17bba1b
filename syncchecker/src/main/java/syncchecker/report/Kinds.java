package syncchecker.report;

import java.util.LinkedHashMap;
import java.util.Map;

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

    /** Each kind with a one-line description, in this order: the rules of the SARIF report, the HTML summary. */
    public static final Map<String, String> DESCRIPTIONS = descriptions();

    private Kinds() {}

    private static Map<String, String> descriptions() {
        Map<String, String> d = new LinkedHashMap<>();
        d.put(WRITE_PENDING_SEND, "The application wrote a buffer that a pending send still reads.");
        d.put(READ_PENDING_RECEIVE, "The application read a buffer that a pending receive writes: the data may not be"
                + " there yet.");
        d.put(WRITE_PENDING_RECEIVE, "The application wrote a buffer that a pending receive writes: the message may"
                + " overwrite it, or not.");
        d.put(ACCESS_AFTER_FREE, "The application touched the buffer of a request it freed while active: nothing"
                + " tells it is done.");
        d.put(MISSING_COMPLETION, "A request was never completed (no successful wait or test) before MPI.Finalize.");
        d.put(RMA_RACE, "Two accesses to the same window or origin bytes, one a write, that nothing orders.");
        return java.util.Collections.unmodifiableMap(d);
    }
}
