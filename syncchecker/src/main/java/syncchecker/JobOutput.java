package syncchecker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import mpi.Comm;
import mpi.MPI;
import race.RaceSettings;
import syncchecker.agent.Bootstrap;
import syncchecker.report.Diagnostic;
import syncchecker.report.JobMerger;
import syncchecker.report.JobReport;
import syncchecker.report.RankStream;
import syncchecker.report.ReportFiles;
import syncchecker.report.SourceExcerpts;

/**
 * What the synchronization and race checks share: the settings' directories checked and the Java agent made sure
 * of before MPI_Init, the rank's stream their findings go to as they are found, and at MPI.Finalize the job report
 * merged from every rank's findings. Active when either check is.
 */
final class JobOutput {
    private final Settings settings;
    private final RaceSettings raceSettings;
    private final OnceWarning warning;
    /** Either check needs the agent, the stream and the job report. */
    final boolean active;
    private RankStream stream;
    private Comm reportComm;
    /** The findings each check handed over at finalize: the synchronization checker's first, then the races. */
    private final List<Diagnostic> syncFindings = new ArrayList<>();
    private final List<Diagnostic> raceFindings = new ArrayList<>();
    private Map<String, Long> raceTraffic;
    /** Where the synchronization checker learnt of the library's progress, or null (see Checker#progressSource). */
    private String progressSource;
    private volatile boolean finished;

    JobOutput(Settings settings, RaceSettings raceSettings, OnceWarning warning) {
        this.settings = settings;
        this.raceSettings = raceSettings;
        this.warning = warning;
        this.active = settings.syncEnabled() || raceSettings.enabled;
    }

    /** Before MPI_Init: see MpiListener#starting (an unwritable directory refuses the run). */
    void starting() {
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
                warning.warn("cannot start the Java agent; buffer accesses are not checked", t);
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

    /** After MPI_Init, before the checks start: the rank's stream and the communicator of the job report. */
    void initialized(int rank) throws Exception {
        stream = new RankStream(settings.stream(rank), rank);
        reportComm = MPI.COMM_WORLD.dup();
    }

    /** Once the checks started: says when buffer accesses go unchecked. */
    void started(int rank) {
        if (!Bootstrap.agentActive() && !settings.quiet()) {
            System.err.println("syncchecker: rank " + rank + ": no Java agent, buffer accesses are not checked"
                    + " (run with -javaagent:" + Bootstrap.jarPath() + ")");
        }
    }

    /** A finding of either check: on the rank's stream at once (and on stderr when verbose). */
    void found(Diagnostic d) {
        stream.found(d);
        if (settings.verbose()) {
            System.err.println("syncchecker: rank " + d.rank + ": [" + d.severity + "] " + d.kind + ": " + d.message);
        }
    }

    /** The synchronization checker's findings at finalize, and where its progress came from (for the report). */
    void syncFinished(List<Diagnostic> findings, String progress) {
        syncFindings.addAll(findings);
        progressSource = progress;
    }

    /** The race checker's findings at finalize, and its traffic. */
    void raceFinished(List<Diagnostic> findings, Map<String, Long> traffic) {
        raceFindings.addAll(findings);
        raceTraffic = traffic;
    }

    /**
     * At MPI.Finalize, after the checks handed over their findings: ends the rank's stream, merges the job's
     * findings on the report's communicator (collective) and writes the report files.
     */
    void finalizing() throws Exception {
        List<Diagnostic> mine = new ArrayList<>(syncFindings);
        mine.addAll(raceFindings);
        finished = true;
        stream.finish(mine, "finalize", raceTraffic);
        JobReport report = JobMerger.merge(reportComm, mine, progressSource);
        reportComm.free();
        if (report != null) {
            Map<String, Path> files = settings.reports();
            ReportFiles.write(report, files, new SourceExcerpts(settings.sourcePath));
            if (!settings.quiet()) {
                System.err.print(JobMerger.summary(report, files.values()));
            }
        }
    }

    /** Whether the job report was reached at MPI.Finalize. */
    boolean finished() {
        return finished;
    }

    /**
     * The JVM is ending without MPI.Finalize: the rank's stream ends with the synchronization checker's pending
     * findings ({@code snapshot}) and is closed.
     */
    void exitWithoutFinalize(Supplier<List<Diagnostic>> snapshot) {
        if (!finished && stream != null) {
            stream.finish(snapshot.get(), "exit");
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
}
