package syncchecker.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNotEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * Races between Java threads of one rank (SYNCCHECKER_CHECKS=sync,race; the agent instruments synchronization for
 * happens-before): each racy thread sample reports one rma-race at its two // @RACE lines, made by two different
 * threads; each twin ("fixed", ordered by join, a monitor, a lock, a volatile, an atomic, a Future, a flush) and
 * ThreadOrderings (every java.util.concurrent ordering at once) report nothing.
 */
public class ThreadRaceIT {
    private static final String[] SAMPLES = {"rmarace.ThreadStores", "rmarace.ThreadMonitor", "rmarace.ThreadLock",
        "rmarace.ThreadVolatileFlag", "rmarace.ThreadAtomicHandoff", "rmarace.ThreadExecutorFuture",
        "rmarace.ThreadOriginBuffer", "rmarace.ThreadPutsLockAll", "rmarace.ThreadWritesBeforePut",
        "rmarace.ThreadPutsWhileMainWrites", "rmarace.ThreadReadsBeforeGet", "rmarace.ThreadRequestOrigin"};

    @DataProvider
    public Object[][] racy() {
        Object[][] rows = new Object[SAMPLES.length][];
        for (int i = 0; i < SAMPLES.length; i++) {
            rows[i] = new Object[] {SAMPLES[i]};
        }
        return rows;
    }

    @DataProvider
    public Object[][] correct() {
        Object[][] rows = new Object[SAMPLES.length + 2][];
        for (int i = 0; i < SAMPLES.length; i++) {
            rows[i] = new Object[] {SAMPLES[i], "fixed"};
        }
        rows[SAMPLES.length] = new Object[] {"rmarace.ThreadOrderings", ""};
        rows[SAMPLES.length + 1] = new Object[] {"rmarace.ThreadsPut", "fixed"};
        return rows;
    }

    @Test(dataProvider = "racy")
    public void raceBetweenTwoThreadsAtTheMarkedLines(String sample) throws IOException {
        JsonNode report = RaceSamplesIT.run(2, sample, "");
        JsonNode d = RaceSamplesIT.onlyRaceAtMarkedLines(report.get("diagnostics"), sample, "potential");
        JsonNode events = d.get("events");
        assertEquals(events.get(0).get("rank").asInt(), events.get(1).get("rank").asInt());
        assertNotEquals(events.get(0).get("thread").asLong(), events.get(1).get("thread").asLong(),
                report.toPrettyString());
    }

    @Test(dataProvider = "correct")
    public void orderedThreadsAreSilent(String sample, String arg) throws IOException {
        JsonNode report = RaceSamplesIT.run(2, sample, arg);
        assertEquals(report.get("diagnostics").size(), 0, report.toPrettyString());
    }
}
