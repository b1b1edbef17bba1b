package syncchecker.it;

import static org.testng.Assert.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import org.testng.annotations.Test;

/**
 * Phase II for a one-sided operation of one rank against a load or store of another (under syncchecker.jar, so the
 * agent reports the store): the store's rank announces it and pauses like the operation's, and the pair is
 * confirmed once in the job's report, although both ranks confirm it.
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
}
