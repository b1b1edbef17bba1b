package race.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * The rmarace samples under mpirun with the RMA events: each racy sample reports exactly one rma-race whose two
 * events are the lines marked // @RACE, and each correct twin reports nothing. Runs the standalone listener over
 * dist/race.jar; samples whose race involves a load or store need the agent and run in syncchecker's RaceSamplesIT.
 */
public class RmaRaceSamplesIT {
    @DataProvider(parallel = false)
    public Object[][] racy() {
        return new Object[][] {
            {3, "rmarace.FencePutPut", new String[0]},
            {3, "rmarace.SharedLockPutPut", new String[0]},
            {2, "rmarace.FlushMissing", new String[0]},
            {2, "rmarace.LockAllFlushLocalAll", new String[0]},
            {2, "rmarace.RequestOriginReuse", new String[0]},
            {3, "rmarace.PscwSameEpoch", new String[0]},
            {2, "rmarace.AtomicDifferentOp", new String[0]},
            {2, "rmarace.AtomicDifferentType", new String[0]},
            {2, "rmarace.AliasedOrigin", new String[0]},
            {3, "rmarace.DeepNesting", new String[0]},
            {3, "rmarace.LambdaPut", new String[0]},
            {2, "rmarace.ThreadsPut", new String[0]},
            {3, "rmarace.ManyEpochs", new String[0]},
            {3, "rmarace.NonblockingReceiveOrder", new String[] {"racy"}},
            {3, "rmarace.CollectiveOrder", new String[] {"racy"}},
            {3, "rmarace.NonblockingCollectiveOrder", new String[] {"racy"}},
        };
    }

    @DataProvider(parallel = false)
    public Object[][] correct() {
        return new Object[][] {
            {3, "rmarace.FencePutPutFixed", new String[0]},
            {3, "rmarace.ExclusiveLockPutPut", new String[0]},
            {2, "rmarace.FlushPlaced", new String[0]},
            {2, "rmarace.LockAllFlushAll", new String[0]},
            {2, "rmarace.RequestOriginReuseFixed", new String[0]},
            {3, "rmarace.PscwSeparateEpochs", new String[0]},
            {3, "rmarace.AtomicSameOp", new String[0]},
            {2, "rmarace.AtomicFetchAndOpNoOp", new String[0]},
            {2, "rmarace.AliasedOriginFixed", new String[0]},
            {3, "rmarace.LambdaPut", new String[] {"fixed"}},
            {2, "rmarace.ThreadsPut", new String[] {"fixed"}},
            {3, "rmarace.ManyEpochs", new String[] {"fixed"}},
            {3, "rmarace.NonblockingReceiveOrder", new String[0]},
            {3, "rmarace.CollectiveOrder", new String[0]},
            {3, "rmarace.NonblockingCollectiveOrder", new String[0]},
        };
    }

    @Test(dataProvider = "racy")
    public void racySampleReportsTheMarkedPair(int ranks, String sample, String[] args) throws Exception {
        RaceJob job = RaceJob.run(ranks, sample, args);
        List<JsonNode> races = job.races();
        assertEquals(races.size(), 1, job.toString());
        JsonNode d = races.get(0);
        assertEquals(d.path("kind").asText(), "rma-race");
        assertEquals(d.path("severity").asText(), "potential");
        TreeSet<Integer> marked = RaceJob.markedLines(sample);
        List<Integer> expected = new ArrayList<>(marked);
        if (expected.size() == 1) {
            expected.add(expected.get(0)); // one site racing with itself (two ranks or two threads)
        }
        assertEquals(RaceJob.lines(d), expected, job.toString());
        assertEquals(d.path("events").size(), 2);
        for (JsonNode e : d.path("events")) {
            assertEquals(e.path("class").asText(), sample);
            assertTrue(e.path("file").asText().endsWith(".java"));
        }
    }

    @Test(dataProvider = "correct")
    public void correctTwinReportsNothing(int ranks, String sample, String[] args) throws Exception {
        RaceJob job = RaceJob.run(ranks, sample, args);
        assertEquals(job.races().size(), 0, job.toString());
    }
}
