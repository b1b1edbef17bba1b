package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import org.testng.annotations.Test;

/** How often phase I exchanges: first at the setting, then at the period that makes the next batch the target. */
public class ExchangePeriodTest {
    @Test
    public void firstExchangeComesAfterTheSetting() {
        ExchangePeriod p = new ExchangePeriod(64);
        assertFalse(p.due(63));
        assertTrue(p.due(64));
    }

    @Test
    public void thePeriodAimsAtTheTargetBatchAtTheRateSeen() {
        ExchangePeriod p = new ExchangePeriod(64);
        p.exchanged(64, 3 * 64); // 3 accesses per synchronization, as kernels.StencilRma records
        assertEquals(p.period(), ExchangePeriod.TARGET / 3);
        assertFalse(p.due(64 + ExchangePeriod.TARGET / 3 - 1));
        assertTrue(p.due(64 + ExchangePeriod.TARGET / 3));
        long at = 64 + ExchangePeriod.TARGET / 3;
        p.exchanged(at, 12L * p.period()); // four times the rate: a quarter of the period, from this exchange on
        assertEquals(p.period(), ExchangePeriod.TARGET / 12);
        assertTrue(p.due(at + ExchangePeriod.TARGET / 12));
    }

    @Test
    public void thePeriodStaysWithinTheSettingAndItsStretch() {
        ExchangePeriod p = new ExchangePeriod(64);
        p.exchanged(64, 0);
        assertEquals(p.period(), 64L * ExchangePeriod.STRETCH, "nothing recorded: the longest period");
        p.exchanged(64 + 4096, 1);
        assertEquals(p.period(), 64L * ExchangePeriod.STRETCH, "a trickle: still the longest");
        p.exchanged(4160 + 4096, 1000L * 4096);
        assertEquals(p.period(), 64, "a flood: never below the setting");
        assertTrue(p.due(8256 + 64));
        p.exchanged(8320, Long.MAX_VALUE);
        assertEquals(p.period(), 64, "no overflow for any batch");
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
