package syncchecker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mpi.Comm;
import mpi.MPI;
import mpi.shim.event.BlockingCall;
import mpi.shim.event.BufferUse;
import mpi.shim.event.MpiListener;
import mpi.shim.event.PostedOperation;
import mpi.shim.event.RmaSync;
import mpi.shim.nat.Native;
import race.Accesses;
import race.RaceChecker;
import race.RaceForwarding;
import race.RaceFinding;
import race.RaceSettings;
import race.Site;
import syncchecker.agent.Bootstrap;
import syncchecker.core.AccessSites;
import syncchecker.core.CallStacks;
import syncchecker.core.Checker;
import syncchecker.core.DataMap;
import syncchecker.core.DataMaps;
import syncchecker.core.LibraryProgress;
import syncchecker.core.TracerProgress;
import syncchecker.core.RequestStatusProgress;
import syncchecker.report.Diagnostic;
import syncchecker.report.Frame;
import syncchecker.report.JobMerger;
import syncchecker.report.JobReport;
import syncchecker.report.Json;
import syncchecker.report.RankStream;
import syncchecker.report.ReportFiles;
import syncchecker.report.SourceExcerpts;
import syncchecker.rt.Probes;

/**
 * The binding's listener (found with ServiceLoader when syncchecker.jar is on the classpath): turns the binding's
 * hooks into NB, CK and free events, makes sure the Java agent is in (for ACC), and writes the reports. A failure
 * of the checker is reported once on stderr and never reaches the application. With {@code race} among the checks it
 * also forwards the one-sided events to the RMA race checker (race/, docs/race.md) and merges its findings.
 */
public final class SyncListener extends RaceForwarding {
    /** The request-based one-sided operations: the race checker has them as one-sided operations. */
    private static final Set<String> ONE_SIDED = Set.of("rPut", "rGet", "rAccumulate", "rGetAccumulate");

    private final Settings settings = Settings.load();
    private final boolean enabled = settings.syncEnabled();
    private final RaceSettings raceSettings = RaceSettings.load();
    /** Either check needs the agent, the stream and the job report. */
    private final boolean active = enabled || raceSettings.enabled;
    private RaceChecker race;
    private Checker checker;
    private RankStream stream;
    private Comm reportComm;
    private volatile boolean finished;
    private boolean warned;

    public SyncListener() {
        CallStacks.depth(settings.stackDepth);
    }

    @Override
    public void starting() {
        if (active) {
            // refused here, before MPI_Init, rather than found at the first finding with nowhere to write it
            writableDirectory("syncchecker.report", settings.report.getParent());
            writableDirectory("syncchecker.streams", settings.streamDirectory);
            if (raceSettings.enabled && raceSettings.dumpAccesses != null) {
                writableDirectory("race.dumpAccesses", raceSettings.dumpAccesses);
            }
            try {
                Bootstrap.ensureAgent(settings, raceSettings);
            } catch (Throwable t) {
                warn("cannot start the Java agent; buffer accesses are not checked", t);
            }
        }
    }

    /** Creates {@code dir} if needed; IllegalArgumentException naming {@code setting} when it cannot be written. */
    private static void writableDirectory(String setting, Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(setting + ": cannot create the directory " + dir + " (" + e + ")");
        }
        if (!Files.isWritable(dir)) {
            throw new IllegalArgumentException(setting + ": cannot write in " + dir);
        }
    }

    @Override
    public void initialized(int rank, int size) {
        if (!active) {
            return;
        }
        try {
            stream = new RankStream(settings.stream(rank), rank);
            reportComm = MPI.COMM_WORLD.dup();
            if (enabled) {
                Map<Long, String> names = new HashMap<>();
                names.put(Native.HANDLES.resolve("MPI_COMM_WORLD"), "MPI_COMM_WORLD");
                names.put(Native.HANDLES.resolve("MPI_COMM_SELF"), "MPI_COMM_SELF");
                LibraryProgress progress = TracerProgress.ifLoaded();
                Checker c = new Checker(progress != null ? progress : new RequestStatusProgress(), this::found,
                        settings.writesToReceives, names);
                c.rank(rank);
                // SR may be asked from any thread only where the library allows concurrent calls
                c.askFromAnyThread(MPI.queryThread() == MPI.THREAD_MULTIPLE);
                checker = c;
                Checker.install(c);
            }
            if (raceSettings.enabled) {
                Accesses.siteNames(id -> {
                    Frame f = AccessSites.get(id);
                    return f == null ? null : new Site(f.className, f.method, f.file, f.line);
                });
                RaceChecker r = new RaceChecker(raceSettings, f -> found(diagnostic(f)));
                r.initialized(rank, size);
                race = r;
            }
            Runtime.getRuntime().addShutdownHook(new Thread(this::exitWithoutFinalize, "syncchecker-exit"));
            if (!Bootstrap.agentActive() && !settings.quiet()) {
                System.err.println("syncchecker: rank " + rank + ": no Java agent, buffer accesses are not checked"
                        + " (run with -javaagent:" + Bootstrap.jarPath() + ")");
            }
        } catch (Throwable t) {
            warn("cannot start", t);
        }
    }

    /** A race finding in the report's own classes (same JSON names). */
    private static Diagnostic diagnostic(RaceFinding f) {
        return Json.MAPPER.convertValue(f, Diagnostic.class);
    }

    private void found(Diagnostic d) {
        stream.found(d);
        if (settings.verbose()) {
            System.err.println("syncchecker: rank " + d.rank + ": [" + d.severity + "] " + d.kind + ": " + d.message);
        }
    }

    @Override
    public void posted(PostedOperation operation) {
        Checker c = checker;
        if (c != null) {
            try {
                c.posted(operation, DataMaps::of);
            } catch (Throwable t) {
                warn("NB event lost", t);
            }
        }
        // Accesses.mayTrack over all memory: false until a window exists (most message-passing programs have none)
        if (raceChecking() && !ONE_SIDED.contains(operation.call) && Accesses.mayTrack(0, Long.MAX_VALUE)) {
            libraryCallForRaces(operation);
        }
    }

    @Override
    public boolean wantsBlockingCalls() {
        return (checker != null || raceChecking()) && Probes.libraryAccessesWanted();
    }

    @Override
    public void blockingCall(BlockingCall call) {
        try {
            BlockingCallAccesses.before(call, checker != null);
        } catch (Throwable t) {
            warn("blocking call's buffers lost", t);
        }
    }

    @Override
    public void blockingCallReturned(BlockingCall call) {
        try {
            BlockingCallAccesses.after(call);
        } catch (Throwable t) {
            warn("blocking call's buffers lost for race checking", t);
        }
    }

    /** A nonblocking call's buffers, as byte ranges, for the race checker (RaceForwarding#raceLibraryCall). */
    private void libraryCallForRaces(PostedOperation operation) {
        int n = operation.buffers.size();
        long[] address = new long[n];
        long[] bytes = new long[n];
        boolean[] written = new boolean[n];
        try {
            for (int i = 0; i < n; i++) {
                BufferUse u = operation.buffers.get(i);
                DataMap map = DataMaps.of(u.datatype);
                address[i] = u.address + map.hullStart(u.count);
                bytes[i] = map.hullEnd(u.count) - map.hullStart(u.count);
                written[i] = (u.access & BufferUse.WRITTEN_BY_LIBRARY) != 0;
            }
        } catch (RuntimeException e) {
            warn("nonblocking call lost for race checking", e);
            return;
        }
        raceLibraryCall(operation.call, operation.request, address, bytes, written);
    }

    @Override
    public void completed(Object request) {
        raceCompleted(request);
        Checker c = checker;
        if (c != null) {
            try {
                c.completed(request);
            } catch (Throwable t) {
                warn("CK event lost", t);
            }
        }
    }

    /** A reply from the destination of a freed active send completes that send (Checker#replyReceived). */
    @Override
    public void messageReceived(String call, long communicator, Object comm, int source, int tag, Object posting) {
        super.messageReceived(call, communicator, comm, source, tag, posting);
        Checker c = checker;
        // a collective's data is no reply: the peer may have sent it before it received the message
        if (c != null && c.awaitsReplies() && tag != MpiListener.COLLECTIVE_TAG) {
            try {
                c.replyReceived(communicator, source);
            } catch (Throwable t) {
                warn("message event lost", t);
            }
        }
    }

    /** Receives matter to the race checker's clocks, and to the sync checker while a freed send awaits its reply. */
    @Override
    public boolean tracksMessages() {
        Checker c = checker;
        return super.tracksMessages() || c != null && c.awaitsReplies();
    }

    /** The synchronizations that complete one-sided operations at the origin (Checker#epochCompleted). */
    private static final Set<RmaSync.Call> ORIGIN_COMPLETING = EnumSet.of(RmaSync.Call.FENCE, RmaSync.Call.COMPLETE,
            RmaSync.Call.UNLOCK, RmaSync.Call.UNLOCK_ALL, RmaSync.Call.FLUSH, RmaSync.Call.FLUSH_ALL,
            RmaSync.Call.FLUSH_LOCAL, RmaSync.Call.FLUSH_LOCAL_ALL);

    @Override
    public void rmaSync(RmaSync sync) {
        super.rmaSync(sync);
        Checker c = checker;
        if (c != null && ORIGIN_COMPLETING.contains(sync.call)) {
            try {
                c.epochCompleted(sync.window, sync.rank);
            } catch (Throwable t) {
                warn("window synchronization lost", t);
            }
        }
    }

    @Override
    public void statusComplete(Object request) {
        Checker c = checker;
        if (c != null && Thread.holdsLock(c)) {
            return; // the checker's own question (SR, RequestStatusProgress), asked inside its access check
        }
        raceCompleted(request);
        if (c != null) {
            try {
                c.statusComplete(request);
            } catch (Throwable t) {
                warn("CK event lost", t);
            }
        }
    }

    @Override
    public void freed(Object request) {
        raceFreed(request);
        Checker c = checker;
        if (c != null) {
            try {
                c.freed(request);
            } catch (Throwable t) {
                warn("free event lost", t);
            }
        }
    }

    @Override
    public void finalizing() {
        Checker c = checker;
        RaceChecker r = race;
        if (c == null && r == null) {
            return;
        }
        try {
            List<Diagnostic> mine = new ArrayList<>();
            Map<String, Long> traffic = null;
            if (r != null) {
                // collective, in the same order on every rank; findings were streamed as found
                for (RaceFinding f : r.finish()) {
                    mine.add(diagnostic(f));
                }
                traffic = r.traffic();
                r.close();
                race = null;
            }
            if (c != null) {
                mine.addAll(0, c.finish());
                Checker.install(null);
            }
            finished = true;
            stream.finish(mine, "finalize", traffic);
            JobReport report = JobMerger.merge(reportComm, mine, c != null ? c.progressSource() : null);
            reportComm.free();
            if (report != null) {
                Map<String, Path> files = settings.reports();
                ReportFiles.write(report, files, new SourceExcerpts(settings.sourcePath));
                if (!settings.quiet()) {
                    System.err.print(JobMerger.summary(report, files.values()));
                }
            }
        } catch (Throwable t) {
            warn("cannot write the job report", t);
        }
    }

    /** The JVM is ending without MPI.Finalize (an exception, System.exit, a signal): close the rank's stream. */
    private void exitWithoutFinalize() {
        RaceChecker r = race;
        if (!finished && r != null) {
            try {
                r.exitingWithoutFinalize(); // its findings reach the stream before the end record
            } catch (Throwable t) {
                warn("races of this rank not checked at exit", t);
            }
        }
        if (!finished && stream != null) {
            stream.finish(checker != null ? checker.snapshot() : List.of(), "exit");
        }
        if (stream == null) {
            return;
        }
        try {
            stream.close();
        } catch (IOException ignored) {
            // the findings are already on disk
        }
    }

    @Override
    protected RaceChecker raceChecker() {
        return race;
    }

    @Override
    protected synchronized void warn(String what, Throwable t) {
        if (!warned) {
            warned = true;
            System.err.println("syncchecker: " + what + ": " + t);
        }
    }
}
