package syncchecker;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.nio.file.Path;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;

public class SettingsTest {
    @AfterMethod
    public void clear() {
        for (String p : new String[] {"syncchecker.report", "syncchecker.checks", "syncchecker.verbosity",
            "syncchecker.streams", "syncchecker.tracer"}) {
            System.clearProperty(p);
        }
    }

    @Test
    public void defaultsCheckSyncAndReportInTheWorkingDirectory() {
        Settings s = Settings.load();
        assertTrue(s.syncEnabled());
        assertEquals(s.report, Path.of("syncchecker-report.json").toAbsolutePath());
        assertEquals(s.stream(3), Path.of("syncchecker-report.rank3.jsonl").toAbsolutePath());
        assertEquals(s.launch, "exec");
        assertFalse(s.tracer);
        assertFalse(s.quiet());
    }

    @Test
    public void propertiesChooseReportStreamsAndChecks() {
        System.setProperty("syncchecker.report", "/tmp/job/out.json");
        System.setProperty("syncchecker.streams", "/tmp/streams");
        System.setProperty("syncchecker.checks", "race, SYNC");
        System.setProperty("syncchecker.verbosity", "quiet");
        Settings s = Settings.load();
        assertEquals(s.report, Path.of("/tmp/job/out.json"));
        assertEquals(s.stream(0), Path.of("/tmp/streams/out.rank0.jsonl"));
        assertTrue(s.syncEnabled());
        assertTrue(s.quiet());
        System.setProperty("syncchecker.checks", "race");
        assertFalse(Settings.load().syncEnabled());
    }

    @Test
    public void environmentNamesAreUpperCaseWithUnderscores() {
        // PATH is always set: the same lookup finds "path" through the environment variable PATH
        assertEquals(Settings.get("path", null), System.getenv("PATH"));
        System.setProperty("path", "from-property");
        try {
            assertEquals(Settings.get("path", null), "from-property", "a property wins over the environment");
        } finally {
            System.clearProperty("path");
        }
    }
}
