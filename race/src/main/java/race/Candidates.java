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
        /** The thread phase I saw there (thread ids of a re-run may differ: only told apart within a pair). */
        public final long thread;
        /** The call ("put", "load", "store", ...). */
        public final String call;

        End(String site, int rank) {
            this(site, rank, 0, "");
        }

        End(String site, int rank, long thread, String call) {
            this.site = site;
            this.rank = rank;
            this.thread = thread;
            this.call = call;
        }

        /** A load or store of the application (not a one-sided operation). */
        public boolean loadOrStore() {
            return call.equals("load") || call.equals("store");
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
        pairs.add(new Pair(end(x), end(y)));
    }

    private static End end(JsonNode e) {
        return new End(e.path("class").asText() + ":" + e.path("line").asInt(), e.path("rank").asInt(),
                e.path("thread").asLong(), e.path("call").asText());
    }

    /**
     * Sites that pair with {@code site} at {@code rank} in races between two threads of that rank (both ends on
     * the rank, made by different threads); a site racing with itself in two threads is its own partner.
     */
    public List<End> threadPartners(String site, int rank) {
        List<End> out = new ArrayList<>();
        for (Pair p : pairs) {
            if (p.a.rank != rank || p.b.rank != rank || p.a.thread == p.b.thread) {
                continue;
            }
            if (p.a.site.equals(site)) {
                out.add(p.b);
            }
            if (p.b.site.equals(site)) {
                out.add(p.a);
            }
        }
        return out;
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
