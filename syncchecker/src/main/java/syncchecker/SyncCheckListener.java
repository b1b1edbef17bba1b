package syncchecker;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mpi.MPI;
import mpi.MPIException;
import mpi.shim.event.MpiListener;
import mpi.shim.event.PostedOperation;
import mpi.shim.event.RmaSync;
import mpi.shim.nat.Native;
import syncchecker.core.Checker;
import syncchecker.core.DataMaps;
import syncchecker.core.LibraryProgress;
import syncchecker.core.RequestStatusProgress;
import syncchecker.core.TracerProgress;
import syncchecker.report.Diagnostic;

/**
 * The synchronization check's part of {@link SyncListener}: turns the binding's hooks into the {@link Checker}'s NB,
 * CK and free events, the replies that complete freed sends and the synchronizations that complete one-sided
 * operations. Its findings go to the {@link JobOutput}. Its event methods let a failure through: SyncListener
 * isolates it.
 */
final class SyncCheckListener implements MpiListener {
    /** The synchronizations that complete one-sided operations at the origin (Checker#epochCompleted). */
    private static final Set<RmaSync.Call> ORIGIN_COMPLETING = EnumSet.of(RmaSync.Call.FENCE, RmaSync.Call.COMPLETE,
            RmaSync.Call.UNLOCK, RmaSync.Call.UNLOCK_ALL, RmaSync.Call.FLUSH, RmaSync.Call.FLUSH_ALL,
            RmaSync.Call.FLUSH_LOCAL, RmaSync.Call.FLUSH_LOCAL_ALL);

    private final Settings settings;
    private final JobOutput output;
    private final OnceWarning warning;
    private Checker checker;

    SyncCheckListener(Settings settings, JobOutput output, OnceWarning warning) {
        this.settings = settings;
        this.output = output;
        this.warning = warning;
    }

    /** Whether the checker runs (from MPI.Init on, when the synchronization check is on). */
    boolean running() {
        return checker != null;
    }

    /**
     * After MPI_Init: the checker, when the synchronization check is on. SyncListener calls this itself, as one step
     * with the other parts' start, where a failure stops the steps after it.
     */
    void start(int rank, int size) throws MPIException {
        if (!settings.syncEnabled()) {
            return;
        }
        Map<Long, String> names = new HashMap<>();
        names.put(Native.HANDLES.resolve("MPI_COMM_WORLD"), "MPI_COMM_WORLD");
        names.put(Native.HANDLES.resolve("MPI_COMM_SELF"), "MPI_COMM_SELF");
        LibraryProgress progress = TracerProgress.ifLoaded();
        Checker c = new Checker(progress != null ? progress : new RequestStatusProgress(), output::found,
                settings.writesToReceives, names);
        c.rank(rank);
        // SR may be asked from any thread only where the library allows concurrent calls
        c.askFromAnyThread(MPI.queryThread() == MPI.THREAD_MULTIPLE);
        checker = c;
        Checker.install(c);
    }

    /** {@link #start} for this part alone: a failure is warned of. */
    @Override
    public void initialized(int rank, int size) {
        try {
            start(rank, size);
        } catch (Throwable t) {
            warning.warn("cannot start", t);
        }
    }

    @Override
    public void posted(PostedOperation operation) {
        Checker c = checker;
        if (c != null) {
            c.posted(operation, DataMaps::of);
        }
    }

    @Override
    public void completed(Object request) {
        Checker c = checker;
        if (c != null) {
            c.completed(request);
        }
    }

    /**
     * Whether this getStatus is the checker's own question (SR, RequestStatusProgress), asked inside its access
     * check: not the application's, so no part takes it as a completion.
     */
    boolean askedByChecker() {
        Checker c = checker;
        return c != null && Thread.holdsLock(c);
    }

    @Override
    public void statusComplete(Object request) {
        Checker c = checker;
        if (c != null) {
            c.statusComplete(request);
        }
    }

    @Override
    public void freed(Object request) {
        Checker c = checker;
        if (c != null) {
            c.freed(request);
        }
    }

    /** A reply from the destination of a freed active send completes that send (Checker#replyReceived). */
    @Override
    public void messageReceived(String call, long communicator, Object comm, int source, int tag, Object posting) {
        Checker c = checker;
        // a collective's data is no reply: the peer may have sent it before it received the message
        if (c != null && c.awaitsReplies() && tag != MpiListener.COLLECTIVE_TAG) {
            c.replyReceived(communicator, source);
        }
    }

    /** Receives matter to the checker while a freed send awaits its reply. */
    @Override
    public boolean tracksMessages() {
        Checker c = checker;
        return c != null && c.awaitsReplies();
    }

    @Override
    public void rmaSync(RmaSync sync) {
        Checker c = checker;
        if (c != null && ORIGIN_COMPLETING.contains(sync.call)) {
            c.epochCompleted(sync.window, sync.rank);
        }
    }

    /**
     * At MPI.Finalize: the checker's findings go to the job output. SyncListener calls this itself, in its sequence
     * of collectives at MPI.Finalize.
     */
    void finish() {
        Checker c = checker;
        if (c != null) {
            output.syncFinished(c.finish(), c.progressSource());
            Checker.install(null);
        }
    }

    /** {@link #finish} for this part alone: a failure is warned of. */
    @Override
    public void finalizing() {
        try {
            finish();
        } catch (Throwable t) {
            warning.warn("cannot finish the synchronization check", t);
        }
    }

    /** What the checker holds pending when the JVM ends without MPI.Finalize; none without a checker. */
    List<Diagnostic> snapshot() {
        Checker c = checker;
        return c != null ? c.snapshot() : List.of();
    }
}
