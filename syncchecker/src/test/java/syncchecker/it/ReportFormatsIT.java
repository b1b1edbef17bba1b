package syncchecker.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.testng.annotations.BeforeClass;
import org.testng.annotations.Test;
import syncchecker.report.HtmlWriterTest;
import syncchecker.report.SarifWriterTest;

/**
 * A real buggy sample under mpirun with every report format (syncchecker.format=json,sarif,html) and the samples'
 * sources as source path: the SARIF log holds the JSON report's diagnostics and passes the official schema; the
 * HTML page, opened in headless Chromium, renders, every internal link finds its target, and every diagnostic of
 * the JSON report is on it with its source lines.
 */
public class ReportFormatsIT {
    private static final String SAMPLE = "syncbugs.EagerVsRendezvous";

    private Checked run;
    private List<JsonNode> diagnostics;

    @BeforeClass
    public void runTheSample() {
        run = Checked.run(2, SAMPLE, true, "-Dsyncchecker.format=json,sarif,html",
                "-Dsyncchecker.sourcePath=" + System.getProperty("jmpi.samples.src"));
        diagnostics = run.diagnostics();
        assertEquals(diagnostics.size(), 2, "the sample's potential and its error\n" + run);
        assertTrue(run.result.stderr.contains("syncchecker-report.sarif") && run.result.stderr.contains(
                "syncchecker-report.html"), "the summary names every file written\n" + run);
    }

    private Path file(String extension) {
        return run.dir.resolve("syncchecker-report." + extension);
    }

    @Test
    public void sarifHoldsEveryDiagnosticAndPassesTheSchema() throws IOException {
        JsonNode sarif = Checked.JSON.readTree(file("sarif").toFile());
        assertEquals(SarifWriterTest.schemaErrors(sarif), Set.of(), sarif.toPrettyString());
        JsonNode results = sarif.at("/runs/0/results");
        assertEquals(results.size(), diagnostics.size(), sarif.toPrettyString());
        for (int i = 0; i < results.size(); i++) {
            JsonNode d = diagnostics.get(i);
            JsonNode r = results.get(i);
            assertEquals(r.get("ruleId").asText(), d.get("kind").asText());
            assertEquals(r.get("level").asText(), d.get("severity").asText().equals("error") ? "error" : "warning");
            assertEquals(r.at("/properties/count").asLong(), d.get("count").asLong());
            JsonNode where = r.at("/locations/0/physicalLocation");
            assertEquals(where.at("/artifactLocation/uri").asText(), "syncbugs/EagerVsRendezvous.java",
                    "relative to the samples' source root");
            assertEquals(where.at("/region/startLine").asInt(), (int) Checked.line(d, "ACC"));
        }
    }

    @Test
    public void htmlRendersInChromiumWithEveryLinkAndDiagnostic() throws Exception {
        Chromium chromium = Chromium.find();
        String dom = chromium.dumpDom(file("html"));
        assertTrue(dom.contains("<body>") && dom.contains("id=\"summary\""), dom);
        Set<String> ids = new HashSet<>(HtmlWriterTest.attributes(dom, "id"));
        List<String> hrefs = HtmlWriterTest.attributes(dom, "href");
        assertTrue(hrefs.stream().anyMatch(h -> h.endsWith("-src")), "no event links to its source\n" + dom);
        for (String href : hrefs) {
            assertTrue(href.startsWith("#"), "an external link: " + href);
            assertTrue(ids.contains(href.substring(1)), href + " has no target in the rendered page\n" + dom);
        }
        for (int i = 0; i < diagnostics.size(); i++) {
            JsonNode d = diagnostics.get(i);
            String section = section(dom, "d" + (i + 1));
            assertTrue(section.contains(">" + d.get("kind").asText() + "<"), section);
            assertTrue(section.contains("rank " + d.get("rank").asInt()), section);
            for (JsonNode e : d.get("events")) {
                if (e.has("line")) {
                    String where = e.get("class").asText() + "." + e.get("method").asText() + "("
                            + e.get("file").asText() + ":" + e.get("line").asInt() + ")";
                    assertTrue(section.contains(where), where + " missing\n" + section);
                }
            }
        }
        Path png = chromium.screenshot(file("html"), 1000, 1400);
        assertTrue(Files.size(png) > 10_000, "the page renders to a picture: " + png);
    }

    /** The diagnostic section whose id is {@code id}. */
    private static String section(String dom, String id) {
        int start = dom.indexOf("id=\"" + id + "\"");
        assertTrue(start >= 0, "no " + id + "\n" + dom);
        return dom.substring(start, dom.indexOf("</section>", start));
    }
}
