package syncchecker.agent;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.testng.annotations.Test;

/** The JIT options the re-executed JVM gets for the checker's own classes. */
public class CheckerCompilationTest {
    @Test
    public void scalesEachPatternQuietly() {
        List<String> options = CheckerCompilation.options(0.1, 1, List.of("race.RankTracker"));
        assertEquals(options.get(0), "-XX:CompileCommand=quiet", "nothing printed on the application's output");
        assertEquals(options.size(), 1 + CheckerCompilation.PATTERNS.size(), "race scaling 1: no race option");
        assertTrue(options.contains("-XX:CompileCommand=CompileThresholdScaling,syncchecker.core.Checker*::*,0.1"));
    }

    @Test
    public void leavesTheProbesAndTheApplicationAlone() {
        for (String pattern : CheckerCompilation.PATTERNS) {
            assertTrue(!pattern.startsWith("syncchecker.rt") && !pattern.startsWith("race.")
                    && !"syncchecker.core.PendingSummary".startsWith(pattern.replace("*", ""))
                    && !"mpi.RmaEvents".startsWith(pattern.replace("*", "")), pattern);
        }
    }

    @Test
    public void scalingOneMeansNoOption() {
        assertTrue(CheckerCompilation.options(1, 1, List.of("race.RankTracker")).isEmpty());
    }

    @Test
    public void raceClassesGetTheirOwnScaling() {
        List<String> options = CheckerCompilation.options(1, 0.5, List.of("race.RankTracker", "race.RankTracker$Win"));
        assertEquals(options, List.of("-XX:CompileCommand=quiet",
                "-XX:CompileCommand=CompileThresholdScaling,race.RankTracker::*,0.5",
                "-XX:CompileCommand=CompileThresholdScaling,race.RankTracker$Win::*,0.5"));
    }

    /** The race module's own classes, as the build puts them on this test's class path (a directory or a jar). */
    @Test
    public void raceClassesOfTheRaceModuleLeaveOutWhatTheProbesInline() throws Exception {
        Path location = Path.of(race.RankTracker.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> classes = CheckerCompilation.raceClasses(location);
        assertTrue(classes.contains("race.RankTracker"), classes.toString());
        assertTrue(classes.contains("race.RaceChecker"), classes.toString());
        assertTrue(classes.contains("race.AccessCodec"), "a name that only begins like an inlined class's");
        for (String c : classes) {
            assertFalse(c.equals("race.Accesses") || c.startsWith("race.Accesses$") || c.equals("race.Runs")
                    || c.startsWith("race.Runs$"), c);
        }
    }

    @Test
    public void raceClassesOfAJarAreTheTopLevelPackageOnly() throws Exception {
        Path jar = Files.createTempFile("checker-compilation", ".jar");
        try {
            try (OutputStream out = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(out)) {
                for (String e : List.of("race/", "race/RankTracker.class", "race/RankTracker$Win.class",
                        "race/Accesses.class", "race/Accesses$Tracked.class", "race/Runs.class",
                        "race/sub/Other.class", "race/notes.txt", "mpi/Win.class")) {
                    zip.putNextEntry(new ZipEntry(e));
                    zip.closeEntry();
                }
            }
            assertEquals(CheckerCompilation.raceClasses(jar), List.of("race.RankTracker", "race.RankTracker$Win"));
        } finally {
            Files.delete(jar);
        }
    }
}
