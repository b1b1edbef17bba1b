package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;

/** The sampler's countdowns end at each new phase, except for sites that are off for good. */
public class SampledSitesTest {
    private static final int SITE = 7;
    private static final long ADDRESS = 1 << 20;

    @AfterMethod
    public void clearCountdown() {
        Accesses.gap(SITE, 0);
    }

    @Test
    public void aNewPhaseMakesTheNextAccessDue() {
        SampledSites sampled = new SampledSites();
        Accesses.gap(SITE, 5);
        sampled.skipping(SITE, 5);
        sampled.skipping(SITE, 5);
        assertEquals(sampled.size(), 1, "a site is listed once");
        assertTrue(Accesses.track(SITE, ADDRESS, 4, false), "skipped within the phase");
        sampled.newPhase();
        assertEquals(sampled.size(), 0);
        assertFalse(Accesses.track(SITE, ADDRESS, 4, false), "the first access of the new phase goes to the checker");
    }

    @Test
    public void aSiteThatIsOffStaysOff() {
        SampledSites sampled = new SampledSites();
        sampled.skipping(SITE, Integer.MAX_VALUE);
        assertEquals(sampled.size(), 0, "a site the sampler turned off is not listed");
        sampled.skipping(SITE, 3);
        Accesses.gap(SITE, Integer.MAX_VALUE); // turned off later in the phase (a race found, or never window memory)
        sampled.newPhase();
        assertTrue(Accesses.track(SITE, ADDRESS, 4, false), "still skipped after the phase change");
    }
}
