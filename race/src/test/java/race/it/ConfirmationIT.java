package race.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.testng.annotations.Test;

/**
 * Phase II: a re-run with race.confirm set to phase I's report pauses at the candidate sites and confirms only the
 * races whose two accesses were in flight together.
 */
public class ConfirmationIT {
    private static RaceJob confirm(int ranks, String sample, String... args) throws Exception {
        RaceJob phase1 = RaceJob.run(ranks, sample, args);
        assertEquals(phase1.races().size(), 1, phase1.toString());
        Path report = phase1.dir.resolve("report.json");
        return RaceJob.run(ranks, sample, List.of("RACE_CONFIRM=" + report), args);
    }

    @Test
    public void fenceEpochRaceIsConfirmed() throws Exception {
        RaceJob job = confirm(3, "rmarace.FencePutPut");
        List<JsonNode> races = job.races();
        assertEquals(races.size(), 1, job.toString());
        assertEquals(races.get(0).path("severity").asText(), "error");
        assertEquals(races.get(0).path("phase").asText(), "confirmed");
        assertEquals(RaceJob.lines(races.get(0)), List.copyOf(RaceJob.markedLines("rmarace.FencePutPut")));
    }

    @Test
    public void raceOfTwoThreadsIsConfirmed() throws Exception {
        RaceJob job = confirm(2, "rmarace.ThreadsPut");
        assertEquals(job.races().size(), 1, job.toString());
        assertEquals(job.races().get(0).path("severity").asText(), "error");
    }

    @Test
    public void putsOrderedByAMessageAreNotPredicted() throws Exception {
        RaceJob job = RaceJob.run(3, "rmarace.MessageOrderedPuts");
        assertEquals(job.races().size(), 0, job.toString());
    }

    @Test
    public void withoutMessageClocksTheMessageOrderedRaceIsPredictedButNotConfirmed() throws Exception {
        List<String> off = List.of("RACE_MESSAGES=false");
        RaceJob phase1 = RaceJob.run(3, "rmarace.MessageOrderedPuts", off);
        assertEquals(phase1.races().size(), 1, phase1.toString());
        Path report = phase1.dir.resolve("report.json");
        RaceJob job = RaceJob.run(3, "rmarace.MessageOrderedPuts", List.of("RACE_MESSAGES=false",
                "RACE_CONFIRM=" + report));
        assertEquals(job.races().size(), 0, job.toString());
    }

    @Test
    public void candidatesOnlyOneRankCanReadTurnRaceCheckingOffEverywhere() throws Exception {
        RaceJob phase1 = RaceJob.run(3, "rmarace.FencePutPut");
        assertEquals(phase1.races().size(), 1, phase1.toString());
        Path report = phase1.dir.resolve("report.json");
        // rank 0 reads phase I's report; ranks 1 and 2 are pointed at a file that is not there
        RaceJob job = RaceJob.runUnchecked(3, "rmarace.FencePutPut", List.of("RACE_CONFIRM=" + report + ".missing"),
                List.of("RACE_CONFIRM=" + report));
        // before, rank 0 waited for the others in its first phase II exchange until the job timed out
        assertEquals(job.output.split("race checking is off on every rank", -1).length - 1, 3, job.output);
        assertTrue(job.output.contains("another rank cannot read race.confirm"), job.output);
    }
}
