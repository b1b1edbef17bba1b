package syncchecker.it;

import static org.testng.Assert.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import org.testng.annotations.Test;

/**
 * Phase II for a one-sided operation against a load or store (under syncchecker.jar, so the agent reports the
 * store): the store's rank announces it and pauses like the operation's, and the pair is confirmed once in the
 * job's report, although both ranks confirm it. An operation stays in flight until it completes, however long
 * after the pause: a store made then confirms the pair, one made after a fence completed the operation does not.
 */
public class LoadStoreConfirmationIT {
    private static final String SAMPLE = "rmarace.TargetStoreInEpoch";

    @Test
    public void aPutAgainstTheTargetsStoreIsConfirmedOnce() throws IOException {
        Path predicted = RaceSamplesIT.report(2, SAMPLE, "");
        JsonNode before = Checked.JSON.readTree(predicted.toFile()).get("diagnostics");
        assertEquals(before.size(), 1, before.toPrettyString());
        assertEquals(before.get(0).get("phase").asText(), "predicted", before.toPrettyString());

        // longer than the default 10 ms: on the shared CI cores one rank may be descheduled that long
        Path report = RaceSamplesIT.report(2, SAMPLE, "", "RACE_CONFIRM", predicted.toString(), "RACE_PAUSEMILLIS",
                "500");
        JsonNode diagnostics = Checked.JSON.readTree(report.toFile()).get("diagnostics");
        String all = diagnostics.toPrettyString();
        JsonNode d = RaceSamplesIT.onlyRaceAtMarkedLines(diagnostics, SAMPLE, "error");
        assertEquals(d.get("phase").asText(), "confirmed", all);
        assertEquals(d.get("events").get(0).get("rank").asInt() + d.get("events").get(1).get("rank").asInt(), 1,
                "one event on each rank: " + all);
    }

    @Test
    public void aPutIsInFlightUntilTheFenceThatCompletesIt() throws IOException {
        String sample = "rmarace.TargetStoreLateInEpoch";
        Path predicted = RaceSamplesIT.report(2, sample, "");
        JsonNode before = Checked.JSON.readTree(predicted.toFile()).get("diagnostics");
        RaceSamplesIT.onlyRaceAtMarkedLines(before, sample, "potential");

        // the default pause (10 ms): the store comes 200 ms after the put, before the fence that completes it
        Path late = RaceSamplesIT.report(2, sample, "", "RACE_CONFIRM", predicted.toString());
        JsonNode confirmed = Checked.JSON.readTree(late.toFile()).get("diagnostics");
        assertEquals(RaceSamplesIT.onlyRaceAtMarkedLines(confirmed, sample, "error").get("phase").asText(),
                "confirmed", confirmed.toPrettyString());

        // the same lines with a fence between them: the put is complete when the store comes
        Path ordered = RaceSamplesIT.report(2, sample, "ordered", "RACE_CONFIRM", predicted.toString());
        JsonNode none = Checked.JSON.readTree(ordered.toFile()).get("diagnostics");
        assertEquals(none.size(), 0, none.toPrettyString());
    }

    @Test
    public void aStoreIntoTheOriginBufferOfAPutInFlightIsConfirmed() throws IOException {
        String sample = "rmarace.OriginStoreBeforeFence";
        Path predicted = RaceSamplesIT.report(2, sample, "");
        Path report = RaceSamplesIT.report(2, sample, "", "RACE_CONFIRM", predicted.toString());
        JsonNode diagnostics = Checked.JSON.readTree(report.toFile()).get("diagnostics");
        JsonNode d = RaceSamplesIT.onlyRaceAtMarkedLines(diagnostics, sample, "error");
        assertEquals(d.get("phase").asText(), "confirmed", diagnostics.toPrettyString());
    }
}
