package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;

/** Runs of contiguous loads and stores: extended in place, recorded as one access when anything else happens. */
public class RunsTest {
    private final List<String> recorded = new ArrayList<>();
    private final Runs.Sink sink = (address, bytes, write, site) ->
            recorded.add(site + (write ? " store " : " load ") + address + "+" + bytes);

    @AfterMethod
    public void closeRuns() {
        Runs.flush(sink);
        Runs.enable(false);
        recorded.clear();
    }

    @Test
    public void contiguousAccessesOfASiteBecomeOneAccess() {
        Runs.enable(true);
        Runs.open(3, 1000, 8, false, sink);
        assertTrue(Runs.extend(3, 1008, 8, false));
        assertTrue(Runs.extend(3, 1016, 4, false));
        assertFalse(Runs.extend(3, 1028, 8, false), "a gap ends the continuation");
        assertFalse(Runs.extend(3, 1020, 8, true), "a store does not continue a run of loads");
        assertFalse(Runs.extend(4, 1020, 8, false), "nor does another site");
        assertEquals(recorded.size(), 0, "nothing recorded while the run is open");
        Runs.flush(sink);
        assertEquals(recorded, List.of("3 load 1000+20"));
        assertFalse(Runs.extend(3, 1020, 8, false), "recorded: nothing left to continue");
    }

    @Test
    public void reopeningASiteRecordsItsPreviousRun() {
        Runs.enable(true);
        Runs.open(5, 64, 8, true, sink);
        Runs.open(6, 4096, 4, false, sink);
        Runs.open(5, 512, 8, true, sink);
        assertEquals(recorded, List.of("5 store 64+8"));
        Runs.flush(sink);
        assertEquals(recorded, List.of("5 store 64+8", "5 store 512+8", "6 load 4096+4"));
    }

    @Test
    public void continuingAccessesLeaveTheSamplersCountdownAlone() {
        Accesses.gap(21, 2);
        Runs.enable(true);
        Runs.open(21, 1 << 20, 8, false, sink);
        for (int i = 1; i <= 10; i++) {
            assertTrue(Accesses.continues(21, (1 << 20) + 8 * i, 8, false));
        }
        assertFalse(Accesses.continues(21, 1 << 19, 8, false));
        assertFalse(Accesses.due(21), "a gap of 2: skipped");
        assertFalse(Accesses.due(21));
        assertTrue(Accesses.due(21));
        Runs.flush(sink);
        assertEquals(recorded, List.of("21 load 1048576+88"));
    }

    @Test
    public void withoutRunsEveryAccessIsRecordedAtOnce() {
        Runs.enable(false);
        Runs.open(7, 2048, 8, false, sink);
        assertEquals(recorded, List.of("7 load 2048+8"));
        assertFalse(Runs.extend(7, 2056, 8, false));
    }

    @Test
    public void anotherThreadNeitherSeesNorExtendsTheOwnersRuns() throws Exception {
        Runs.enable(true);
        Runs.open(8, 8192, 8, false, sink);
        boolean[] seen = new boolean[2];
        List<String> other = new ArrayList<>();
        Thread t = new Thread(() -> {
            seen[0] = Runs.extend(8, 8200, 8, false);
            Runs.open(9, 100, 4, true, (a, b, w, s) -> other.add(s + " " + a + "+" + b));
            Runs.flush((a, b, w, s) -> seen[1] = true);
        });
        t.start();
        t.join();
        assertFalse(seen[0], "another thread does not extend the owner's run");
        assertFalse(seen[1], "only the owner records the open runs");
        assertEquals(other, List.of("9 100+4"), "another thread's access is recorded at once");
        Runs.flush(sink);
        assertEquals(recorded, List.of("8 load 8192+8"));
    }
}
