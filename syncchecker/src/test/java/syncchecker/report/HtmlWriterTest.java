package syncchecker.report;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.testng.annotations.BeforeClass;
import org.testng.annotations.Test;

public class HtmlWriterTest {
    private String page;

    @BeforeClass
    public void write() throws IOException {
        Path root = TestReports.sourceRoot();
        page = new HtmlWriter(new SourceExcerpts(List.of(Path.of("/nonexistent-root"), root)))
                .page(TestReports.report());
    }

    /** The values of {@code attribute} in a page (double-quoted, as the writer and Chromium write them). */
    public static List<String> attributes(String html, String attribute) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\s" + attribute + "=\"([^\"]*)\"").matcher(html);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    public void everyTextOfTheReportIsEscaped() {
        assertFalse(page.contains("<script"), "the page must carry no script, least of all a report's");
        assertFalse(page.contains("<i>") || page.contains("<int>") || page.contains("'q' <b>"), page);
        assertTrue(page.contains("buffer &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; &lt;b&gt;"),
                page);
        assertTrue(page.contains("write of 4 bytes &lt;int&gt;"), page);
        assertTrue(page.contains("if (a &lt; b &amp;&amp; c &gt; d) buf[0] = 1; } // &lt;i&gt;not markup&lt;/i&gt;"),
                "source lines are escaped too\n" + page);
    }

    @Test
    public void selfContained() {
        assertTrue(page.startsWith("<!DOCTYPE html>"));
        assertTrue(page.contains("<style>"));
        assertFalse(page.contains("<link") || page.contains("src=") || page.contains("http"), page);
    }

    @Test
    public void everyInternalLinkHasItsTarget() {
        Set<String> ids = new HashSet<>(attributes(page, "id"));
        assertEquals(ids.size(), attributes(page, "id").size(), "ids are unique");
        List<String> hrefs = attributes(page, "href");
        assertFalse(hrefs.isEmpty());
        for (String href : hrefs) {
            assertTrue(href.startsWith("#") && ids.contains(href.substring(1)), href + " has no target");
        }
    }

    @Test
    public void theSummaryLinksToEachDiagnostic() {
        String summary = page.substring(page.indexOf("id=\"summary\""), page.indexOf("</section>"));
        assertTrue(summary.contains("href=\"#d1\"") && summary.contains("href=\"#d2\""), summary);
        assertTrue(summary.contains("<code>write-to-pending-send</code></td><td>1</td><td>0</td>"), summary);
        assertTrue(summary.contains("<code>rma-race</code></td><td>0</td><td>1</td>"), summary);
        assertTrue(page.contains("id=\"d1\"") && page.contains("id=\"d2\""));
    }

    @Test
    public void eachEventLinksToTheLinesAroundIt() {
        // NB, ACC and CK of the error have their source; SR has no location
        for (String event : new String[] {"d1-e1", "d1-e3", "d1-e4"}) {
            assertTrue(page.contains("href=\"#" + event + "-src\""), event);
        }
        assertFalse(page.contains("d1-e2-src"), "SR has no source excerpt");
        String excerpt = page.substring(page.indexOf("id=\"d1-e3-src\""));
        excerpt = excerpt.substring(0, excerpt.indexOf("</figure>"));
        assertTrue(excerpt.contains("<span class=\"hit\">    5  "), excerpt);
        assertTrue(excerpt.contains("    2  class Demo {") && excerpt.contains("    8  }"), "3 lines either side\n"
                + excerpt);
        assertTrue(excerpt.contains("demo/Demo.java:5"), excerpt);
    }

    @Test
    public void aMissingSourceFileIsSaidNotLinked() {
        assertFalse(page.contains("d2-e1-src"), page);
        assertTrue(page.contains("(source not found: demo/Missing.java is under none of the source roots)"), page);
        assertTrue(page.contains("href=\"#d2-e2-src\""), "the race's second access has its source");
    }

    @Test
    public void ranksCountsAndOperationAreShown() {
        String d1 = page.substring(page.indexOf("id=\"d1\""), page.indexOf("id=\"d2\""));
        assertTrue(d1.contains("rank 0"), d1);
        assertTrue(d1.contains("<dt>occurrences</dt><dd>4 (first 1970-01-01T00:00:01Z"), d1);
        assertTrue(d1.contains("call iSend, peer 1, access {&quot;offset&quot;:0,&quot;length&quot;:4}"), d1);
        String d2 = page.substring(page.indexOf("id=\"d2\""));
        assertTrue(d2.contains("<b>ACC</b> rank 2") && d2.contains("<b>ACC</b> rank 1"), d2);
    }

    @Test
    public void anEmptyReportSaysSo() {
        JobReport empty = new JobReport();
        empty.ranks = 2;
        String html = new HtmlWriter(new SourceExcerpts(List.of())).page(empty);
        assertTrue(html.contains("No diagnostics."), html);
        assertTrue(attributes(html, "href").isEmpty());
    }
}
