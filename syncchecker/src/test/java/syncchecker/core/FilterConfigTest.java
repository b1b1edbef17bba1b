package syncchecker.core;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

import org.testng.annotations.Test;

/** The four cumulative configurations of the setting syncchecker.filters. */
public class FilterConfigTest {
    @Test
    public void configurationsAreCumulative() {
        FilterConfig basic = FilterConfig.of("basic", 0);
        assertFalse(basic.er || basic.at || basic.mr);
        FilterConfig er = FilterConfig.of("ER", 0);
        assertTrue(er.er && !er.at && !er.mr);
        FilterConfig erAt = FilterConfig.of(" er-at ", 0);
        assertTrue(erAt.er && erAt.at && !erAt.mr);
        FilterConfig all = FilterConfig.of("er-at-mr", 4096);
        assertTrue(all.er && all.at && all.mr);
        assertEquals(all.mrThreshold, 4096);
        assertEquals(all.toString(), "er-at-mr");
    }

    @Test
    public void badSettingsAreRefusedWithTheirName() {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class, () -> FilterConfig.of("mr", 0));
        assertTrue(e.getMessage().contains("syncchecker.filters"), e.getMessage());
        e = expectThrows(IllegalArgumentException.class, () -> FilterConfig.of("basic", -1));
        assertTrue(e.getMessage().contains("syncchecker.mrThreshold"), e.getMessage());
    }

    @Test
    public void defaultIsAllThreeFilters() {
        // surefire sets no syncchecker.filters: this JVM runs the default
        if (System.getProperty("syncchecker.filters") == null && System.getenv("SYNCCHECKER_FILTERS") == null) {
            assertEquals(FilterConfig.ACTIVE.name, "er-at-mr");
        }
    }
}
