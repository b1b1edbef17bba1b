package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;

/** Settings come from system properties; a bad value is refused at start-up with the setting's name. */
public class RaceSettingsTest {
    private static final String[] NAMES = {"race.exchangeEvery", "race.pauseMillis", "race.backoff",
        "race.sampleFloor", "race.runs", "race.messages", "race.sampleOperations", "race.compileScaling",
        "syncchecker.checks"};

    @AfterMethod
    public void clear() {
        for (String n : NAMES) {
            System.clearProperty(n);
        }
    }

    @Test
    public void defaults() {
        RaceSettings s = RaceSettings.load();
        assertEquals(s.exchangeEvery, 64);
        assertEquals(s.pauseMillis, 10);
        assertEquals(s.backoff, 0.9);
        assertEquals(s.floor, 0.001);
        assertEquals(s.compileScaling, 0.5);
    }

    @Test
    public void boundsAreAccepted() {
        System.setProperty("race.exchangeEvery", "0");
        System.setProperty("race.backoff", "1");
        System.setProperty("race.sampleFloor", "0");
        System.setProperty("race.compileScaling", "1");
        RaceSettings s = RaceSettings.load();
        assertEquals(s.exchangeEvery, 0);
        assertEquals(s.backoff, 1.0);
        assertEquals(s.floor, 0.0);
        assertEquals(s.compileScaling, 1.0);
    }

    @Test
    public void badValuesNameTheSetting() {
        String[][] bad = {{"race.exchangeEvery", "abc"}, {"race.exchangeEvery", "-1"}, {"race.exchangeEvery", "3000000000"},
            {"race.pauseMillis", "1.5"}, {"race.backoff", "0"}, {"race.backoff", "1.1"}, {"race.sampleFloor", "-0.1"},
            {"race.sampleFloor", "NaN"}, {"race.compileScaling", "0"}, {"race.compileScaling", "2"}};
        for (String[] b : bad) {
            System.setProperty(b[0], b[1]);
            IllegalArgumentException e = expectThrows(IllegalArgumentException.class, RaceSettings::load);
            assertTrue(e.getMessage().startsWith(b[0] + " must be") && e.getMessage().endsWith(b[1]), e.getMessage());
            System.clearProperty(b[0]);
        }
    }

    @Test
    public void checksAreAListOfKnownNames() {
        System.setProperty("syncchecker.checks", " Race,sync ");
        assertEquals(SettingValues.checks(), java.util.Set.of("race", "sync"));
        assertTrue(RaceSettings.load().enabled);
        System.setProperty("syncchecker.checks", "sync race");
        assertEquals(SettingValues.checks(), java.util.Set.of("race", "sync"), "blanks separate too");
        System.setProperty("syncchecker.checks", "none");
        assertTrue(SettingValues.checks().isEmpty());
        System.setProperty("syncchecker.checks", "sync");
        assertFalse(RaceSettings.load().enabled);
        System.setProperty("syncchecker.checks", ",sync,,race,");
        assertEquals(SettingValues.checks(), java.util.Set.of("race", "sync"), "empty items are harmless");
        for (String bad : new String[] {"races", "none,race", "sync;race"}) {
            System.setProperty("syncchecker.checks", bad);
            IllegalArgumentException e = expectThrows(IllegalArgumentException.class, SettingValues::checks);
            assertTrue(e.getMessage().startsWith("syncchecker.checks must") && e.getMessage().contains(bad),
                    e.getMessage());
        }
    }

    @Test
    public void switchesAreTrueOrFalse() {
        System.setProperty("race.runs", "FALSE");
        System.setProperty("race.sampleOperations", " true");
        RaceSettings s = RaceSettings.load();
        assertFalse(s.runs);
        assertTrue(s.sampleOperations);
        assertTrue(s.messages);
        for (String bad : new String[] {"yes", "0", "off"}) {
            System.setProperty("race.messages", bad);
            IllegalArgumentException e = expectThrows(IllegalArgumentException.class, RaceSettings::load);
            assertEquals(e.getMessage(), "race.messages must be true or false, not '" + bad + "'");
        }
    }
}
