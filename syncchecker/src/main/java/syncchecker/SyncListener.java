package syncchecker;

import mpi.shim.event.BlockingCall;
import mpi.shim.event.MpiListener;
import mpi.shim.event.PostedOperation;
import mpi.shim.event.RmaOperation;
import mpi.shim.event.RmaSync;
import mpi.shim.event.WindowEvent;
import race.RaceSettings;
import syncchecker.core.CallStacks;
import syncchecker.rt.Probes;

/**
 * The binding's listener (found with ServiceLoader when syncchecker.jar is on the classpath): a composite of the
 * synchronization check ({@link SyncCheckListener}: NB, CK and free events) and the RMA race check
 * ({@link RaceCheckListener}, race/, docs/race.md), each on when it is among the checks, around what both share
 * ({@link JobOutput}: the Java agent for ACC, the rank's stream, the job report).
 * <p>
 * An event goes to the parts that have it in a fixed order: for a posted operation the synchronization check, then
 * the race check; for a completion, a free, a received message or a window synchronization the race check, then the
 * synchronization check. The events only the race check has (windows, one-sided operations, messages sent,
 * communicators) go to it alone. A part that fails is warned of once, for the whole listener, and the other part
 * still gets the event; nothing reaches the application. Three steps are not isolated per part: starting, whose
 * refusal must reach MPI.Init; MPI.Init's start, one step that either starts the stream, the checks and the exit
 * hook or says once that the checker cannot start; and MPI.Finalize, a sequence of collectives every rank must
 * make in the same order.
 */
public final class SyncListener implements MpiListener {
    private final OnceWarning warning = new OnceWarning();
    private final JobOutput output;
    private final SyncCheckListener sync;
    private final RaceCheckListener race;

    public SyncListener() {
        Settings settings = Settings.load();
        RaceSettings raceSettings = RaceSettings.load();
        CallStacks.depth(settings.stackDepth);
        output = new JobOutput(settings, raceSettings, warning);
        sync = new SyncCheckListener(settings, output, warning);
        race = new RaceCheckListener(raceSettings, output, warning);
    }

    /** A refusal (IllegalArgumentException) is not isolated: it must reach MPI.Init, which refuses to start. */
    @Override
    public void starting() {
        output.starting();
    }

    @Override
    public void initialized(int rank, int size) {
        if (!output.active) {
            return;
        }
        try {
            output.initialized(rank);
            sync.start(rank, size);
            race.start(rank, size);
            Runtime.getRuntime().addShutdownHook(new Thread(this::exitWithoutFinalize, "syncchecker-exit"));
            output.started(rank);
        } catch (Throwable t) {
            warning.warn("cannot start", t);
        }
    }

    @Override
    public void posted(PostedOperation operation) {
        try {
            sync.posted(operation);
        } catch (Throwable t) {
            warning.warn("NB event lost", t);
        }
        try {
            race.posted(operation);
        } catch (Throwable t) {
            warning.warn("nonblocking call lost for race checking", t);
        }
    }

    @Override
    public void completed(Object request) {
        try {
            race.completed(request);
        } catch (Throwable t) {
            warning.warn("request completion lost for race checking", t);
        }
        try {
            sync.completed(request);
        } catch (Throwable t) {
            warning.warn("CK event lost", t);
        }
    }

    /** Not for the checker's own question (SR), which is no completion of the application's for either part. */
    @Override
    public void statusComplete(Object request) {
        if (sync.askedByChecker()) {
            return;
        }
        try {
            race.statusComplete(request);
        } catch (Throwable t) {
            warning.warn("request completion lost for race checking", t);
        }
        try {
            sync.statusComplete(request);
        } catch (Throwable t) {
            warning.warn("CK event lost", t);
        }
    }

    @Override
    public void freed(Object request) {
        try {
            race.freed(request);
        } catch (Throwable t) {
            warning.warn("request free lost for race checking", t);
        }
        try {
            sync.freed(request);
        } catch (Throwable t) {
            warning.warn("free event lost", t);
        }
    }

    @Override
    public void messageReceived(String call, long communicator, Object comm, int source, int tag, Object posting) {
        try {
            race.messageReceived(call, communicator, comm, source, tag, posting);
        } catch (Throwable t) {
            warning.warn("message event lost", t);
        }
        try {
            sync.messageReceived(call, communicator, comm, source, tag, posting);
        } catch (Throwable t) {
            warning.warn("message event lost", t);
        }
    }

    /** A blocking call's buffers matter to the synchronization check while it runs, and to the race check. */
    @Override
    public boolean wantsBlockingCalls() {
        return (sync.running() || race.running()) && Probes.libraryAccessesWanted();
    }

    /** Both parts take a blocking call's buffers through the probes (BlockingCallAccesses). */
    @Override
    public void blockingCall(BlockingCall call) {
        try {
            BlockingCallAccesses.before(call, sync.running());
        } catch (Throwable t) {
            warning.warn("blocking call's buffers lost", t);
        }
    }

    @Override
    public void blockingCallReturned(BlockingCall call) {
        try {
            BlockingCallAccesses.after(call);
        } catch (Throwable t) {
            warning.warn("blocking call's buffers lost for race checking", t);
        }
    }

    /** Receives matter to the race checker's clocks, and to the sync checker while a freed send awaits its reply. */
    @Override
    public boolean tracksMessages() {
        return race.tracksMessages() || sync.tracksMessages();
    }

    @Override
    public void rmaSync(RmaSync synchronization) {
        try {
            race.rmaSync(synchronization);
        } catch (Throwable t) {
            warning.warn("window synchronization lost", t);
        }
        try {
            sync.rmaSync(synchronization);
        } catch (Throwable t) {
            warning.warn("window synchronization lost", t);
        }
    }

    @Override
    public void windowCreated(WindowEvent window) {
        try {
            race.windowCreated(window);
        } catch (Throwable t) {
            warning.warn("window event lost", t);
        }
    }

    @Override
    public void rmaOperation(RmaOperation operation) {
        try {
            race.rmaOperation(operation);
        } catch (Throwable t) {
            warning.warn("one-sided operation lost", t);
        }
    }

    @Override
    public void synchronizing(String call, long communicator, Object comm) {
        try {
            race.synchronizing(call, communicator, comm);
        } catch (Throwable t) {
            warning.warn("synchronization lost", t);
        }
    }

    @Override
    public void windowMemory(long window, boolean attached, long address, long bytes) {
        try {
            race.windowMemory(window, attached, address, bytes);
        } catch (Throwable t) {
            warning.warn("window memory event lost", t);
        }
    }

    @Override
    public void communicatorCreated(String call, Object parent, Object created) {
        try {
            race.communicatorCreated(call, parent, created);
        } catch (Throwable t) {
            warning.warn("communicator event lost", t);
        }
    }

    @Override
    public void messageSending(String call, long communicator, Object comm, int dest, int tag) {
        try {
            race.messageSending(call, communicator, comm, dest, tag);
        } catch (Throwable t) {
            warning.warn("message event lost", t);
        }
    }

    @Override
    public void receivePosted(String call, long communicator, Object comm, int source, int tag, Object posting) {
        try {
            race.receivePosted(call, communicator, comm, source, tag, posting);
        } catch (Throwable t) {
            warning.warn("message event lost", t);
        }
    }

    @Override
    public void receiveEnded(Object posting) {
        try {
            race.receiveEnded(posting);
        } catch (Throwable t) {
            warning.warn("message event lost", t);
        }
    }

    /**
     * Collective: the race checker's last checks, the synchronization checker's, then the job report, in that order
     * on every rank. Not isolated per part: a rank that went on to the report's collective after its race part failed
     * would meet the other ranks still in the race checker's.
     */
    @Override
    public void finalizing() {
        if (!sync.running() && !race.running()) {
            return;
        }
        try {
            race.finish();
            sync.finish();
            output.finalizing();
        } catch (Throwable t) {
            warning.warn("cannot write the job report", t);
        }
    }

    /** The JVM is ending without MPI.Finalize (an exception, System.exit, a signal): close the rank's stream. */
    private void exitWithoutFinalize() {
        if (!output.finished()) {
            try {
                race.exitingWithoutFinalize(); // its findings reach the stream before the end record
            } catch (Throwable t) {
                warning.warn("races of this rank not checked at exit", t);
            }
        }
        output.exitWithoutFinalize(sync::snapshot);
    }
}
