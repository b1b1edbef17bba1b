package syncchecker.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * How many instrumented accesses each filter stage let through (the paper's Fig. 7), for one rank or summed
 * over the job. Stages run in order: ER, then heap memory leaves (never pending), then AT and MR; a filter that
 * is switched off lets everything through. {@code profiled} accesses reached the full check.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@com.fasterxml.jackson.annotation.JsonIgnoreProperties(value = {"reachedER", "reachedAT", "reachedMR"},
        allowGetters = true)
@JsonPropertyOrder({"rank", "filters", "mrThreshold", "instrumented", "afterEr", "heap", "afterAt", "afterMr",
    "profiled", "reachedER", "reachedAT", "reachedMR", "ranks"})
public final class AccessCounters {
    /** The rank, for one rank's counters; absent in the job total. */
    @JsonProperty("rank")
    public Integer rank;
    /** The filter configuration (basic, er, er-at, er-at-mr). */
    @JsonProperty("filters")
    public String filters;
    /** MR's threshold in bytes (0: each buffer's exact extent). */
    @JsonProperty("mrThreshold")
    public Long mrThreshold;
    @JsonProperty("instrumented")
    public long instrumented;
    @JsonProperty("heap")
    public long heap;
    @JsonProperty("afterEr")
    public long afterEr;
    @JsonProperty("afterAt")
    public long afterAt;
    @JsonProperty("afterMr")
    public long afterMr;
    @JsonProperty("profiled")
    public long profiled;

    /** In the job total: each rank's own counters. */
    @JsonProperty("ranks")
    public java.util.List<AccessCounters> ranks;

    public AccessCounters() {}

    /** bench-check's names (README): accesses the ER stage saw, i.e. every instrumented one. */
    @JsonProperty(value = "reachedER", access = JsonProperty.Access.READ_ONLY)
    public long reachedEr() {
        return instrumented;
    }

    /** bench-check's names: direct-memory accesses that passed ER and reached AT. */
    @JsonProperty(value = "reachedAT", access = JsonProperty.Access.READ_ONLY)
    public long reachedAt() {
        return afterEr - heap;
    }

    /** bench-check's names: accesses that passed ER and AT and reached MR. */
    @JsonProperty(value = "reachedMR", access = JsonProperty.Access.READ_ONLY)
    public long reachedMr() {
        return afterAt;
    }

    public void add(AccessCounters o) {
        instrumented += o.instrumented;
        heap += o.heap;
        afterEr += o.afterEr;
        afterAt += o.afterAt;
        afterMr += o.afterMr;
        profiled += o.profiled;
    }
}
