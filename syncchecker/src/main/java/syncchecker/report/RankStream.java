package syncchecker.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The per-rank JSON Lines stream: one line per diagnostic the moment it is first found, written straight to the
 * file (no buffering), so a rank that aborts, throws or is killed still leaves its findings on disk. At the end
 * a line of record "final" per diagnostic carries the final counts, then one "end" line with the rank's filter
 * counters.
 */
public final class RankStream implements AutoCloseable {
    private final Path path;
    private final FileOutputStream out;
    private final int rank;

    public RankStream(Path path, int rank) throws IOException {
        Files.createDirectories(path.toAbsolutePath().getParent());
        this.path = path;
        this.rank = rank;
        this.out = new FileOutputStream(path.toFile(), false);
        write(new Line("start", rank, null, null));
    }

    public Path path() {
        return path;
    }

    /** A diagnostic seen for the first time. */
    public synchronized void found(Diagnostic d) {
        write(new Line("found", rank, d, null));
    }

    /** The final state of every diagnostic of this rank, then the end marker. */
    public synchronized void finish(List<Diagnostic> all, String how) {
        finish(all, how, null);
    }

    /** {@link #finish(List, String)}, with the race checker's counters ({@code race.RaceTraffic}; null: none). */
    public synchronized void finish(List<Diagnostic> all, String how, java.util.Map<String, Long> race) {
        for (Diagnostic d : all) {
            write(new Line("final", rank, d, null));
        }
        Line end = new Line("end", rank, null, how);
        end.counters = syncchecker.rt.Counters.total(rank);
        end.race = race;
        write(end);
    }

    private void write(Line line) {
        try {
            byte[] bytes = (Json.MAPPER.writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8);
            out.write(bytes);
            out.flush();
        } catch (IOException e) {
            System.err.println("syncchecker: cannot write " + path + ": " + e);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }

    /** One line of the stream. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"record", "rank", "how", "counters", "race", "diagnostic"})
    public static final class Line {
        /** "start", "found", "final" or "end". */
        @JsonProperty("record")
        public String record;
        @JsonProperty("rank")
        public int rank;
        /** For "end": "finalize" (MPI.Finalize ran) or "exit" (the JVM ended without it). */
        @JsonProperty("how")
        public String how;
        /** For "end": this rank's filter counters (absent unless counted). */
        @JsonProperty("counters")
        public AccessCounters counters;
        /** For "end" with race checking: bytes and messages of its exchanges, its largest batch and index. */
        @JsonProperty("race")
        public java.util.Map<String, Long> race;
        @JsonProperty("diagnostic")
        public Diagnostic diagnostic;

        public Line() {}

        Line(String record, int rank, Diagnostic diagnostic, String how) {
            this.record = record;
            this.rank = rank;
            this.diagnostic = diagnostic;
            this.how = how;
        }
    }
}
