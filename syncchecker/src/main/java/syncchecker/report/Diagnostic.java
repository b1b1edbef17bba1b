package syncchecker.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * One finding, deduplicated by (kind, NB site, ACC site): every further occurrence only raises {@link #count}
 * and {@link #lastTime}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"kind", "severity", "rank", "message", "count", "firstTime", "lastTime", "phase", "window",
    "target", "operation", "events"})
public final class Diagnostic {
    public static final String ERROR = "error";
    public static final String POTENTIAL = "potential";

    @JsonProperty("kind")
    public String kind;
    /** "error" (the library had not finished with the buffer) or "potential" (it had, but nothing ordered it). */
    @JsonProperty("severity")
    public String severity;
    @JsonProperty("rank")
    public int rank;
    @JsonProperty("message")
    public String message;
    @JsonProperty("count")
    public long count;
    @JsonProperty("firstTime")
    public long firstTime;
    @JsonProperty("lastTime")
    public long lastTime;
    @JsonProperty("operation")
    public Operation operation;
    /** rma-race only: "predicted" (phase I) or "confirmed" (phase II). */
    @JsonProperty("phase")
    public String phase;
    /** rma-race only: the job-wide window id, or "origin" for origin buffers. */
    @JsonProperty("window")
    public String window;
    /** rma-race only: the bytes both accesses touch. */
    @JsonProperty("target")
    public Target target;

    /** The racing bytes: owner rank, offset in its window (an address for origin buffers), length. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"owner", "offset", "length"})
    public static final class Target {
        @JsonProperty("owner")
        public int owner;
        @JsonProperty("offset")
        public long offset;
        @JsonProperty("length")
        public long length;
    }
    @JsonProperty("events")
    public List<Event> events = new ArrayList<>();

    public Diagnostic() {}

    /** The first event of {@code type}, or null. */
    @JsonIgnore
    public Event event(String type) {
        for (Event e : events) {
            if (type.equals(e.type)) {
                return e;
            }
        }
        return null;
    }
}
