package race;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mpi.Comm;
import mpi.MPIException;

/** The standalone listener's merged job report (syncchecker's schema, kind rma-race), gathered to rank 0. */
public final class ReportMerge {
    static final ObjectMapper JSON = new ObjectMapper();

    private ReportMerge() {}

    /** Collective over {@code comm}: the findings of every rank on rank 0, null elsewhere. */
    static List<RaceFinding> gather(Comm comm, List<RaceFinding> mine) throws MPIException {
        int size = comm.getSize();
        byte[][] out = new byte[size][];
        try {
            out[0] = JSON.writeValueAsBytes(mine);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        byte[][] in = Exchange.allToAll(comm, out, null);
        if (comm.getRank() != 0) {
            return null;
        }
        List<RaceFinding> all = new ArrayList<>();
        for (byte[] b : in) {
            if (b != null && b.length > 0) {
                try {
                    all.addAll(JSON.readValue(b, new TypeReference<List<RaceFinding>>() {}));
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        // phase II: both ranks of a pair may confirm it
        Map<String, RaceFinding> unique = new LinkedHashMap<>();
        for (RaceFinding f : all) {
            List<String> sites = new ArrayList<>();
            for (RaceFinding.AccessEvent e : f.events) {
                sites.add(e.className + ":" + e.line + ":" + e.rank + ":" + e.call);
            }
            sites.sort(null);
            unique.putIfAbsent(f.window + "|" + f.severity + "|" + sites, f);
        }
        List<RaceFinding> merged = new ArrayList<>(unique.values());
        merged.sort(Comparator.comparingInt((RaceFinding f) -> f.rank).thenComparing(f -> f.message));
        return merged;
    }

    /** Writes {"schema", "tool", "ranks", "summary", "diagnostics"} atomically. */
    public static void write(Path path, int ranks, List<RaceFinding> all) throws IOException {
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("schema", "syncchecker-report/1");
        report.put("tool", "race");
        report.put("ranks", ranks);
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("diagnostics", all.size());
        summary.put("byKind", Map.of(RaceFinding.KIND, all.size()));
        report.put("summary", summary);
        report.put("diagnostics", all);
        Files.createDirectories(path.toAbsolutePath().getParent());
        Path tmp = path.resolveSibling(path.getFileName() + ".tmp");
        JSON.writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), report);
        Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
