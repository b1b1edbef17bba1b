package syncchecker.report;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The job report as SARIF 2.1.0 (docs/reports.md has the mapping): one run; one rule per kind; one result per
 * diagnostic, with the diagnostic's events, in the report's order, as one thread flow. A source file found under a
 * source root is named relative to that root (uriBaseId ROOT1, ROOT2, ... in originalUriBaseIds); one not found is
 * named by its package path relative to SRCROOT, left for the viewer to resolve, as code scanners do.
 */
public final class SarifWriter {
    /** The uriBaseId of files not found under any source root. */
    public static final String UNRESOLVED_BASE = "SRCROOT";

    private final SourceExcerpts sources;
    private final Map<Path, String> baseIds = new LinkedHashMap<>();

    public SarifWriter(SourceExcerpts sources) {
        this.sources = sources;
    }

    public void write(JobReport report, OutputStream out) throws IOException {
        Json.MAPPER.writerWithDefaultPrettyPrinter().writeValue(out, log(report));
    }

    /** The SARIF log of {@code report}. */
    public Sarif.Log log(JobReport report) {
        baseIds.clear();
        Sarif.Run run = new Sarif.Run();
        run.tool.driver.name = report.tool;
        List<String> ruleIds = new ArrayList<>(Kinds.DESCRIPTIONS.keySet());
        for (Diagnostic d : report.diagnostics) {
            if (!ruleIds.contains(d.kind)) {
                ruleIds.add(d.kind); // a kind without a description still gets its rule
            }
        }
        for (String id : ruleIds) {
            run.tool.driver.rules.add(new Sarif.Rule(id, Kinds.DESCRIPTIONS.getOrDefault(id, id)));
        }
        for (Diagnostic d : report.diagnostics) {
            run.results.add(result(d, ruleIds.indexOf(d.kind)));
        }
        baseIds.forEach((root, id) -> {
            Sarif.ArtifactLocation base = new Sarif.ArtifactLocation();
            base.uri = root.toUri().toString(); // a directory's URI ends with '/', as SARIF asks of a base
            run.originalUriBaseIds.put(id, base);
        });
        run.properties.put("ranks", report.ranks);
        run.properties.put("ranksReporting", report.ranksReporting);
        if (report.srSource != null) {
            run.properties.put("srSource", report.srSource);
        }
        run.properties.put("summary", report.summary);
        Sarif.Log log = new Sarif.Log();
        log.runs.add(run);
        return log;
    }

    private Sarif.Result result(Diagnostic d, int ruleIndex) {
        Sarif.Result r = new Sarif.Result();
        r.ruleId = d.kind;
        r.ruleIndex = ruleIndex;
        r.level = Diagnostic.ERROR.equals(d.severity) ? "error" : "warning";
        r.message = new Sarif.Message(d.message != null ? d.message : d.kind);
        Event primary = primary(d);
        if (primary != null) {
            r.locations.add(location(primary.where(), null));
        }
        Sarif.ThreadFlow flow = new Sarif.ThreadFlow();
        for (Event e : d.events) {
            flow.locations.add(step(e, flow.locations.size() + 1));
        }
        if (!flow.locations.isEmpty()) {
            Sarif.CodeFlow codeFlow = new Sarif.CodeFlow();
            codeFlow.threadFlows.add(flow);
            r.codeFlows.add(codeFlow);
        }
        Map<String, Object> p = r.properties;
        p.put("severity", d.severity);
        p.put("rank", d.rank);
        p.put("ranks", ranks(d));
        p.put("count", d.count);
        p.put("firstTime", d.firstTime);
        p.put("lastTime", d.lastTime);
        putIfPresent(p, "operation", d.operation);
        putIfPresent(p, "phase", d.phase);
        putIfPresent(p, "window", d.window);
        putIfPresent(p, "target", d.target);
        return r;
    }

    /**
     * Where the result is: the application's access (ACC; a race's first access) when there is one, else the first
     * event with a location (the NB site of a request never completed).
     */
    static Event primary(Diagnostic d) {
        Event acc = d.event(Event.ACC);
        if (acc != null && acc.where() != null) {
            return acc;
        }
        for (Event e : d.events) {
            if (e.where() != null) {
                return e;
            }
        }
        return null;
    }

    /** The diagnostic's rank and the ranks of its events (a race's two accesses may be on two ranks). */
    private static List<Integer> ranks(Diagnostic d) {
        TreeSet<Integer> ranks = new TreeSet<>();
        ranks.add(d.rank);
        for (Event e : d.events) {
            if (e.rank != null) {
                ranks.add(e.rank);
            }
        }
        return new ArrayList<>(ranks);
    }

    private Sarif.ThreadFlowLocation step(Event e, int order) {
        Sarif.ThreadFlowLocation step = new Sarif.ThreadFlowLocation();
        step.executionOrder = order;
        String text = e.type + (e.detail != null ? ": " + e.detail : "");
        step.location = location(e.where(), text);
        step.kinds.add(e.type.toLowerCase(Locale.ROOT));
        if (e.time != null) {
            step.executionTimeUtc = Instant.ofEpochMilli(e.time).toString();
        }
        if (e.stack != null && !e.stack.isEmpty()) {
            step.stack = new Sarif.Stack();
            for (Frame f : e.stack) {
                Sarif.StackFrame frame = new Sarif.StackFrame();
                frame.location = location(f, null);
                step.stack.frames.add(frame);
            }
        }
        Map<String, Object> p = step.properties;
        putIfPresent(p, "type", e.type);
        putIfPresent(p, "source", e.source);
        putIfPresent(p, "call", e.call);
        putIfPresent(p, "access", e.access);
        putIfPresent(p, "rank", e.rank);
        putIfPresent(p, "thread", e.thread);
        putIfPresent(p, "offset", e.offset);
        putIfPresent(p, "length", e.length);
        return step;
    }

    /** A frame as a location (file and line, and the method as a logical location); only a message without one. */
    private Sarif.Location location(Frame where, String message) {
        Sarif.Location l = new Sarif.Location();
        if (message != null) {
            l.message = new Sarif.Message(message);
        }
        if (where == null) {
            return l;
        }
        if (where.file != null) {
            l.physicalLocation = new Sarif.PhysicalLocation();
            l.physicalLocation.artifactLocation = artifact(where);
            if (where.line > 0) {
                l.physicalLocation.region = new Sarif.Region();
                l.physicalLocation.region.startLine = where.line;
            }
        }
        if (where.className != null) {
            Sarif.LogicalLocation method = new Sarif.LogicalLocation();
            method.fullyQualifiedName = where.className + (where.method != null ? "." + where.method : "");
            method.kind = "function";
            l.logicalLocations.add(method);
        }
        return l;
    }

    private Sarif.ArtifactLocation artifact(Frame where) {
        Sarif.ArtifactLocation a = new Sarif.ArtifactLocation();
        Optional<SourceExcerpts.Found> found = sources.locate(where);
        Path relative = found.map(SourceExcerpts.Found::relative).orElseGet(() -> SourceExcerpts.conventional(where));
        a.uri = uri(relative);
        a.uriBaseId = found.map(f -> baseIds.computeIfAbsent(f.root(), root -> "ROOT" + (baseIds.size() + 1)))
                .orElse(UNRESOLVED_BASE);
        return a;
    }

    /** A relative path as a relative URI reference: '/' between the parts, each part percent-encoded. */
    private static String uri(Path relative) {
        List<String> parts = new ArrayList<>();
        for (Path part : relative) {
            parts.add(java.net.URLEncoder.encode(part.toString(), java.nio.charset.StandardCharsets.UTF_8)
                    .replace("+", "%20"));
        }
        return String.join("/", parts);
    }

    private static void putIfPresent(Map<String, Object> properties, String name, Object value) {
        if (value != null) {
            properties.put(name, value);
        }
    }
}
