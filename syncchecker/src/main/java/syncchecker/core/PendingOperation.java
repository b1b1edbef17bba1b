package syncchecker.core;

import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.PostedOperation;
import syncchecker.report.Event;

/** A posted nonblocking operation that has not completed yet: its NB event and its pending buffers. */
final class PendingOperation {
    final PostedOperation posted;
    private final CallStacks.Deferred nbStack;
    private final long nbTime;
    private Event nb;
    final Thread thread;
    /** The buffers the operation left pending, set by the checker (an exact array: most operations have one). */
    PendingBuffer[] buffers;
    /** Diagnostics whose NB this is: they get the CK event if a completion check comes later (most have none). */
    private List<syncchecker.report.Diagnostic> diagnostics = List.of();
    /** Set when the application freed the request while it was active. */
    Event free;
    /** Set when Request.getStatus found the operation complete: its buffers are no longer pending. */
    boolean statusChecked;
    /** Set when a synchronization of its window completed this one-sided operation (its request may stay open). */
    boolean epochCompleted;
    /** Set once the library said the operation completed (the SR event). */
    Event sr;

    PendingOperation(PostedOperation posted, CallStacks.Deferred nbStack, long nbTime) {
        this.posted = posted;
        this.buffers = NO_BUFFERS;
        this.nbStack = nbStack;
        this.nbTime = nbTime;
        this.thread = Thread.currentThread();
    }

    private static final PendingBuffer[] NO_BUFFERS = new PendingBuffer[0];

    List<syncchecker.report.Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** Makes {@code d} one of this operation's diagnostics (once). */
    void addDiagnostic(syncchecker.report.Diagnostic d) {
        if (diagnostics.isEmpty()) {
            diagnostics = new ArrayList<>(2);
        }
        if (!diagnostics.contains(d)) {
            diagnostics.add(d);
        }
    }

    /** The NB event (the post's location and stack), built the first time a diagnostic needs it. */
    Event nb() {
        if (nb == null) {
            List<syncchecker.report.Frame> stack = nbStack.frames();
            nb = Event.at(Event.NB, stack.isEmpty() ? null : stack.get(0), stack, nbTime, posted.call);
        }
        return nb;
    }
}
