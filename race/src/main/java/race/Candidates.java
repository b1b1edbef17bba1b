package race;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Phase II input: the site pairs of phase I's rma-race diagnostics, each site with the rank that reached it. */
public final class Candidates {
    /** One side of a candidate pair. */
    public static final class End {
        public final String site;
        public final int rank;

        End(String site, int rank) {
            this.site = site;
            this.rank = rank;
        }
    }

    /** A candidate pair. */
    public static final class Pair {
        public final End a;
        public final End b;

        Pair(End a, End b) {
            this.a = a;
            this.b = b;
        }
    }

    public final List<Pair> pairs = new ArrayList<>();

    /** Reads a merged report (top-level "diagnostics") or a per-rank JSON Lines stream. */
    public static Candidates load(Path report) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        Candidates c = new Candidates();
        String text = java.nio.file.Files.readString(report);
        if (text.trim().startsWith("{") && text.contains("\"diagnostics\"")) {
            for (JsonNode d : mapper.readTree(text).path("diagnostics")) {
                c.add(d);
            }
        } else {
            for (String line : text.split("\n")) {
                if (!line.isBlank()) {
                    c.add(mapper.readTree(line).path("diagnostic"));
                }
            }
        }
        return c;
    }

    private void add(JsonNode d) {
        if (!RaceFinding.KIND.equals(d.path("kind").asText()) || d.path("events").size() < 2) {
            return;
        }
        JsonNode x = d.path("events").get(0);
        JsonNode y = d.path("events").get(1);
        pairs.add(new Pair(new End(x.path("class").asText() + ":" + x.path("line").asInt(), x.path("rank").asInt()),
                new End(y.path("class").asText() + ":" + y.path("line").asInt(), y.path("rank").asInt())));
    }

    /** Sites (with ranks) that pair with {@code site} reached at {@code rank}. */
    public List<End> partners(String site, int rank) {
        List<End> out = new ArrayList<>();
        for (Pair p : pairs) {
            if (p.a.site.equals(site) && p.a.rank == rank) {
                out.add(p.b);
            }
            if (p.b.site.equals(site) && p.b.rank == rank) {
                out.add(p.a);
            }
        }
        return out;
    }
}
