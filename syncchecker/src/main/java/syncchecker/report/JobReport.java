package syncchecker.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The merged report of a job (schema: syncchecker/src/main/resources/syncchecker-report.schema.json). */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"schema", "tool", "ranks", "ranksReporting", "srSource", "summary", "counters", "diagnostics"})
public final class JobReport {
    public static final String SCHEMA = "syncchecker-report/1";

    @JsonProperty("schema")
    public String schema = SCHEMA;
    @JsonProperty("tool")
    public String tool = "syncchecker";
    /** Size of MPI.COMM_WORLD. */
    @JsonProperty("ranks")
    public int ranks;
    /** Ranks whose findings are included. */
    @JsonProperty("ranksReporting")
    public List<Integer> ranksReporting = new ArrayList<>();
    /** How SR events were observed: "MPI_Request_get_status" (queried when an access hits a pending buffer). */
    @JsonProperty("srSource")
    public String srSource;
    @JsonProperty("summary")
    public Summary summary = new Summary();
    /** Instrumented accesses per filter stage, summed over the ranks, with each rank's own under "ranks"; absent unless counted
     * (syncchecker.counters). */
    @JsonProperty("counters")
    public AccessCounters counters;
    @JsonProperty("diagnostics")
    public List<Diagnostic> diagnostics = new ArrayList<>();

    /** Counts per kind and per severity (diagnostics, not occurrences). */
    @JsonPropertyOrder({"diagnostics", "occurrences", "byKind", "bySeverity"})
    public static final class Summary {
        @JsonProperty("diagnostics")
        public int diagnostics;
        @JsonProperty("occurrences")
        public long occurrences;
        @JsonProperty("byKind")
        public Map<String, Integer> byKind = new TreeMap<>();
        @JsonProperty("bySeverity")
        public Map<String, Integer> bySeverity = new TreeMap<>();
    }

    /** Recomputes {@link #summary} from {@link #diagnostics}. */
    public void summarize() {
        summary = new Summary();
        for (Diagnostic d : diagnostics) {
            summary.diagnostics++;
            summary.occurrences += d.count;
            summary.byKind.merge(d.kind, 1, Integer::sum);
            summary.bySeverity.merge(d.severity, 1, Integer::sum);
        }
    }
}
