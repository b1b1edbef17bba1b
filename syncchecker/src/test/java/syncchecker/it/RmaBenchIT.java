package syncchecker.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import mpi.it.MpiRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * The rmabench corpus (samples/src/main/java/rmabench, modeled on RMARaceBench's categories) under syncchecker.jar
 * with SYNCCHECKER_CHECKS=sync,race, one job per program with the rank count its "// ranks: N" comment gives. A
 * racy program (lines marked // @RACE) must report at least one rma-race and every rma-race it reports must name
 * exactly the marked lines; a correct program must report no rma-race. scripts/race-accuracy.py runs the same
 * corpus and prints the accuracy table.
 */
public class RmaBenchIT {
    private static final Pattern RANKS = Pattern.compile("^//\\s*ranks:\\s*(\\d+)", Pattern.MULTILINE);

    @DataProvider
    public Object[][] corpus() throws IOException {
        Path dir = Path.of(System.getProperty("jmpi.samples.src", "../samples/src/main/java"), "rmabench");
        List<Object[]> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                String name = f.getFileName().toString();
                if (!name.endsWith(".java")) {
                    continue;
                }
                Matcher m = RANKS.matcher(Files.readString(f));
                int ranks = m.find() ? Integer.parseInt(m.group(1)) : 2;
                out.add(new Object[] {ranks, "rmabench." + name.substring(0, name.length() - 5)});
            }
        }
        assertFalse(out.isEmpty(), "no corpus under " + dir);
        return out.toArray(new Object[0][]);
    }

    /**
     * One job under the checker, its agent given with -javaagent (the same checker as RaceSamplesIT's runs, without
     * the relaunch that costs each JVM a second start: the corpus is long).
     */
    private static JsonNode run(int ranks, String program) throws IOException {
        String jar = System.getProperty("jmpi.jar", "dist/syncchecker.jar");
        return run(MpiRun.of(ranks, program).jvmArg("-javaagent:" + Path.of(jar).toAbsolutePath()));
    }

    /** The report of one job under race checking ({@code job} as launched, with the checker on its class path). */
    static JsonNode run(MpiRun job) throws IOException {
        Path dir = Files.createTempDirectory("rmabench-it");
        MpiRun.Result r = job.directory(dir).timeout(180)
                .env("SYNCCHECKER_CHECKS", "sync,race").env("SYNCCHECKER_VERBOSITY", "quiet").runOk();
        Path report = dir.resolve("syncchecker-report.json");
        if (!Files.exists(report)) {
            throw new AssertionError("no report\n" + r);
        }
        return Checked.JSON.readTree(report.toFile());
    }

    @Test(dataProvider = "corpus")
    public void verdictAndLines(int ranks, String program) throws IOException {
        assertVerdict(program, run(ranks, program));
    }

    /**
     * A racy program (lines marked // @RACE) reports at least one rma-race, each at exactly the marked lines; a
     * correct one reports none.
     */
    static void assertVerdict(String program, JsonNode report) throws IOException {
        List<TreeSet<Integer>> reported = new ArrayList<>();
        for (JsonNode d : report.get("diagnostics")) {
            if (d.get("kind").asText().equals("rma-race")) {
                TreeSet<Integer> lines = new TreeSet<>();
                d.get("events").forEach(e -> lines.add(e.get("line").asInt()));
                reported.add(lines);
            }
        }
        TreeSet<Integer> marked = new TreeSet<>(RaceSamplesIT.marked(program));
        if (marked.isEmpty()) {
            assertEquals(reported.size(), 0, "false report\n" + report.toPrettyString());
            return;
        }
        assertFalse(reported.isEmpty(), "race missed\n" + report.toPrettyString());
        for (TreeSet<Integer> lines : reported) {
            assertEquals(lines, marked, "race at other lines\n" + report.toPrettyString());
        }
    }
}
