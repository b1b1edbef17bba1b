package race;

import mpi.shim.event.MpiListener;
import mpi.shim.event.RmaOperation;
import mpi.shim.event.RmaSync;
import mpi.shim.event.WindowEvent;

/**
 * The binding's events a race checker needs (windows, one-sided operations and synchronizations, messages and the
 * communicators they travel on), forwarded to the listener's {@link RaceChecker} when it has one. Shared by race's
 * standalone listener and syncchecker's: a failure of the checker is reported once through {@link #warn} and never
 * reaches the application.
 */
public abstract class RaceForwarding implements MpiListener {
    /** The race checker the events go to; null before MPI.Init, after MPI.Finalize, or with race checking off. */
    protected abstract RaceChecker raceChecker();

    /** Reports a lost event (the listener says it once). */
    protected abstract void warn(String what, Throwable t);

    /** One event for the race checker. */
    @FunctionalInterface
    private interface RaceEvent {
        void to(RaceChecker r) throws Exception;
    }

    /** Hands {@code event} to the race checker, if there is one; a failure is {@code lost} and warned of. */
    private void forward(String lost, RaceEvent event) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                event.to(r);
            } catch (Throwable t) {
                warn(lost, t);
            }
        }
    }

    /** A request completed: its operation is no longer in flight for the race checker. */
    protected final void raceCompleted(Object request) {
        forward("request completion lost for race checking", r -> r.completed(request));
    }

    /** A request was freed: a nonblocking call's buffers are released for the race checker. */
    protected final void raceFreed(Object request) {
        forward("request free lost for race checking", r -> r.freed(request));
    }

    /**
     * A nonblocking call other than a one-sided operation was posted: its buffers as [address, address + bytes)
     * ranges the library reads or ({@code written}) writes until the request completes (see
     * RankTracker#libraryAccess). One-sided operations come as {@link #rmaOperation} instead.
     */
    protected final void raceLibraryCall(String call, Object request, long[] address, long[] bytes,
            boolean[] written) {
        forward("nonblocking call lost for race checking", r -> r.libraryCall(call, request, address, bytes, written));
    }

    /** Whether the race checker runs (a listener then computes what {@link #raceLibraryCall} needs). */
    protected final boolean raceChecking() {
        return raceChecker() != null;
    }

    /** Request.getStatus found the operation complete: for the race checker, a completion like any other. */
    @Override
    public void statusComplete(Object request) {
        raceCompleted(request);
    }

    @Override
    public void windowCreated(WindowEvent window) {
        forward("window event lost", r -> r.windowCreated(window));
    }

    @Override
    public void rmaOperation(RmaOperation operation) {
        forward("one-sided operation lost", r -> r.rmaOperation(operation));
    }

    @Override
    public void rmaSync(RmaSync sync) {
        forward("window synchronization lost", r -> r.rmaSync(sync));
    }

    @Override
    public void synchronizing(String call, long communicator, Object comm) {
        forward("synchronization lost", r -> r.synchronizing(call, communicator, comm));
    }

    @Override
    public void windowMemory(long window, boolean attached, long address, long bytes) {
        forward("window memory event lost", r -> r.windowMemory(window, attached, address, bytes));
    }

    @Override
    public void messageSending(String call, long communicator, Object comm, int dest, int tag) {
        forward("message event lost", r -> r.messageSending(communicator, comm, dest, tag));
    }

    @Override
    public void communicatorCreated(String call, Object parent, Object created) {
        forward("communicator event lost", r -> r.communicatorCreated(call, parent, created));
    }

    /** Message ordering matters to the race checker only. */
    @Override
    public boolean tracksMessages() {
        return raceChecker() != null;
    }

    @Override
    public void messageReceived(String call, long communicator, Object comm, int source, int tag, Object posting) {
        forward("message event lost", r -> r.messageReceived(communicator, comm, source, tag, posting));
    }

    @Override
    public void receivePosted(String call, long communicator, Object comm, int source, int tag, Object posting) {
        forward("message event lost", r -> r.receivePosted(comm, source, tag, posting));
    }

    @Override
    public void receiveEnded(Object posting) {
        forward("message event lost", r -> r.receiveEnded(posting));
    }
}
