package race;

import static org.testng.Assert.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

/** The owner's skipping of phases that repeat a checked one (RepeatedPhases through OwnerChecker.checkAll). */
public class RepeatedPhasesTest {
    private static final Site PUT_A = new Site("T", "putA", "T.java", 1);
    private static final Site PUT_B = new Site("T", "putB", "T.java", 2);
    private static final Site STORE = new Site("T", "store", "T.java", 3);

    /** A put's target write of [lo, hi) at owner 1 by {@code rank}, issued and completed in {@code phase}. */
    private static Access put(int rank, long lo, long hi, long phase, Site site) {
        long seq = 10 * phase;
        return new Access("w", 1, lo, hi, rank, 1, Access.WRITE, null, "INT", false, phase, phase, seq, seq + 1,
                Access.NO_EPOCH, "put", site);
    }

    private List<RacePair> found;
    private OwnerChecker owner;

    @BeforeMethod
    public void freshOwner() { // TestNG runs every method on one instance
        found = new ArrayList<>();
        owner = new OwnerChecker(found::add);
    }

    @Test
    public void aRacingStepIsReportedOnceAndItsRepeatsAreNotChecked() {
        List<Access> batch = new ArrayList<>();
        for (long phase = 0; phase < 10; phase++) {
            batch.add(put(0, 0, 4, phase, PUT_A));
            batch.add(put(2, 0, 4, phase, PUT_B));
        }
        owner.checkAll(batch, 10);
        assertEquals(Job.names(found), List.of("putA/putB"));
        assertEquals(owner.skippedPhases(), 9, "phases 1-9 repeat phase 0");
        assertEquals(owner.size(), 2, "only phase 0's accesses are stored");
    }

    @Test
    public void aStepThatDiffersIsChecked() {
        List<Access> batch = new ArrayList<>();
        for (long phase = 0; phase < 8; phase++) {
            batch.add(put(0, 0, 4, phase, PUT_A));
            // from phase 5 on, rank 2 writes rank 0's bytes
            batch.add(phase < 5 ? put(2, 8, 12, phase, PUT_B) : put(2, 0, 4, phase, PUT_B));
        }
        owner.checkAll(batch, 8);
        assertEquals(Job.names(found), List.of("putA/putB"));
        assertEquals(owner.skippedPhases(), 6, "1-4 repeat phase 0, 6-7 repeat phase 5");
    }

    @Test
    public void phasesStillInFlightOrSeenBeforeAreChecked() {
        List<Access> first = new ArrayList<>();
        for (long phase = 0; phase < 4; phase++) {
            first.add(put(0, 0, 4, phase, PUT_A));
        }
        first.add(put(2, 0, 4, 4, PUT_B));
        owner.checkAll(first, 3); // phases 3 and 4 may still get accesses
        assertEquals(owner.skippedPhases(), 2, "phases 1 and 2 only");
        assertEquals(found.size(), 0);
        // the rest of phase 4 (an operation that was in flight), alone just like phase 0; then a phase like phase 0
        owner.checkAll(List.of(put(0, 0, 4, 4, PUT_A), put(0, 0, 4, 5, PUT_A)), 6);
        assertEquals(Job.names(found), List.of("putA/putB"), "phase 4 was checked whole");
        assertEquals(owner.skippedPhases(), 3, "phase 5 repeats phase 0");
    }

    @Test
    public void phasesUnderAnAccessSpanningPhasesAreChecked() {
        List<Access> first = new ArrayList<>();
        first.add(put(0, 0, 4, 0, PUT_A));
        // rank 2's get, issued in phase 2 and completed in phase 6: concurrent with the puts of phases 2-6
        first.add(new Access("w", 1, 0, 4, 2, 1, Access.READ, null, "INT", false, 2, 6, 20, 61, Access.NO_EPOCH,
                "get", PUT_B));
        owner.checkAll(first, 7);
        List<Access> later = new ArrayList<>();
        for (long phase = 3; phase < 9; phase++) {
            later.add(put(0, 0, 4, phase, PUT_A));
        }
        owner.checkAll(later, 9);
        assertEquals(Job.names(found), List.of("putA/putB"));
        assertEquals(owner.skippedPhases(), 2, "only phases 7 and 8, after the get");
    }

    @Test
    public void manyAccessesSpanningPhasesTurnSkippingOff() {
        List<Access> batch = new ArrayList<>();
        for (int i = 0; i <= RepeatedPhases.PINNED_LIMIT; i++) { // gets in flight from phase 100 on, elsewhere
            batch.add(new Access("w", 1, 32, 36, 2, 1, Access.READ, null, "INT", false, 100, 101, i, i + 1,
                    Access.NO_EPOCH, "get", PUT_B));
        }
        for (long phase = 0; phase < 5; phase++) {
            batch.add(put(0, 0, 4, phase, PUT_A));
        }
        owner.checkAll(batch, 102);
        assertEquals(owner.skippedPhases(), 0, "too many ranges to test each phase against");
        owner.evictBefore(102); // as after each exchange: the gets are complete
        owner.checkAll(List.of(put(0, 0, 4, 110, PUT_A), put(0, 0, 4, 111, PUT_A)), 112);
        assertEquals(owner.skippedPhases(), 1, "phase 111 repeats 110");
    }

    @Test
    public void issueOrderWithinARankIsPartOfTheStep() {
        List<Access> batch = new ArrayList<>();
        for (long phase = 0; phase < 3; phase++) {
            long seq = 10 * phase;
            // the origin buffer is stored to: before the put in phases 0-1, while it is in flight in phase 2
            long store = phase < 2 ? seq : seq + 2;
            batch.add(new Access("origin", 0, 64, 68, 0, 1, Access.READ, null, "INT", false, phase, phase, seq + 1,
                    seq + 3, Access.NO_EPOCH, "put", PUT_A));
            batch.add(new Access("origin", 0, 64, 68, 0, 1, Access.WRITE, null, null, false, phase, phase, store,
                    store, Access.NO_EPOCH, "store", STORE));
        }
        owner.checkAll(batch, 3);
        assertEquals(Job.names(found), List.of("putA/store"));
        assertEquals(owner.skippedPhases(), 1, "phase 1 only");
    }

    @Test
    public void epochsAndVectorClocksAreNeverSkipped() {
        List<Access> batch = new ArrayList<>();
        for (long phase = 0; phase < 4; phase++) {
            batch.add(new Access("w", 1, 0, 4, 0, 1, Access.WRITE, null, "INT", false, false, phase, phase, phase,
                    phase + 1, 0, "put", PUT_A));
            batch.add(new Access("w", 1, 16, 20, 0, 1, Access.WRITE, null, "INT", false, false, phase, phase, phase,
                    phase + 1, Access.NO_EPOCH, "put", PUT_A, new long[] {1, 0}, Access.NEVER));
        }
        owner.checkAll(batch, 4);
        assertEquals(owner.skippedPhases(), 0);
    }
}
