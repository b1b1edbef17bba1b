package syncchecker.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The job report as one self-contained HTML page (inline style, no script, nothing fetched): a summary by kind that
 * links to each diagnostic, then each diagnostic with its ranks, counts, operation and events, each event linking
 * to the source lines around it when its file is found (docs/reports.md). Every text from the report is escaped:
 * messages and details quote program text, and a page must not run what a report carries.
 */
public final class HtmlWriter {
    /** Lines shown before and after an event's line. */
    static final int RADIUS = 3;

    private static final String STYLE = String.join("\n",
            "body{font-family:sans-serif;margin:1.5em;max-width:75em;color:#222}",
            "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:.2em .6em;text-align:left}",
            ".error{color:#a00}.potential{color:#a60}",
            "section.diagnostic{border-top:2px solid #ccc;margin-top:1.5em}",
            "pre{background:#f6f6f6;padding:.4em;overflow-x:auto}pre .hit{background:#fd8;font-weight:bold}",
            ".missing{color:#777;font-style:italic}dt{font-weight:bold}dd{margin:0 0 .3em 1.5em}",
            "code{font-size:95%}");

    private final SourceExcerpts sources;

    public HtmlWriter(SourceExcerpts sources) {
        this.sources = sources;
    }

    public void write(JobReport report, OutputStream out) throws IOException {
        out.write(page(report).getBytes(StandardCharsets.UTF_8));
    }

    /** The page of {@code report}. */
    public String page(JobReport report) {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<title>").append(esc(report.tool)).append(" report</title>\n")
                .append("<style>\n").append(STYLE).append("\n</style>\n</head>\n<body>\n");
        h.append("<h1>").append(esc(report.tool)).append(": ").append(report.diagnostics.size())
                .append(" diagnostic(s) over ").append(report.ranks).append(" rank(s)</h1>\n");
        h.append("<p>Ranks reporting: ").append(esc(String.valueOf(report.ranksReporting)));
        if (report.srSource != null) {
            h.append("; library progress observed with ").append(esc(report.srSource));
        }
        h.append(".</p>\n");
        summary(report, h);
        for (int i = 0; i < report.diagnostics.size(); i++) {
            diagnostic(report.diagnostics.get(i), i + 1, h);
        }
        return h.append("</body>\n</html>\n").toString();
    }

    private static void summary(JobReport report, StringBuilder h) {
        h.append("<section id=\"summary\">\n<h2>Summary</h2>\n");
        if (report.diagnostics.isEmpty()) {
            h.append("<p>No diagnostics.</p>\n</section>\n");
            return;
        }
        Map<String, int[]> byKind = new TreeMap<>(); // kind -> {error, potential}
        for (Diagnostic d : report.diagnostics) {
            byKind.computeIfAbsent(d.kind, k -> new int[2])[Diagnostic.ERROR.equals(d.severity) ? 0 : 1]++;
        }
        h.append("<table>\n<tr><th>kind</th><th>error</th><th>potential</th><th>meaning</th></tr>\n");
        byKind.forEach((kind, n) -> h.append("<tr><td><code>").append(esc(kind)).append("</code></td><td>")
                .append(n[0]).append("</td><td>").append(n[1]).append("</td><td>")
                .append(esc(Kinds.DESCRIPTIONS.getOrDefault(kind, ""))).append("</td></tr>\n"));
        h.append("</table>\n<ol>\n");
        for (int i = 0; i < report.diagnostics.size(); i++) {
            Diagnostic d = report.diagnostics.get(i);
            h.append("<li><a href=\"#").append(id(i + 1)).append("\">").append(title(d)).append("</a>, ")
                    .append(d.count).append(" time(s)</li>\n");
        }
        h.append("</ol>\n</section>\n");
    }

    /** "[error] write-to-pending-send, rank 0", escaped. */
    private static String title(Diagnostic d) {
        return "<span class=\"" + esc(d.severity) + "\">[" + esc(d.severity) + "]</span> <code>" + esc(d.kind)
                + "</code>, rank " + d.rank;
    }

    private void diagnostic(Diagnostic d, int n, StringBuilder h) {
        String id = id(n);
        h.append("<section class=\"diagnostic\" id=\"").append(id).append("\">\n<h2>").append(n).append(". ")
                .append(title(d)).append("</h2>\n");
        if (d.message != null) {
            h.append("<p>").append(esc(d.message)).append("</p>\n");
        }
        h.append("<dl>\n");
        term(h, "occurrences", d.count + " (first " + time(d.firstTime) + ", last " + time(d.lastTime) + ")");
        if (d.phase != null) {
            term(h, "phase", d.phase);
        }
        if (d.window != null) {
            term(h, "window", d.window);
        }
        if (d.target != null) {
            term(h, "bytes", "owner rank " + d.target.owner + ", offset " + d.target.offset + ", length "
                    + d.target.length);
        }
        if (d.operation != null) {
            StringBuilder op = new StringBuilder();
            for (Map.Entry<String, JsonNode> f : Json.MAPPER.valueToTree(d.operation).properties()) {
                JsonNode v = f.getValue();
                op.append(op.length() == 0 ? "" : ", ").append(f.getKey()).append(' ')
                        .append(v.isValueNode() ? v.asText() : v.toString());
            }
            term(h, "operation", op.toString());
        }
        h.append("</dl>\n<h3>Events</h3>\n<ol>\n");
        StringBuilder excerpts = new StringBuilder();
        for (int i = 0; i < d.events.size(); i++) {
            event(d.events.get(i), id + "-e" + (i + 1), h, excerpts);
        }
        h.append("</ol>\n").append(excerpts).append("</section>\n");
    }

    /** One event in the list; its source lines (or why there are none) into {@code excerpts}. */
    private void event(Event e, String id, StringBuilder h, StringBuilder excerpts) {
        Frame where = e.where();
        h.append("<li id=\"").append(id).append("\"><b>").append(esc(e.type)).append("</b>");
        if (e.rank != null) {
            h.append(" rank ").append(e.rank);
        }
        if (e.thread != null) {
            h.append(" thread ").append(e.thread);
        }
        if (where != null) {
            h.append(" at <code>").append(esc(where.toString())).append("</code>");
        }
        if (e.detail != null) {
            h.append(": ").append(esc(e.detail));
        }
        if (e.source != null) {
            h.append(" (").append(esc(e.source)).append(')');
        }
        Optional<List<SourceExcerpts.Line>> lines = where == null ? Optional.empty() : sources.around(where, RADIUS);
        if (lines.isPresent()) {
            String src = id + "-src";
            h.append(" <a href=\"#").append(src).append("\">source</a>");
            excerpts.append("<figure id=\"").append(src).append("\">\n<figcaption>").append(esc(e.type))
                    .append(" at <code>").append(esc(sources.locate(where).get().file().toString())).append(':')
                    .append(where.line).append("</code></figcaption>\n<pre>");
            for (SourceExcerpts.Line l : lines.get()) {
                excerpts.append(l.number() == where.line ? "<span class=\"hit\">" : "")
                        .append(String.format("%5d  ", l.number())).append(esc(l.text()))
                        .append(l.number() == where.line ? "</span>\n" : "\n");
            }
            excerpts.append("</pre>\n</figure>\n");
        } else if (where != null && where.file != null) {
            h.append(" <span class=\"missing\">(source not found: ").append(esc(SourceExcerpts.conventional(where)
                    .toString())).append(" is under none of the source roots)</span>");
        }
        if (e.stack != null && !e.stack.isEmpty()) {
            h.append("\n<details><summary>call stack</summary><pre>");
            for (Frame f : e.stack) {
                h.append(esc(f.toString())).append('\n');
            }
            h.append("</pre></details>");
        }
        h.append("</li>\n");
    }

    private static void term(StringBuilder h, String name, String value) {
        h.append("<dt>").append(esc(name)).append("</dt><dd>").append(esc(value)).append("</dd>\n");
    }

    private static String id(int n) {
        return "d" + n;
    }

    private static String time(long epochMillis) {
        return Instant.ofEpochMilli(epochMillis).toString();
    }

    /** Text for HTML content and quoted attribute values. */
    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
