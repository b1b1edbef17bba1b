package syncchecker.agent;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.util.List;
import org.testng.annotations.Test;

/** The JIT options the re-executed JVM gets for the checker's own classes. */
public class CheckerCompilationTest {
    @Test
    public void scalesEachPatternQuietly() {
        List<String> options = CheckerCompilation.options(0.1);
        assertEquals(options.get(0), "-XX:CompileCommand=quiet", "nothing printed on the application's output");
        assertEquals(options.size(), 1 + CheckerCompilation.PATTERNS.size());
        assertTrue(options.contains("-XX:CompileCommand=CompileThresholdScaling,syncchecker.core.Checker*::*,0.1"));
    }

    @Test
    public void leavesTheProbesAndTheApplicationAlone() {
        for (String pattern : CheckerCompilation.PATTERNS) {
            assertTrue(!pattern.startsWith("syncchecker.rt") && !pattern.startsWith("race.")
                    && !"syncchecker.core.PendingSummary".startsWith(pattern.replace("*", ""))
                    && !"mpi.RmaNotify".startsWith(pattern.replace("*", "")), pattern);
        }
    }

    @Test
    public void scalingOneMeansNoOption() {
        assertTrue(CheckerCompilation.options(1).isEmpty());
    }
}
