package syncchecker.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The part of SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format) the checker writes, as value types
 * for the checker's one mapper; {@link SarifWriter} fills them from a job report. Names are the standard's.
 */
public final class Sarif {
    public static final String VERSION = "2.1.0";
    public static final String SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

    private Sarif() {}

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    @JsonPropertyOrder({"$schema", "version", "runs"})
    public static final class Log {
        @JsonProperty("$schema")
        public String schema = SCHEMA;
        @JsonProperty("version")
        public String version = VERSION;
        @JsonProperty("runs")
        public List<Run> runs = new ArrayList<>();
    }

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    @JsonPropertyOrder({"tool", "originalUriBaseIds", "results", "properties"})
    public static final class Run {
        @JsonProperty("tool")
        public Tool tool = new Tool();
        /** The source roots the results' files are relative to, by uriBaseId. */
        @JsonProperty("originalUriBaseIds")
        public Map<String, ArtifactLocation> originalUriBaseIds = new LinkedHashMap<>();
        /** Always present, even empty: a run without results is a run that found nothing. */
        @JsonInclude(JsonInclude.Include.ALWAYS)
        @JsonProperty("results")
        public List<Result> results = new ArrayList<>();
        @JsonProperty("properties")
        public Map<String, Object> properties = new LinkedHashMap<>();
    }

    public static final class Tool {
        @JsonProperty("driver")
        public Driver driver = new Driver();
    }

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    @JsonPropertyOrder({"name", "rules"})
    public static final class Driver {
        @JsonProperty("name")
        public String name;
        @JsonProperty("rules")
        public List<Rule> rules = new ArrayList<>();
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"id", "shortDescription"})
    public static final class Rule {
        @JsonProperty("id")
        public String id;
        @JsonProperty("shortDescription")
        public Message shortDescription;

        public Rule() {}

        Rule(String id, String description) {
            this.id = id;
            this.shortDescription = new Message(description);
        }
    }

    public static final class Message {
        @JsonProperty("text")
        public String text;

        public Message() {}

        Message(String text) {
            this.text = text;
        }
    }

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    @JsonPropertyOrder({"ruleId", "ruleIndex", "level", "message", "locations", "codeFlows", "properties"})
    public static final class Result {
        @JsonProperty("ruleId")
        public String ruleId;
        /** The rule's place in the driver's rules: every kind of the report has one. */
        @JsonProperty("ruleIndex")
        public int ruleIndex;
        @JsonProperty("level")
        public String level;
        @JsonProperty("message")
        public Message message;
        @JsonProperty("locations")
        public List<Location> locations = new ArrayList<>();
        @JsonProperty("codeFlows")
        public List<CodeFlow> codeFlows = new ArrayList<>();
        @JsonProperty("properties")
        public Map<String, Object> properties = new LinkedHashMap<>();
    }

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    @JsonPropertyOrder({"physicalLocation", "logicalLocations", "message"})
    public static final class Location {
        @JsonProperty("physicalLocation")
        public PhysicalLocation physicalLocation;
        @JsonProperty("logicalLocations")
        public List<LogicalLocation> logicalLocations = new ArrayList<>();
        @JsonProperty("message")
        public Message message;
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"artifactLocation", "region"})
    public static final class PhysicalLocation {
        @JsonProperty("artifactLocation")
        public ArtifactLocation artifactLocation;
        @JsonProperty("region")
        public Region region;
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"uri", "uriBaseId", "description"})
    public static final class ArtifactLocation {
        @JsonProperty("uri")
        public String uri;
        @JsonProperty("uriBaseId")
        public String uriBaseId;
        @JsonProperty("description")
        public Message description;
    }

    public static final class Region {
        @JsonProperty("startLine")
        public int startLine;
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"fullyQualifiedName", "kind"})
    public static final class LogicalLocation {
        @JsonProperty("fullyQualifiedName")
        public String fullyQualifiedName;
        @JsonProperty("kind")
        public String kind;
    }

    public static final class CodeFlow {
        @JsonProperty("threadFlows")
        public List<ThreadFlow> threadFlows = new ArrayList<>();
    }

    public static final class ThreadFlow {
        @JsonProperty("locations")
        public List<ThreadFlowLocation> locations = new ArrayList<>();
    }

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    @JsonPropertyOrder({"executionOrder", "location", "kinds", "executionTimeUtc", "stack", "properties"})
    public static final class ThreadFlowLocation {
        /** 1, 2, ... in the order of the report's events. */
        @JsonProperty("executionOrder")
        public int executionOrder;
        @JsonProperty("location")
        public Location location;
        /** The event type in lower case ("nb", "acc", ...). */
        @JsonProperty("kinds")
        public List<String> kinds = new ArrayList<>();
        @JsonProperty("executionTimeUtc")
        public String executionTimeUtc;
        @JsonProperty("stack")
        public Stack stack;
        @JsonProperty("properties")
        public Map<String, Object> properties = new LinkedHashMap<>();
    }

    public static final class Stack {
        @JsonProperty("frames")
        public List<StackFrame> frames = new ArrayList<>();
    }

    public static final class StackFrame {
        @JsonProperty("location")
        public Location location;
    }
}
