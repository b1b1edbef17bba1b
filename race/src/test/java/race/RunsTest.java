package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;

/**
 * Runs of contiguous loads and stores: extended in place, opened inline by a site's due access, recorded as one
 * access when anything else happens.
 */
public class RunsTest {
    /** No site counts down: every access that does not extend a run is due. */
    private static final int[] NO_GAPS = new int[0];

    private final List<String> recorded = new ArrayList<>();
    private final Runs.Sink sink = (address, bytes, write, site) ->
            recorded.add(site + (write ? " store " : " load ") + address + "+" + bytes);

    @AfterMethod
    public void closeRuns() {
        Runs.flush(sink, 0);
        Runs.enable(false);
        recorded.clear();
    }

    @Test
    public void contiguousAccessesOfASiteBecomeOneAccess() {
        Runs.enable(true);
        Runs.open(3, 1000, 8, false, sink);
        assertTrue(Runs.track(3, 1008, 8, false, NO_GAPS));
        assertTrue(Runs.track(3, 1016, 4, false, NO_GAPS));
        assertFalse(Runs.track(3, 1028, 8, false, NO_GAPS), "a gap ends the continuation");
        assertFalse(Runs.track(3, 1020, 8, true, NO_GAPS), "a store does not continue a run of loads");
        assertEquals(recorded.size(), 0, "nothing recorded while the run is open");
        Runs.flush(sink, 0);
        assertEquals(recorded, List.of("3 load 1000+20"));
    }

    @Test
    public void aLoopGoingDownGrowsItsRunDownward() {
        Runs.enable(true);
        Runs.open(4, 2000, 8, true, sink);
        assertFalse(Runs.track(4, 1992, 8, true, NO_GAPS), "the probe extends upward runs only");
        assertTrue(Runs.extendDown(4, 1992, 8, true));
        assertTrue(Runs.extendDown(4, 1984, 8, true));
        assertFalse(Runs.extendDown(4, 1972, 8, true), "a gap ends the continuation");
        assertFalse(Runs.extendDown(4, 1976, 8, false), "a load does not continue a run of stores");
        assertFalse(Runs.extendDown(9, 1976, 8, true), "no run of that site is open");
        Runs.flush(sink, 0);
        assertEquals(recorded, List.of("4 store 1984+24"));
    }

    @Test
    public void reopeningASiteRecordsItsPreviousRun() {
        Runs.enable(true);
        Runs.open(5, 64, 8, true, sink);
        Runs.open(6, 4096, 4, false, sink);
        Runs.open(5, 512, 8, true, sink);
        assertEquals(recorded, List.of("5 store 64+8"));
        Runs.flush(sink, 0);
        assertEquals(recorded, List.of("5 store 64+8", "5 store 512+8", "6 load 4096+4"));
    }

    @Test
    public void continuingAccessesLeaveTheSamplersCountdownAlone() {
        int[] gaps = new int[32];
        gaps[21] = 2;
        Runs.enable(true);
        Runs.open(21, 1 << 20, 8, false, sink);
        for (int i = 1; i <= 10; i++) {
            assertTrue(Runs.track(21, (1 << 20) + 8 * i, 8, false, gaps));
        }
        assertEquals(gaps[21], 2);
        assertTrue(Runs.track(21, 1 << 19, 8, false, gaps), "a gap of 2: skipped");
        assertTrue(Runs.track(21, 1 << 19, 8, false, gaps));
        assertFalse(Runs.track(21, 1 << 19, 8, false, gaps), "due, and the open run does not continue: the checker");
        Runs.flush(sink, 0);
        assertEquals(recorded, List.of("21 load 1048576+88"));
    }

    @Test
    public void aDueAccessOpensARunInlineThatLaterAccessesExtend() {
        Runs.enable(true);
        Runs.flush(sink, 64); // room for sites 0..63, as the agent registers them
        assertTrue(Runs.track(30, 1 << 16, 8, true, NO_GAPS), "opened here");
        for (int i = 1; i < 100; i++) {
            assertTrue(Runs.track(30, (1 << 16) + 8 * i, 8, true, NO_GAPS));
        }
        assertEquals(recorded.size(), 0);
        Runs.flush(sink, 64);
        assertEquals(recorded, List.of("30 store 65536+800"));
        assertTrue(Runs.track(30, (1 << 16) + 800, 8, true, NO_GAPS), "recorded: the next access opens a new run");
        Runs.flush(sink, 64);
        assertEquals(recorded, List.of("30 store 65536+800", "30 store 66336+8"));
    }

    @Test
    public void runsOpenInlineOnlyOnTheOwnerWhileEnabledForSitesTheArraysHold() throws Exception {
        Runs.enable(true);
        Runs.flush(sink, 64);
        boolean[] opened = new boolean[1];
        Thread t = new Thread(() -> opened[0] = Runs.track(31, 8192, 8, false, NO_GAPS));
        t.start();
        t.join();
        assertFalse(opened[0], "another thread");
        assertFalse(Runs.track(1 << 20, 8192, 8, false, NO_GAPS), "a site beyond the arrays");
        Runs.enable(false);
        assertFalse(Runs.track(31, 8192, 8, false, NO_GAPS), "runs off");
        Runs.flush(sink, 64);
        assertEquals(recorded.size(), 0);
    }

    @Test
    public void aSiteThatIsOffIsSkippedOnAnyThread() throws Exception {
        int[] gaps = new int[8];
        gaps[4] = Integer.MAX_VALUE;
        boolean[] skipped = new boolean[1];
        Thread t = new Thread(() -> skipped[0] = Runs.track(4, 4096, 8, false, gaps));
        t.start();
        t.join();
        assertTrue(skipped[0]);
        assertEquals(gaps[4], Integer.MAX_VALUE, "an endless countdown is only read");
    }

    @Test
    public void endingASiteRecordsOnlyItsRun() {
        Runs.enable(true);
        Runs.open(40, 100, 4, false, sink);
        Runs.open(41, 200, 4, false, sink);
        assertTrue(Runs.end(40, sink));
        assertFalse(Runs.end(40, sink), "nothing left open");
        assertEquals(recorded, List.of("40 load 100+4"));
        Runs.flush(sink, 0);
        assertEquals(recorded, List.of("40 load 100+4", "41 load 200+4"));
    }

    @Test
    public void withoutRunsEveryAccessIsRecordedAtOnce() {
        Runs.enable(false);
        Runs.open(7, 2048, 8, false, sink);
        assertEquals(recorded, List.of("7 load 2048+8"));
        assertFalse(Runs.track(7, 2056, 8, false, NO_GAPS));
    }

    @Test
    public void anotherThreadNeitherSeesNorExtendsTheOwnersRuns() throws Exception {
        Runs.enable(true);
        Runs.open(8, 8192, 8, false, sink);
        boolean[] seen = new boolean[2];
        List<String> other = new ArrayList<>();
        Thread t = new Thread(() -> {
            seen[0] = Runs.track(8, 8200, 8, false, NO_GAPS);
            Runs.open(9, 100, 4, true, (a, b, w, s) -> other.add(s + " " + a + "+" + b));
            Runs.flush((a, b, w, s) -> seen[1] = true, 0);
        });
        t.start();
        t.join();
        assertFalse(seen[0], "another thread does not extend the owner's run");
        assertFalse(seen[1], "only the owner records the open runs");
        assertEquals(other, List.of("9 100+4"), "another thread's access is recorded at once");
        Runs.flush(sink, 0);
        assertEquals(recorded, List.of("8 load 8192+8"));
    }
}
