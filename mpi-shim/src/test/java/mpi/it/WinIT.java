package mpi.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.util.List;
import org.testng.annotations.Test;
import programs.WinProgram;

/** One-sided communication: created, allocated, shared and dynamic windows, every synchronization, bad input. */
public class WinIT {
    /** No check failed, every rank reached the end, and every check it counted printed "ok". */
    static void assertAllOk(MpiRun.Result r, int ranks) {
        assertEquals(r.lines("FAIL"), List.of(), r.toString());
        List<String> done = r.lines("checked ");
        assertEquals(done.size(), ranks, r.toString());
        int total = 0;
        for (String line : done) {
            total += Integer.parseInt(line.split(" ")[2]);
        }
        assertEquals(r.lines("ok ").size(), total, r.toString());
        assertTrue(total >= ranks * 10, r.toString());
    }

    @Test
    public void windowsWithTwoRanks() {
        assertAllOk(MpiRun.of(2, WinProgram.class).runOk(), 2);
    }

    @Test
    public void windowsWithFourRanks() {
        assertAllOk(MpiRun.of(4, WinProgram.class).runOk(), 4);
    }
}
