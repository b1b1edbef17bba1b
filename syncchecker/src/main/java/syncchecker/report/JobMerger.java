package syncchecker.report;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Gathers every rank's diagnostics to rank 0 over the checker's private duplicate of MPI.COMM_WORLD (so no
 * message of the application can match them) and writes the merged job report there.
 */
public final class JobMerger {
    private static final int TAG_LENGTH = 1;
    private static final int TAG_DATA = 2;

    private JobMerger() {}

    /** Collective over {@code comm}: returns the merged report on rank 0, null elsewhere. */
    public static JobReport merge(Comm comm, List<Diagnostic> mine, String srSource) throws MPIException, IOException {
        int rank = comm.getRank();
        int size = comm.getSize();
        RankPart part = new RankPart();
        part.diagnostics = mine;
        part.counters = syncchecker.rt.Counters.total(rank);
        if (rank != 0) {
            byte[] bytes = Json.MAPPER.writeValueAsBytes(part);
            comm.send(new int[] {bytes.length}, 1, MPI.INT, 0, TAG_LENGTH);
            comm.send(bytes, bytes.length, MPI.BYTE, 0, TAG_DATA);
            return null;
        }
        JobReport report = new JobReport();
        report.ranks = size;
        report.srSource = srSource;
        if (part.counters != null) { // counted (syncchecker.counters): every rank has the same setting
            report.counters = new AccessCounters();
            report.counters.filters = part.counters.filters;
            report.counters.mrThreshold = part.counters.mrThreshold;
            report.counters.ranks = new ArrayList<>();
        }
        add(report, part);
        report.ranksReporting.add(0);
        for (int r = 1; r < size; r++) {
            int[] length = new int[1];
            comm.recv(length, 1, MPI.INT, r, TAG_LENGTH);
            byte[] bytes = new byte[length[0]];
            comm.recv(bytes, bytes.length, MPI.BYTE, r, TAG_DATA);
            add(report, Json.MAPPER.readValue(bytes, RankPart.class));
            report.ranksReporting.add(r);
        }
        report.diagnostics = sameFindingOnce(report.diagnostics);
        report.diagnostics.sort(Comparator.comparingInt((Diagnostic d) -> d.rank).thenComparingLong(d -> d.firstTime));
        report.summarize();
        return report;
    }

    /**
     * One diagnostic per confirmed race: phase II confirms a pair of two ranks on both, each while it pauses for the
     * other, with the same text (the owner's rank, the pair in one order). Counts add up.
     */
    private static List<Diagnostic> sameFindingOnce(List<Diagnostic> all) {
        Map<List<Object>, Diagnostic> once = new LinkedHashMap<>();
        for (Diagnostic d : all) {
            List<Object> key = "confirmed".equals(d.phase)
                    ? Arrays.asList(d.kind, d.severity, d.rank, d.window, d.message) : List.of(d);
            Diagnostic first = once.putIfAbsent(key, d);
            if (first != null) {
                first.count += d.count;
                first.firstTime = Math.min(first.firstTime, d.firstTime);
                first.lastTime = Math.max(first.lastTime, d.lastTime);
            }
        }
        return new ArrayList<>(once.values());
    }

    private static void add(JobReport report, RankPart part) {
        report.diagnostics.addAll(part.diagnostics);
        if (report.counters == null || part.counters == null) {
            return;
        }
        report.counters.add(part.counters);
        part.counters.filters = null;
        part.counters.mrThreshold = null;
        report.counters.ranks.add(part.counters);
    }

    /** What each rank sends to rank 0. */
    public static final class RankPart {
        @JsonProperty("diagnostics")
        public List<Diagnostic> diagnostics = new ArrayList<>();
        @JsonProperty("counters")
        public AccessCounters counters;

        public RankPart() {}
    }

    /** The short human summary: counts per kind and the top sites; {@code paths}: the report's files. */
    public static String summary(JobReport report, Collection<Path> paths) {
        StringBuilder sb = new StringBuilder();
        int errors = report.summary.bySeverity.getOrDefault(Diagnostic.ERROR, 0);
        int potential = report.summary.bySeverity.getOrDefault(Diagnostic.POTENTIAL, 0);
        sb.append("syncchecker: ").append(report.diagnostics.size()).append(" diagnostic(s) (").append(errors)
                .append(" error, ").append(potential).append(" potential) over ").append(report.ranks)
                .append(" rank(s); report: ")
                .append(paths.stream().map(Path::toString).collect(Collectors.joining(", "))).append('\n');
        report.summary.byKind.forEach((k, n) -> sb.append("  ").append(k).append(": ").append(n).append('\n'));
        if (report.counters != null) {
            sb.append("  accesses: ").append(report.counters.instrumented).append(" instrumented, ")
                    .append(report.counters.profiled).append(" profiled (filters ").append(report.counters.filters)
                    .append(")\n");
        }
        List<Diagnostic> top = new ArrayList<>(report.diagnostics);
        top.sort(Comparator.comparingLong((Diagnostic d) -> -d.count));
        for (Diagnostic d : top.subList(0, Math.min(5, top.size()))) {
            Event nb = d.event(Event.NB);
            Event acc = d.event(Event.ACC);
            if (nb == null && d.events.size() >= 2) {
                nb = d.events.get(0); // a race: its two accesses
                acc = d.events.get(1);
            }
            sb.append("  [").append(d.severity).append("] ").append(d.kind).append(" rank ").append(d.rank)
                    .append(": ").append(nb == null ? "?" : nb.where());
            if (acc != null) {
                sb.append(" -> ").append(acc.where());
            }
            sb.append(" x").append(d.count).append('\n');
        }
        return sb.toString();
    }
}
