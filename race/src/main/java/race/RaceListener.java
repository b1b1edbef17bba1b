package race;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import mpi.shim.event.MpiListener;
import mpi.shim.event.PostedOperation;
import mpi.shim.event.RmaOperation;
import mpi.shim.event.RmaSync;
import mpi.shim.event.WindowEvent;

/**
 * A standalone listener around {@link RaceChecker}, until syncchecker's listener forwards the events (see
 * docs/race.md): streams each rank's findings to {@code <report>.race.rank<N>.jsonl} as they are found and
 * writes the merged report at MPI.Finalize. Not registered as a service by this module; a job opts in with a
 * META-INF/services file naming it. A failure of the checker is reported once and never reaches the application.
 */
public final class RaceListener implements MpiListener {
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
        RaceChecker c = checker;
        if (c != null) {
            c.completed(request);
        }
    }

    @Override
    public void freed(Object request) {
        // a freed request-based operation stays in flight until a synchronization completes it
    }

    @Override
    public void windowCreated(WindowEvent window) {
        RaceChecker c = checker;
        if (c != null) {
            try {
                c.windowCreated(window);
            } catch (Throwable t) {
                warn("window event lost", t);
            }
        }
    }

    @Override
    public void rmaOperation(RmaOperation operation) {
        RaceChecker c = checker;
        if (c != null) {
            try {
                c.rmaOperation(operation);
            } catch (Throwable t) {
                warn("operation event lost", t);
            }
        }
    }

    @Override
    public void rmaSync(RmaSync sync) {
        RaceChecker c = checker;
        if (c != null) {
            c.rmaSync(sync);
        }
    }

    @Override
    public void synchronizing(String call, long communicator, Object comm) {
        RaceChecker c = checker;
        if (c != null) {
            c.synchronizing(call, communicator, comm);
        }
    }

    @Override
    public void windowMemory(long window, boolean attached, long address, long bytes) {
        RaceChecker r = checker;
        if (r != null) {
            r.windowMemory(window, attached, address, bytes);
        }
    }

    @Override
    public void messageSending(String call, long communicator, Object comm, int dest, int tag) {
        RaceChecker r = checker;
        if (r != null) {
            try {
                r.messageSending(communicator, comm, dest, tag);
            } catch (Throwable t) {
                warn("message event lost", t);
            }
        }
    }

    @Override
    public boolean tracksMessages() {
        return checker != null;
    }

    @Override
    public void messageReceived(String call, long communicator, Object comm, int source, int tag) {
        RaceChecker r = checker;
        if (r != null) {
            try {
                r.messageReceived(communicator, comm, source, tag);
            } catch (Throwable t) {
                warn("message event lost", t);
            }
        }
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

    private synchronized void warn(String what, Throwable t) {
        if (!warned) {
            warned = true;
            System.err.println("race: " + what + ": " + t);
        }
    }
}
