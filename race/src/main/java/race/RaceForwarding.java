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

    /** A request completed: its operation is no longer in flight for the race checker. */
    protected final void raceCompleted(Object request) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.completed(request);
            } catch (Throwable t) {
                warn("request completion lost for race checking", t);
            }
        }
    }

    /** A request was freed: a nonblocking call's buffers are released for the race checker. */
    protected final void raceFreed(Object request) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.freed(request);
            } catch (Throwable t) {
                warn("request free lost for race checking", t);
            }
        }
    }

    /**
     * A nonblocking call other than a one-sided operation was posted: its buffers as [address, address + bytes)
     * ranges the library reads or ({@code written}) writes until the request completes (see
     * RankTracker#libraryAccess). One-sided operations come as {@link #rmaOperation} instead.
     */
    protected final void raceLibraryCall(String call, Object request, long[] address, long[] bytes,
            boolean[] written) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.libraryCall(call, request, address, bytes, written);
            } catch (Throwable t) {
                warn("nonblocking call lost for race checking", t);
            }
        }
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
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.windowCreated(window);
            } catch (Throwable t) {
                warn("window event lost", t);
            }
        }
    }

    @Override
    public void rmaOperation(RmaOperation operation) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.rmaOperation(operation);
            } catch (Throwable t) {
                warn("one-sided operation lost", t);
            }
        }
    }

    @Override
    public void rmaSync(RmaSync sync) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.rmaSync(sync);
            } catch (Throwable t) {
                warn("window synchronization lost", t);
            }
        }
    }

    @Override
    public void synchronizing(String call, long communicator, Object comm) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.synchronizing(call, communicator, comm);
            } catch (Throwable t) {
                warn("synchronization lost", t);
            }
        }
    }

    @Override
    public void windowMemory(long window, boolean attached, long address, long bytes) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.windowMemory(window, attached, address, bytes);
            } catch (Throwable t) {
                warn("window memory event lost", t);
            }
        }
    }

    @Override
    public void messageSending(String call, long communicator, Object comm, int dest, int tag) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.messageSending(communicator, comm, dest, tag);
            } catch (Throwable t) {
                warn("message event lost", t);
            }
        }
    }

    @Override
    public void communicatorCreated(String call, Object parent, Object created) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.communicatorCreated(call, parent, created);
            } catch (Throwable t) {
                warn("communicator event lost", t);
            }
        }
    }

    /** Message ordering matters to the race checker only. */
    @Override
    public boolean tracksMessages() {
        return raceChecker() != null;
    }

    @Override
    public void messageReceived(String call, long communicator, Object comm, int source, int tag) {
        messageReceived(call, communicator, comm, source, tag, null);
    }

    @Override
    public void messageReceived(String call, long communicator, Object comm, int source, int tag, Object posting) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.messageReceived(communicator, comm, source, tag, posting);
            } catch (Throwable t) {
                warn("message event lost", t);
            }
        }
    }

    @Override
    public void receivePosted(String call, long communicator, Object comm, int source, int tag, Object posting) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.receivePosted(comm, source, tag, posting);
            } catch (Throwable t) {
                warn("message event lost", t);
            }
        }
    }

    @Override
    public void receiveEnded(Object posting) {
        RaceChecker r = raceChecker();
        if (r != null) {
            try {
                r.receiveEnded(posting);
            } catch (Throwable t) {
                warn("message event lost", t);
            }
        }
    }
}
