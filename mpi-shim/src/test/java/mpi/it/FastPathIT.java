package mpi.it;

import static org.testng.Assert.assertEquals;

import java.util.List;
import org.testng.annotations.Test;
import programs.FastPathProgram;

/**
 * The same checks on each speed path: register trampolines, pinned arrays and the argument block of long calls, and
 * without them. On the FFM native path (JDK 22+) none of jffi's speed paths exists: the defaults then give the
 * generic results.
 */
public class FastPathIT {
    @Test
    public void defaultPathsUseTrampolinesAndPinning() {
        MpiRun.Result r = MpiRun.of(2, FastPathProgram.class).runOk();
        String path = MpiRun.expectedNativePath();
        assertEquals(r.lines("fastpath native="), List.of("fastpath native=" + path, "fastpath native=" + path),
                r.toString());
        String expected = String.valueOf(path.equals("jffi"));
        assertEquals(r.lines("fastpath registers="), List.of("fastpath registers=" + expected,
                "fastpath registers=" + expected), r.toString());
        assertEquals(r.lines("fastpath blocks="), List.of("fastpath blocks=" + expected,
                "fastpath blocks=" + expected), r.toString());
        assertEquals(r.lines("fastpath-"), List.of("fastpath-result ok", "fastpath-result ok"), r.toString());
    }

    @Test
    public void genericPathsGiveTheSameResults() {
        MpiRun.Result r = MpiRun.of(2, FastPathProgram.class).jvmArg("-Djmpi.trampolines=false")
                .jvmArg("-Djmpi.pinThreshold=-1").runOk();
        assertEquals(r.lines("fastpath registers="), List.of("fastpath registers=false", "fastpath registers=false"),
                r.toString());
        assertEquals(r.lines("fastpath blocks="), List.of("fastpath blocks=false", "fastpath blocks=false"),
                r.toString());
        assertEquals(r.lines("fastpath-"), List.of("fastpath-result ok", "fastpath-result ok"), r.toString());
    }
}
