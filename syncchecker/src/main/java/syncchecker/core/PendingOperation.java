package syncchecker.core;

import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.PostedOperation;
import syncchecker.report.Event;

/** A posted nonblocking operation that has not completed yet: its NB event and its pending buffers. */
final class PendingOperation {
    final PostedOperation posted;
    final Event nb;
    final Thread thread;
    final List<PendingBuffer> buffers = new ArrayList<>();
    /** Diagnostics whose NB this is: they get the CK event if a completion check comes later. */
    final List<syncchecker.report.Diagnostic> diagnostics = new ArrayList<>();
    /** Set when the application freed the request while it was active. */
    Event free;
    /** Set once the library said the operation completed (the SR event). */
    Event sr;

    PendingOperation(PostedOperation posted, Event nb) {
        this.posted = posted;
        this.nb = nb;
        this.thread = Thread.currentThread();
    }
}
