package syncchecker;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.expectThrows;
import static org.testng.Assert.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;

public class SettingsTest {
    @AfterMethod
    public void clear() {
        for (String p : new String[] {"syncchecker.report", "syncchecker.checks", "syncchecker.verbosity",
            "syncchecker.streams", "syncchecker.tracer", "syncchecker.compileScaling", "syncchecker.stackDepth",
            "syncchecker.launch", "syncchecker.writesToReceives", "syncchecker.filters", "syncchecker.analysis",
            "syncchecker.counters", "syncchecker.mrThreshold", "syncchecker.format", "syncchecker.sourcePath"}) {
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

    @Test
    public void compileScalingIsAFractionOfTheJitThresholds() {
        assertEquals(Settings.load().compileScaling, 0.1);
        System.setProperty("syncchecker.compileScaling", "1");
        assertEquals(Settings.load().compileScaling, 1.0);
        for (String bad : new String[] {"0", "2", "-0.5", "abc", "NaN"}) {
            System.setProperty("syncchecker.compileScaling", bad);
            IllegalArgumentException e = expectThrows(IllegalArgumentException.class, Settings::load);
            assertTrue(e.getMessage().contains("syncchecker.compileScaling") && e.getMessage().contains(bad),
                    e.getMessage());
        }
    }

    @Test
    public void stackDepthIsAPositiveFrameCount() {
        assertEquals(Settings.load().stackDepth, 16);
        System.setProperty("syncchecker.stackDepth", "1");
        assertEquals(Settings.load().stackDepth, 1);
        for (String bad : new String[] {"0", "-3", "abc", "2.5"}) {
            System.setProperty("syncchecker.stackDepth", bad);
            IllegalArgumentException e = expectThrows(IllegalArgumentException.class, Settings::load);
            assertTrue(e.getMessage().contains("syncchecker.stackDepth") && e.getMessage().endsWith(bad),
                    e.getMessage());
        }
    }

    @Test
    public void wordsAreOneOfTheirValuesIgnoringCase() {
        System.setProperty("syncchecker.verbosity", " Verbose ");
        System.setProperty("syncchecker.launch", "ATTACH");
        System.setProperty("syncchecker.tracer", "On");
        System.setProperty("syncchecker.writesToReceives", "FALSE");
        System.setProperty("syncchecker.checks", "none");
        Settings s = Settings.load();
        assertTrue(s.verbose());
        assertEquals(s.launch, "attach");
        assertTrue(s.tracer);
        assertFalse(s.writesToReceives);
        assertTrue(s.checks.isEmpty());
    }

    @Test
    public void unknownWordsAreRefusedWithTheSettingsName() {
        String[][] bad = {{"syncchecker.checks", "sync,rcae"}, {"syncchecker.checks", "none,sync"},
            {"syncchecker.verbosity", "loud"}, {"syncchecker.launch", "atach"}, {"syncchecker.tracer", "yes"},
            {"syncchecker.writesToReceives", "1"}, {"syncchecker.filters", "er-mr"},
            {"syncchecker.mrThreshold", "-1"}, {"syncchecker.mrThreshold", "4k"}, {"syncchecker.analysis", "no"},
            {"syncchecker.counters", "true"}, {"syncchecker.format", "xml"}, {"syncchecker.format", "json,pdf"},
            {"syncchecker.format", ","}};
        for (String[] b : bad) {
            System.setProperty(b[0], b[1]);
            IllegalArgumentException e = expectThrows(IllegalArgumentException.class, Settings::load);
            assertTrue(e.getMessage().startsWith(b[0] + " must"), e.getMessage());
            System.clearProperty(b[0]);
        }
    }

    @Test
    public void formatsAreWrittenBesideTheJsonReport() {
        assertEquals(Settings.load().reports(), Map.of("json", Path.of("syncchecker-report.json").toAbsolutePath()));
        System.setProperty("syncchecker.report", "/tmp/job/out.json");
        System.setProperty("syncchecker.format", "HTML, sarif,json,html");
        Settings s = Settings.load();
        assertEquals(List.copyOf(s.reports().keySet()), List.of("html", "sarif", "json"), "in the order given, once");
        assertEquals(s.report("sarif"), Path.of("/tmp/job/out.sarif"));
        assertEquals(s.report("html"), Path.of("/tmp/job/out.html"));
        assertEquals(s.report("json"), Path.of("/tmp/job/out.json"));
        System.setProperty("syncchecker.format", "bad");
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class, Settings::load);
        assertEquals(e.getMessage(), "syncchecker.format must list json, sarif or html, not 'bad'");
    }

    @Test
    public void sourcePathDefaultsToTheWorkingDirectoryAndItsSourceRoots() {
        Path here = Path.of("").toAbsolutePath();
        assertEquals(Settings.load().sourcePath, List.of(here, here.resolve("src/main/java"),
                here.resolve("src/test/java"), here.resolve("src")));
        System.setProperty("syncchecker.sourcePath", "/a/src:rel::/b");
        assertEquals(Settings.load().sourcePath, List.of(Path.of("/a/src"), here.resolve("rel"), Path.of("/b")));
    }
}
