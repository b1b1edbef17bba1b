package syncchecker.it;

import mpi.it.MpiRun;
import static org.testng.Assert.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * The race checker inside syncchecker.jar (SYNCCHECKER_CHECKS=sync,race): the rmarace samples whose race involves
 * the application's own loads and stores of window memory or origin buffers (seen through the agent), and two
 * RMA-only ones to show the forwarding. Each racy sample reports one rma-race at its // @RACE lines, each twin
 * (argument "fixed", or a Fixed class) nothing.
 */
public class RaceSamplesIT {
    @DataProvider
    public Object[][] racy() {
        return new Object[][] {
            {2, "rmarace.TargetStoreInEpoch"},
            {2, "rmarace.TargetSweepInEpoch"},
            {2, "rmarace.OriginStoreBeforeFence"},
            {2, "rmarace.TargetBulkCopy"},
            {3, "rmarace.FencePutPut"},
        };
    }

    @DataProvider
    public Object[][] correct() {
        return new Object[][] {
            {2, "rmarace.TargetStoreInEpoch", "fixed"},
            {2, "rmarace.TargetSweepInEpoch", "fixed"},
            {2, "rmarace.OriginStoreBeforeFence", "fixed"},
            {2, "rmarace.TargetBulkCopy", "fixed"},
            {3, "rmarace.FencePutPutFixed", ""},
        };
    }

    static JsonNode run(int ranks, String sample, String arg) throws IOException {
        return Checked.JSON.readTree(report(ranks, sample, arg).toFile());
    }

    /**
     * One job of {@code sample} with race checking on, more environment given as name, value pairs; returns the
     * path of its merged report.
     */
    static Path report(int ranks, String sample, String arg, String... env) throws IOException {
        Path dir = Files.createTempDirectory("race-it");
        MpiRun run = MpiRun.of(ranks, sample).directory(dir).timeout(180).env("SYNCCHECKER_CHECKS", "sync,race");
        for (int i = 0; i + 1 < env.length; i += 2) {
            run.env(env[i], env[i + 1]);
        }
        if (!arg.isEmpty()) {
            run.args(arg);
        }
        MpiRun.Result r = run.runOk();
        Path report = dir.resolve("syncchecker-report.json");
        if (!Files.exists(report)) {
            throw new AssertionError("no report\n" + r);
        }
        return report;
    }

    static List<Integer> marked(String sample) throws IOException {
        Path src = Path.of(System.getProperty("jmpi.samples.src"), sample.replace('.', '/') + ".java");
        List<String> lines = Files.readAllLines(src);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("// @RACE")) {
                out.add(i + 1);
            }
        }
        return out;
    }

    /**
     * The one diagnostic of {@code diagnostics}, checked to be an rma-race of {@code severity} whose events are at
     * the lines {@code sample} marks with {@code // @RACE}.
     */
    static JsonNode onlyRaceAtMarkedLines(JsonNode diagnostics, String sample, String severity) throws IOException {
        String all = diagnostics.toPrettyString();
        assertEquals(diagnostics.size(), 1, all);
        JsonNode d = diagnostics.get(0);
        assertEquals(d.get("kind").asText(), "rma-race", all);
        assertEquals(d.get("severity").asText(), severity, all);
        List<Integer> lines = new ArrayList<>();
        d.get("events").forEach(e -> lines.add(e.get("line").asInt()));
        lines.sort(null);
        assertEquals(lines, marked(sample), all);
        return d;
    }

    @Test(dataProvider = "racy")
    public void raceAtTheMarkedLines(int ranks, String sample) throws IOException {
        onlyRaceAtMarkedLines(run(ranks, sample, "").get("diagnostics"), sample, "potential");
    }

    @Test(dataProvider = "correct")
    public void twinIsSilent(int ranks, String sample, String arg) throws IOException {
        JsonNode report = run(ranks, sample, arg);
        assertEquals(report.get("diagnostics").size(), 0, report.toPrettyString());
    }
}
