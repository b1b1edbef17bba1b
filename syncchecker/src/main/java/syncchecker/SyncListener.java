package syncchecker;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mpi.Comm;
import mpi.MPI;
import mpi.shim.event.MpiListener;
import mpi.shim.event.PostedOperation;
import mpi.shim.nat.Native;
import syncchecker.agent.Bootstrap;
import syncchecker.core.CallStacks;
import syncchecker.core.Checker;
import syncchecker.core.DataMaps;
import syncchecker.core.LibraryProgress;
import syncchecker.core.TracerProgress;
import syncchecker.core.RequestStatusProgress;
import syncchecker.report.Diagnostic;
import syncchecker.report.JobMerger;
import syncchecker.report.JobReport;
import syncchecker.report.RankStream;

/**
 * The binding's listener (found with ServiceLoader when syncchecker.jar is on the classpath): turns the binding's
 * hooks into NB, CK and free events, makes sure the Java agent is in (for ACC), and writes the reports. A failure
 * of the checker is reported once on stderr and never reaches the application.
 */
public final class SyncListener implements MpiListener {
    private final Settings settings = Settings.load();
    private final boolean enabled = settings.syncEnabled();
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
        if (enabled) {
            try {
                Bootstrap.ensureAgent(settings);
            } catch (Throwable t) {
                warn("cannot start the Java agent; buffer accesses are not checked", t);
            }
        }
    }

    @Override
    public void initialized(int rank, int size) {
        if (!enabled) {
            return;
        }
        try {
            stream = new RankStream(settings.stream(rank), rank);
            Map<Long, String> names = new HashMap<>();
            names.put(Native.HANDLES.resolve("MPI_COMM_WORLD"), "MPI_COMM_WORLD");
            names.put(Native.HANDLES.resolve("MPI_COMM_SELF"), "MPI_COMM_SELF");
            LibraryProgress progress = TracerProgress.ifLoaded();
            Checker c = new Checker(progress != null ? progress : new RequestStatusProgress(), this::found, settings.writesToReceives, names);
            c.rank(rank);
            reportComm = MPI.COMM_WORLD.dup();
            checker = c;
            Checker.install(c);
            Runtime.getRuntime().addShutdownHook(new Thread(this::exitWithoutFinalize, "syncchecker-exit"));
            if (!Bootstrap.agentActive() && !settings.quiet()) {
                System.err.println("syncchecker: rank " + rank + ": no Java agent, buffer accesses are not checked"
                        + " (run with -javaagent:" + Bootstrap.jarPath() + ")");
            }
        } catch (Throwable t) {
            warn("cannot start", t);
        }
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
    }

    @Override
    public void completed(Object request) {
        Checker c = checker;
        if (c != null) {
            try {
                c.completed(request);
            } catch (Throwable t) {
                warn("CK event lost", t);
            }
        }
    }

    @Override
    public void freed(Object request) {
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
        if (c == null) {
            return;
        }
        try {
            List<Diagnostic> mine = c.finish();
            finished = true;
            Checker.install(null);
            stream.finish(mine, "finalize");
            JobReport report = JobMerger.merge(reportComm, mine, c.progressSource());
            reportComm.free();
            if (report != null) {
                JobMerger.write(report, settings.report);
                if (!settings.quiet()) {
                    System.err.print(JobMerger.summary(report, settings.report));
                }
            }
        } catch (Throwable t) {
            warn("cannot write the job report", t);
        }
    }

    /** The JVM is ending without MPI.Finalize (an exception, System.exit, a signal): close the rank's stream. */
    private void exitWithoutFinalize() {
        if (!finished && checker != null) {
            stream.finish(checker.snapshot(), "exit");
        }
        try {
            stream.close();
        } catch (IOException ignored) {
            // the findings are already on disk
        }
    }

    private synchronized void warn(String what, Throwable t) {
        if (!warned) {
            warned = true;
            System.err.println("syncchecker: " + what + ": " + t);
        }
    }
}
