package syncchecker.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * One event of a diagnostic: NB (the operation was posted), SR (the library moved the data), CK (a completion
 * check succeeded), ACC (the application touched the buffer), FREE (Request.free of an active request);
 * where it happened and the call stack there.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"type", "class", "method", "file", "line", "time", "detail", "source", "call", "access", "rank",
    "thread", "offset", "length", "stack"})
public final class Event {
    public static final String NB = "NB";
    public static final String SR = "SR";
    public static final String CK = "CK";
    public static final String ACC = "ACC";
    /** Request.free of the still active request (not a completion check: nothing orders later accesses). */
    public static final String FREE = "FREE";

    @JsonProperty("type")
    public String type;
    @JsonProperty("class")
    public String className;
    @JsonProperty("method")
    public String method;
    @JsonProperty("file")
    public String file;
    @JsonProperty("line")
    public Integer line;
    /** Milliseconds since the epoch when the event was first seen. */
    @JsonProperty("time")
    public Long time;
    /** What happened, e.g. "write of 4 bytes" or "complete in the library". */
    @JsonProperty("detail")
    public String detail;
    /** For SR: which mechanism observed it ("MPI_Request_get_status"). */
    @JsonProperty("source")
    public String source;
    @JsonProperty("stack")
    public List<Frame> stack;
    /** rma-race only: the call ("put", "load", ...), the access ("write", "atomic MPI.SUM on INT"), who made it. */
    @JsonProperty("call")
    public String call;
    @JsonProperty("access")
    public String access;
    @JsonProperty("rank")
    public Integer rank;
    @JsonProperty("thread")
    public Long thread;
    /** rma-race only: the bytes this access touches (window offset, or address for origin buffers). */
    @JsonProperty("offset")
    public Long offset;
    @JsonProperty("length")
    public Long length;

    public Event() {}

    public static Event at(String type, Frame where, List<Frame> stack, long time, String detail) {
        Event e = new Event();
        e.type = type;
        if (where != null) {
            e.className = where.className;
            e.method = where.method;
            e.file = where.file;
            e.line = where.line;
        }
        e.stack = stack;
        e.time = time;
        e.detail = detail;
        return e;
    }

    /** The location of this event as a frame, or null for events without one (SR). */
    public Frame where() {
        return className == null ? null : new Frame(className, method, file, line == null ? -1 : line);
    }
}
