package syncchecker;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import mpi.MPIException;
import mpi.shim.event.BufferUse;
import mpi.shim.event.PostedOperation;
import race.Accesses;
import race.RaceChecker;
import race.RaceFinding;
import race.RaceForwarding;
import race.RaceSettings;
import race.Site;
import syncchecker.core.AccessSites;
import syncchecker.core.DataMaps;
import syncchecker.report.Diagnostic;
import syncchecker.report.Frame;
import syncchecker.report.Json;

/**
 * The race check's part of {@link SyncListener}, with {@code race} among the checks: a {@link RaceChecker} fed the
 * one-sided and message events (RaceForwarding, docs/race.md) and the buffers of nonblocking calls, whose findings
 * go to the {@link JobOutput} as the report's diagnostics, named with the agent's access sites.
 */
final class RaceCheckListener extends RaceForwarding {
    /** The request-based one-sided operations: the race checker has them as one-sided operations. */
    private static final Set<String> ONE_SIDED = Set.of("rPut", "rGet", "rAccumulate", "rGetAccumulate");

    private final RaceSettings settings;
    private final JobOutput output;
    private final OnceWarning warning;
    private RaceChecker race;

    RaceCheckListener(RaceSettings settings, JobOutput output, OnceWarning warning) {
        this.settings = settings;
        this.output = output;
        this.warning = warning;
    }

    /** Whether the race checker runs (from MPI.Init to MPI.Finalize, when the race check is on). */
    boolean running() {
        return race != null;
    }

    /**
     * After MPI_Init: the race checker, when the race check is on. SyncListener calls this itself, as one step with
     * the other parts' start, where a failure stops the steps after it.
     */
    void start(int rank, int size) throws MPIException {
        if (!settings.enabled) {
            return;
        }
        Accesses.siteNames(id -> {
            Frame f = AccessSites.get(id);
            return f == null ? null : new Site(f.className, f.method, f.file, f.line);
        });
        RaceChecker r = new RaceChecker(settings, f -> output.found(diagnostic(f)));
        r.initialized(rank, size);
        race = r;
    }

    /** {@link #start} for this part alone: a failure is warned of. */
    @Override
    public void initialized(int rank, int size) {
        try {
            start(rank, size);
        } catch (Throwable t) {
            warn("cannot start", t);
        }
    }

    /** A race finding in the report's own classes (same JSON names). */
    private static Diagnostic diagnostic(RaceFinding f) {
        return Json.MAPPER.convertValue(f, Diagnostic.class);
    }

    @Override
    public void posted(PostedOperation operation) {
        // Accesses.mayTrack over all memory: false until a window exists (most message-passing programs have none)
        if (raceChecking() && !ONE_SIDED.contains(operation.call) && Accesses.mayTrack(0, Long.MAX_VALUE)) {
            libraryCall(operation);
        }
    }

    /** A nonblocking call's buffers, as byte ranges, for the race checker (RaceForwarding#raceLibraryCall). */
    private void libraryCall(PostedOperation operation) {
        int n = operation.buffers.size();
        long[] address = new long[n];
        long[] bytes = new long[n];
        boolean[] written = new boolean[n];
        try {
            for (int i = 0; i < n; i++) {
                BufferUse u = operation.buffers.get(i);
                long[] hull = DataMaps.byteHull(u);
                address[i] = hull[0];
                bytes[i] = hull[1];
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
    }

    @Override
    public void freed(Object request) {
        raceFreed(request);
    }

    /**
     * Collective, in the same order on every rank: the race checker's last checks; its findings (already streamed
     * as found) and traffic go to the job output, and the checker is closed. SyncListener calls this itself, in its
     * sequence of collectives at MPI.Finalize.
     */
    void finish() throws MPIException {
        RaceChecker r = race;
        if (r != null) {
            List<Diagnostic> found = new ArrayList<>();
            for (RaceFinding f : r.finish()) {
                found.add(diagnostic(f));
            }
            output.raceFinished(found, r.traffic());
            r.close();
            race = null;
        }
    }

    /** {@link #finish} for this part alone: a failure is warned of. */
    @Override
    public void finalizing() {
        try {
            finish();
        } catch (Throwable t) {
            warn("races not checked at finalize", t);
        }
    }

    /** The JVM is ending without MPI.Finalize: what this rank can check alone reaches the stream before its end. */
    void exitingWithoutFinalize() {
        RaceChecker r = race;
        if (r != null) {
            r.exitingWithoutFinalize();
        }
    }

    @Override
    protected RaceChecker raceChecker() {
        return race;
    }

    @Override
    protected void warn(String what, Throwable t) {
        warning.warn(what, t);
    }
}
