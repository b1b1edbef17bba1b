package syncchecker.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The report of a sample run holds exactly the expected diagnostics: each with its kind, severity and rank, and
 * its NB, ACC (and CK when asked) events at the lines the sample marks; nothing else.
 */
final class ReportAssert {
    private ReportAssert() {}

    static void exactly(Checked c, String sample, List<Expect> expected) {
        Markers m = Markers.of(sample);
        List<JsonNode> unmatched = new ArrayList<>(c.diagnostics());
        for (Expect e : expected) {
            JsonNode hit = null;
            for (JsonNode d : unmatched) {
                if (matches(d, e, m)) {
                    hit = d;
                    break;
                }
            }
            assertTrue(hit != null, "expected " + e + " in " + m.file() + " (NB line " + m.line("NB", e.nb)
                    + (e.acc == null ? "" : ", ACC line " + m.line("ACC", e.acc)) + ")\n" + c);
            unmatched.remove(hit);
            JsonNode nb = hit.get("events").get(0);
            assertEquals(nb.get("file").asText(), m.file());
            assertTrue(nb.get("stack").size() > 0, "NB without a call stack");
        }
        assertEquals(unmatched.size(), 0, "unexpected diagnostics " + unmatched + "\n" + c);
    }

    private static boolean matches(JsonNode d, Expect e, Markers m) {
        if (!d.get("kind").asText().equals(e.kind) || d.get("rank").asInt() != e.rank) {
            return false;
        }
        if (e.severity != null && !d.get("severity").asText().equals(e.severity)) {
            return false;
        }
        if (!Integer.valueOf(m.line("NB", e.nb)).equals(Checked.line(d, "NB"))) {
            return false;
        }
        Integer acc = Checked.line(d, "ACC");
        if (e.acc == null ? acc != null : !Integer.valueOf(m.line("ACC", e.acc)).equals(acc)) {
            return false;
        }
        return e.ck == null || Integer.valueOf(m.line("CK", e.ck)).equals(Checked.line(d, "CK"));
    }
}
