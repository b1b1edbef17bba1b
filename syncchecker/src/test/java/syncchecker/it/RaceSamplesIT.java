package syncchecker.it;

import mpi.it.Launcher;
import mpi.it.MpiRun;
import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

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

    /**
     * A rank that dies before MPI.Finalize checks the accesses it holds for itself on its way out: rank 0's race on
     * its own origin buffer is in its stream, at the marked lines; the fixed twin's stream has no race.
     */
    @Test
    public void crashingRankChecksItsOwnAccesses() throws IOException {
        String sample = "rmarace.CrashAfterOriginStore";
        List<JsonNode> races = racesStreamedByRankZero(sample, "");
        assertEquals(races.size(), 1, races.toString());
        List<Integer> lines = new ArrayList<>();
        races.get(0).get("events").forEach(e -> lines.add(e.get("line").asInt()));
        lines.sort(null);
        assertEquals(lines, marked(sample), races.toString());
        assertEquals(racesStreamedByRankZero(sample, "fixed").size(), 0);
    }

    /** The rma-race findings in rank 0's stream after a job of {@code sample} in which rank 0 throws. */
    private static List<JsonNode> racesStreamedByRankZero(String sample, String arg) throws IOException {
        Path dir = Files.createTempDirectory("race-it");
        MpiRun run = MpiRun.of(2, sample).directory(dir).timeout(180).env("SYNCCHECKER_CHECKS", "sync,race");
        if (!arg.isEmpty()) {
            run.args(arg);
        }
        MpiRun.Result r = run.run();
        assertTrue(Launcher.failedJob(r.exitCode) && r.stderr.contains("rank 0 gives up"), r.toString());
        Path stream = dir.resolve("syncchecker-report.rank0.jsonl");
        assertTrue(Files.exists(stream), "no stream of rank 0\n" + r);
        List<JsonNode> races = new ArrayList<>();
        for (String line : Files.readAllLines(stream)) {
            JsonNode record = Checked.JSON.readTree(line);
            if (record.get("record").asText().equals("found")
                    && record.get("diagnostic").get("kind").asText().equals("rma-race")) {
                races.add(record.get("diagnostic"));
            }
        }
        return races;
    }
}
