package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;

import org.testng.annotations.Test;

/** The warm-up at MPI.Init runs on private state: the probes and the process's thread clocks never see it. */
public class EventWarmUpTest {
    /** Inside the warm-up's made-up window (EventWarmUp.BASE). */
    private static final long MADE_UP_WINDOW = 1L << 46;

    @Test
    public void theProbesAreNotShownTheMadeUpMemory() {
        boolean enabled = ThreadClocks.INSTANCE.enabled();
        boolean concurrent = ThreadClocks.INSTANCE.concurrent();
        EventWarmUp.run(0, 300);
        assertFalse(Accesses.mayTrack(MADE_UP_WINDOW, 64), "the made-up window stays out of the probes' ranges");
        assertFalse(Accesses.mayTrack(MADE_UP_WINDOW + (1L << 20), 64), "so does its origin buffer");
        assertEquals(ThreadClocks.INSTANCE.enabled(), enabled);
        assertEquals(ThreadClocks.INSTANCE.concurrent(), concurrent);
    }

    @Test
    public void anyRankAndRoundCountRuns() {
        for (int rank = 0; rank < 5; rank++) {
            for (int rounds : new int[] {0, 1, 129, 1000}) {
                EventWarmUp.run(rank, rounds);
            }
        }
    }
}
