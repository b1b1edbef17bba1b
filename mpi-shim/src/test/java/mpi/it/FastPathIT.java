package mpi.it;

import static org.testng.Assert.assertEquals;

import java.util.List;
import org.testng.annotations.Test;
import programs.FastPathProgram;

/**
 * The same checks on each speed path: register trampolines, pinned arrays and the argument block of long calls, and
 * without them.
 */
public class FastPathIT {
    @Test
    public void defaultPathsUseTrampolinesAndPinning() {
        MpiRun.Result r = MpiRun.of(2, FastPathProgram.class).runOk();
        assertEquals(r.lines("fastpath registers="), List.of("fastpath registers=true", "fastpath registers=true"),
                r.toString());
        assertEquals(r.lines("fastpath blocks="), List.of("fastpath blocks=true", "fastpath blocks=true"),
                r.toString());
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
