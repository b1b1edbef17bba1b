package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import org.testng.annotations.Test;

/** How often phase I exchanges: from the setting, stretched while batches are small, shrunk when they grow. */
public class ExchangePeriodTest {
    @Test
    public void firstExchangeComesAfterTheSetting() {
        ExchangePeriod p = new ExchangePeriod(64);
        assertFalse(p.due(63));
        assertTrue(p.due(64));
    }

    @Test
    public void smallBatchesStretchThePeriodUpToItsLimit() {
        ExchangePeriod p = new ExchangePeriod(64);
        long syncs = 64;
        for (int i = 0; i < 10; i++) {
            p.exchanged(syncs, ExchangePeriod.FEW - 1);
            syncs += p.period();
        }
        assertEquals(p.period(), 64L * ExchangePeriod.STRETCH);
        assertFalse(p.due(syncs - 1));
        assertTrue(p.due(syncs));
    }

    @Test
    public void largeBatchesShrinkItBackButNotBelowTheSetting() {
        ExchangePeriod p = new ExchangePeriod(64);
        p.exchanged(64, 0);
        p.exchanged(192, 0);
        assertEquals(p.period(), 256);
        p.exchanged(448, ExchangePeriod.MANY + 1);
        assertEquals(p.period(), 128);
        assertTrue(p.due(576));
        p.exchanged(576, ExchangePeriod.MANY + 1);
        p.exchanged(640, ExchangePeriod.MANY + 1);
        assertEquals(p.period(), 64);
        p.exchanged(704, ExchangePeriod.FEW);
        assertEquals(p.period(), 64, "a batch between the bounds keeps the period");
    }

    @Test
    public void zeroMeansOnlyAtTheEnd() {
        ExchangePeriod p = new ExchangePeriod(0);
        assertFalse(p.due(1));
        assertFalse(p.due(Long.MAX_VALUE));
        p.exchanged(5, 0);
        assertFalse(p.due(Long.MAX_VALUE));
    }
}
