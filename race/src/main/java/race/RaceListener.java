package race;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import mpi.shim.event.PostedOperation;

/**
 * A standalone listener around {@link RaceChecker}, for jobs that run race.jar without syncchecker.jar (whose
 * listener forwards the same events, see docs/race.md): streams each rank's findings to
 * {@code <report>.race.rank<N>.jsonl} as they are found and writes the merged report at MPI.Finalize. Not registered as a service by this module; a job opts in with a
 * META-INF/services file naming it. A failure of the checker is reported once and never reaches the application.
 */
public final class RaceListener extends RaceForwarding {
    private final RaceSettings settings = RaceSettings.load();
    private final ObjectMapper json = new ObjectMapper();
    private RaceChecker checker;
    private FileOutputStream stream;
    private int size;
    private boolean warned;

    @Override
    public void initialized(int rank, int size) {
        this.size = size;
        if (!settings.enabled) {
            return;
        }
        try {
            Path p = stream(rank);
            Files.createDirectories(p.toAbsolutePath().getParent());
            stream = new FileOutputStream(p.toFile(), false);
            RaceChecker c = new RaceChecker(settings, this::streamed);
            c.initialized(rank, size);
            checker = c;
            // without MPI.Finalize, what this rank can check alone still reaches its stream
            Runtime.getRuntime().addShutdownHook(new Thread(c::exitingWithoutFinalize, "race-exit"));
        } catch (Throwable t) {
            warn("cannot start", t);
        }
    }

    private Path stream(int rank) {
        String name = settings.report.getFileName().toString();
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        return settings.report.resolveSibling(stem + ".race.rank" + rank + ".jsonl");
    }

    private synchronized void streamed(RaceFinding f) {
        try {
            stream.write((json.writeValueAsString(java.util.Map.of("record", "found", "diagnostic", f)) + "\n")
                    .getBytes(StandardCharsets.UTF_8));
            stream.flush();
        } catch (IOException e) {
            warn("cannot stream a finding", e);
        }
    }

    @Override
    public void posted(PostedOperation operation) {
        // buffer checks are syncchecker's; request completion is what matters here
    }

    @Override
    public void completed(Object request) {
        raceCompleted(request);
    }

    @Override
    public void freed(Object request) {
        // a freed request-based operation stays in flight until a synchronization completes it
    }

    @Override
    public void finalizing() {
        RaceChecker c = checker;
        if (c == null) {
            return;
        }
        try {
            List<RaceFinding> mine = c.finish();
            List<RaceFinding> all = c.gatherAndClose(mine);
            stream.close();
            if (all != null) {
                ReportMerge.write(settings.report, size, all);
                System.err.println("race: " + all.size() + " rma-race diagnostic(s); report: " + settings.report);
            }
        } catch (Throwable t) {
            warn("cannot write the race report", t);
        }
    }

    @Override
    protected RaceChecker raceChecker() {
        return checker;
    }

    @Override
    protected synchronized void warn(String what, Throwable t) {
        if (!warned) {
            warned = true;
            System.err.println("race: " + what + ": " + t);
        }
    }
}
