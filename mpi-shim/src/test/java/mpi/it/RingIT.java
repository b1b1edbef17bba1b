package mpi.it;

import static org.testng.Assert.assertEquals;

import org.testng.annotations.Test;
import programs.RingProgram;

public class RingIT {
    @Test
    public void tokenVisitsEveryRankWithTwoRanks() {
        MpiRun.Result r = MpiRun.of(2, RingProgram.class).runOk();
        assertEquals(r.lines("ring "), java.util.List.of("ring 1"), r.toString());
    }

    @Test
    public void tokenVisitsEveryRankWithFourRanks() {
        MpiRun.Result r = MpiRun.of(4, RingProgram.class).runOk();
        assertEquals(r.lines("ring "), java.util.List.of("ring 6"), r.toString());
    }
}
