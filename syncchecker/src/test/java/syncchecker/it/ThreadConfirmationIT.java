package syncchecker.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNotEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * Phase II for races between two threads of one rank (under syncchecker.jar, so the agent reports loads, stores
 * and the threads' synchronization): phase I's report is the candidate list of a re-run, which pauses a thread at
 * one site of a pair until another thread reaches the other site. Races whose two accesses can be in flight
 * together are confirmed (severity error, phase confirmed, the marked lines, two threads); ThreadPollAlive's pair,
 * ordered by polling Thread.isAlive (which phase I does not model), is predicted but never confirmed.
 */
public class ThreadConfirmationIT {
    @DataProvider
    public Object[][] confirmable() {
        return new Object[][] {
            {"rmarace.ThreadStores", ""},
            {"rmarace.ThreadLock", ""},
            {"rmarace.ThreadExecutorFuture", ""},
            {"rmarace.ThreadOriginBuffer", ""},
            {"rmarace.ThreadPollAlive", "racy"},
        };
    }

    /** One job of {@code sample} on 2 ranks; with {@code candidates}, phase II. Returns the merged report's path. */
    private static Path run(String sample, String arg, Path candidates) throws IOException {
        if (candidates == null) {
            return RaceSamplesIT.report(2, sample, arg);
        }
        // longer than the default 10 ms: on the shared CI cores a thread may take that long to start
        return RaceSamplesIT.report(2, sample, arg, "RACE_CONFIRM", candidates.toString(), "RACE_PAUSEMILLIS", "500");
    }

    private static JsonNode diagnostics(Path report) throws IOException {
        return Checked.JSON.readTree(report.toFile()).get("diagnostics");
    }

    /** Phase I's report of {@code sample}, which must predict exactly one race. */
    private static Path predicted(String sample, String arg) throws IOException {
        Path report = run(sample, arg, null);
        JsonNode d = diagnostics(report);
        assertEquals(d.size(), 1, d.toPrettyString());
        assertEquals(d.get(0).get("severity").asText(), "potential", d.toPrettyString());
        return report;
    }

    @Test(dataProvider = "confirmable")
    public void raceOfTwoThreadsIsConfirmedAtTheMarkedLines(String sample, String arg) throws IOException {
        JsonNode diagnostics = diagnostics(run(sample, arg, predicted(sample, arg)));
        String all = diagnostics.toPrettyString();
        JsonNode d = RaceSamplesIT.onlyRaceAtMarkedLines(diagnostics, sample, "error");
        assertEquals(d.get("phase").asText(), "confirmed", all);
        JsonNode events = d.get("events");
        assertEquals(events.get(0).get("rank").asInt(), events.get(1).get("rank").asInt(), all);
        assertNotEquals(events.get(0).get("thread").asLong(), events.get(1).get("thread").asLong(), all);
    }

    @Test
    public void pairOrderedByPollingIsAliveIsPredictedButNotConfirmed() throws IOException {
        Path candidates = predicted("rmarace.ThreadPollAlive", "");
        JsonNode diagnostics = diagnostics(run("rmarace.ThreadPollAlive", "", candidates));
        assertEquals(diagnostics.size(), 0, diagnostics.toPrettyString());
    }
}
