package race;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * A race as reported: syncchecker's diagnostic schema (kind, severity, rank, message, count, firstTime, lastTime,
 * events with class, method, file, line) with kind {@code rma-race}, plus the window, the owner's byte range and
 * whether phase II confirmed it. Each event is one of the two accesses (type ACC) with its rank and thread.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"kind", "severity", "rank", "message", "count", "firstTime", "lastTime", "phase", "window",
    "target", "events"})
public final class RaceFinding {
    public static final String KIND = "rma-race";

    @JsonProperty("kind")
    public String kind = KIND;
    /** "potential" (phase I prediction) or "error" (phase II confirmed both accesses in flight together). */
    @JsonProperty("severity")
    public String severity;
    /** The owner of the racing bytes (origin buffers: the origin). */
    @JsonProperty("rank")
    public int rank;
    @JsonProperty("message")
    public String message;
    @JsonProperty("count")
    public long count = 1;
    @JsonProperty("firstTime")
    public long firstTime;
    @JsonProperty("lastTime")
    public long lastTime;
    /** "predicted" or "confirmed". */
    @JsonProperty("phase")
    public String phase;
    /** Job-wide window id ("win1[0,1]": first window of the group of world ranks 0 and 1), or "origin". */
    @JsonProperty("window")
    public String window;
    /** The bytes both accesses touch: owner rank, offset in its window (address for "origin"), length. */
    @JsonProperty("target")
    public Target target;
    @JsonProperty("events")
    public List<AccessEvent> events = new ArrayList<>();

    @JsonPropertyOrder({"owner", "offset", "length"})
    public static final class Target {
        @JsonProperty("owner")
        public int owner;
        @JsonProperty("offset")
        public long offset;
        @JsonProperty("length")
        public long length;
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"type", "class", "method", "file", "line", "detail", "call", "access", "rank", "thread",
        "offset", "length"})
    public static final class AccessEvent {
        @JsonProperty("type")
        public String type = "ACC";
        @JsonProperty("class")
        public String className;
        @JsonProperty("method")
        public String method;
        @JsonProperty("file")
        public String file;
        @JsonProperty("line")
        public Integer line;
        @JsonProperty("detail")
        public String detail;
        /** The API call ("put", "rGet", "accumulate") or "load"/"store". */
        @JsonProperty("call")
        public String call;
        /** "read", "write" or "atomic MPI.SUM on INT". */
        @JsonProperty("access")
        public String access;
        @JsonProperty("rank")
        public int rank;
        @JsonProperty("thread")
        public long thread;
        @JsonProperty("offset")
        public long offset;
        @JsonProperty("length")
        public long length;
    }

    public static RaceFinding of(RacePair p) {
        RaceFinding f = new RaceFinding();
        f.severity = p.confirmed ? "error" : "potential";
        f.phase = p.confirmed ? "confirmed" : "predicted";
        f.rank = p.first.owner;
        f.window = p.first.window;
        f.firstTime = System.currentTimeMillis();
        f.lastTime = f.firstTime;
        f.target = new Target();
        f.target.owner = p.first.owner;
        f.target.offset = Math.max(p.first.lo, p.second.lo);
        f.target.length = Math.min(p.first.hi, p.second.hi) - f.target.offset;
        f.events.add(event(p.first));
        f.events.add(event(p.second));
        String where = RankTracker.ORIGIN.equals(f.window) ? "origin buffer of rank " + f.rank
                : "window " + f.window + " of rank " + f.rank;
        f.message = p.first.call + " (" + p.first.typeName() + ", rank " + p.first.rank + ") at " + p.first.site
                + " and " + p.second.call + " (" + p.second.typeName() + ", rank " + p.second.rank + ") at "
                + p.second.site + " touch bytes [" + f.target.offset + ", " + (f.target.offset + f.target.length)
                + ") of the " + where + " with nothing ordering them";
        return f;
    }

    private static AccessEvent event(Access a) {
        AccessEvent e = new AccessEvent();
        e.className = a.site.className;
        e.method = a.site.method;
        e.file = a.site.file;
        e.line = a.site.line;
        e.call = a.call;
        e.access = a.typeName();
        e.rank = a.rank;
        e.thread = a.thread;
        e.offset = a.lo;
        e.length = a.hi - a.lo;
        e.detail = a.call + ": " + a.typeName() + " of [" + a.lo + ", " + a.hi + ") by rank " + a.rank;
        return e;
    }
}
